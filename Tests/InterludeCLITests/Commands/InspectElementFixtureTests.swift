import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// Golden `inspect` output for the repository's own element fixtures, which need no shared
/// corpus.
struct InspectElementFixtureTests {
  /// A VAST 4.2 creative with Linear, NonLinearAds and CompanionAds, then a companions-only one.
  static let multiBody = RepositoryPaths.root.appendingPathComponent(
    "Tests/InterludeVASTTests/Fixtures/Elements/vast42-multi-body-creative.xml")

  @Test("VAST 4.0-4.3: inspect --json shows every body of a creative that holds all three")
  func multiBodyCreativeJSON() async throws {
    let result = await runCLI(["inspect", Self.multiBody.path, "--json"])
    #expect(result.status == .success, "\(result.errors)")
    let outcome = GoldenFile.verify(
      result.output, against: Snapshots.url("inspect/vast42-multi-body-creative.json"))
    #expect(outcome == .matched, "\(outcome)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let ads = try #require(json["ads"] as? [[String: Any]])
    let creatives = try #require(ads.first?["creatives"] as? [[String: Any]])
    try #require(creatives.count == 2)
    for body in ["linear", "nonLinearAds", "companionAds"] {
      #expect(creatives[0][body] is [String: Any], "\(body) is missing")
    }
    #expect(creatives[1]["linear"] is NSNull)
    #expect(creatives[1]["nonLinearAds"] is NSNull)
    #expect(creatives[1]["companionAds"] is [String: Any])
  }

  @Test("VAST 4.0-4.3: inspect's text lists every body of a creative that holds all three")
  func multiBodyCreativeText() async {
    let result = await runCLI(["inspect", Self.multiBody.path])
    #expect(result.status == .success, "\(result.errors)")
    let outcome = GoldenFile.verify(
      result.output, against: Snapshots.url("inspect/vast42-multi-body-creative.txt"))
    #expect(outcome == .matched, "\(outcome)")
  }
}
