import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// Golden `inspect --json` output for a representative set of shared fixtures: the JSON is the
/// product's contract, so any change to it must show up here.
@Suite(
  .enabled(
    if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
    "\(SharedFixtures.unavailableMessage)"))
struct InspectSnapshotTests {
  /// Snapshot name, fixture path under the shared `vast` folder, expected exit status.
  static let cases: [(String, String, Int32)] = [
    ("vast2-inline", "iab-vast-samples/VAST_1-2.0_Samples/Inline_LinearRegular_VAST2.0.xml", 0),
    ("vast3-skippable-linear", "mailonline-videojs-vast-vpaid/demo/assets/skippableLinear.xml", 0),
    ("vast3-companion", "iab-vast-samples/VAST_3.0_Samples/Inline_Companion_Tag-test.xml", 0),
    ("vast41-inline-linear", "iab-vast-samples/VAST_4.1_Samples/Inline_Linear_Tag-test.xml", 0),
    ("vast42-icons", "iab-vast-samples/VAST_4.2_Samples/IconClickFallbacks.xml", 0),
    ("vast43-icons-verification", "haxqer-vast/vast_43_inline.xml", 0),
    ("vast42-nonlinear", "iab-vast-samples/VAST_4.2_Samples/Inline_Non-Linear_Tag-test.xml", 0),
    ("vast4-wrapper", "iab-vast-samples/VAST_4.0_Samples/Wrapper_Tag-test.xml", 0),
    ("vast2-two-ads", "ooyala-html5-ad-plugins/vast_linear_2_ads.xml", 0),
    ("vmap-pod", "ooyala-html5-ad-plugins/vmap_inline_podded.xml", 0),
    ("vmap-inline-and-adtag", "ooyala-html5-ad-plugins/vmap_inline_pre_adtag_post.xml", 0),
    ("no-ad-303", "dailymotion-vast-client-js/empty-no-ad.xml", 1),
    ("vast1-102", "iab-vast-samples/VAST_1-2.0_Samples/vast1RegularLinear.xml", 1),
    ("malformed", "flipkart-madman-android/corrupt_vast.xml", 1),
  ]

  @Test(arguments: cases)
  func inspectJSON(name: String, fixture: String, status: Int32) async throws {
    let directory = try #require(SharedFixtures.vastDirectory)
    let path = directory.appendingPathComponent(fixture).path
    let result = await runCLI(["inspect", path, "--json"])
    #expect(result.status.rawValue == status, "\(result.errors)")
    let outcome = GoldenFile.verify(result.output, against: Snapshots.url("inspect/\(name).json"))
    #expect(outcome == .matched, "\(outcome)")
  }

  @Test(arguments: ["vast41-inline-linear", "vmap-inline-and-adtag"])
  func inspectText(name: String) async throws {
    let directory = try #require(SharedFixtures.vastDirectory)
    let fixture = try #require(Self.cases.first { $0.0 == name }?.1)
    let result = await runCLI(["inspect", directory.appendingPathComponent(fixture).path])
    #expect(result.status == .success)
    let outcome = GoldenFile.verify(result.output, against: Snapshots.url("inspect/\(name).txt"))
    #expect(outcome == .matched, "\(outcome)")
  }
}
