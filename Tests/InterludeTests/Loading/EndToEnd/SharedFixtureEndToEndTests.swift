// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// The wrapper chains of the shared fixture corpus, served over HTTP by the local ad server and
/// loaded by a real ``AdsLoader`` and ``URLSessionTransport``.
///
/// The dailymotion samples are served as static files from their folder (their
/// `VASTAdTagURI`s are relative); the IAB samples point at raw.githubusercontent.com, so a copy
/// rewritten in memory to the local server is served instead. The samples' `<Error>` URLs are on
/// example.com: beacons go to a ``RecordingBeacons``, so nothing leaves 127.0.0.1.
@MainActor
@Suite(
  "End to end: shared fixture wrapper chains", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(EndToEndHarness.unavailable)"),
  .enabled(
    if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
    "\(SharedFixtures.unavailableMessage)"))
struct SharedFixtureEndToEndTests {
  private static let rawGitHub = "https://raw.githubusercontent.com"

  private struct Served {
    let server: LocalAdServer
    let load: EndToEndHarness.Load
    let beacons: [String]
    let paths: [String]
  }

  /// Serves the dailymotion folder and loads `file` from it.
  private func loadDailymotion(_ file: String) async throws -> Served {
    let folder = try #require(SharedFixtures.vastDirectory)
      .appendingPathComponent("dailymotion-vast-client-js", isDirectory: true)
    let server = try await LocalAdServer.start(root: folder)
    let beacons = RecordingBeacons()
    let load = await EndToEndHarness.load(server.url(path: "/" + file), beacons: beacons)
    let paths = try await EndToEndHarness.paths(server)
    server.stop()
    return Served(server: server, load: load, beacons: beacons.urls, paths: paths)
  }

  private func ids(_ ads: [ResolvedAd]) -> [String?] { ads.map(\.ad.id) }

  // MARK: dailymotion/vast-client-js

  @Test("wrapper-a → wrapper-b → sample: the first stand-alone ad, with both wrappers merged")
  func wrapperA() async throws {
    let served = try await loadDailymotion("wrapper-a.xml")
    let resolution = try #require(
      served.load.resolution, "load failed: \(String(describing: served.load.error))")
    // Ad 4321 → wrapper-b's 1234 → sample.xml; allowMultipleAds is false (the default), so only
    // sample.xml's first stand-alone ad (ad_id_0002, not the pod's ad_id_0001) is taken.
    #expect(ids(resolution.playableAds) == ["ad_id_0002"])
    let ad = try #require(resolution.playableAds.first)
    #expect(ad.wrappers.map(\.adId) == ["4321", "1234"])
    #expect(
      ad.inLine.impressions.map(\.url) == [
        "http://example.com/wrapperA-impression", "http://example.com/wrapperB-impression1",
        "http://example.com/wrapperB-impression2", "http://example.com/impression1",
      ])
    #expect(
      ad.inLine.errorURLs == [
        "http://example.com/wrapperA-error", "http://example.com/wrapperB-error",
      ])
    #expect(ad.sourceURL == served.server.url(path: "/sample.xml").absoluteString)
    // The second stand-alone ad, 2032 → vpaid.xml, resolved in parallel and waits in the buffet.
    #expect(ids(resolution.buffet) == ["VPAID"])
    #expect(resolution.buffet.first?.wrappers.map(\.adId) == ["2032"])
    #expect(resolution.failures.isEmpty)
    #expect(
      served.paths.sorted() == ["/sample.xml", "/vpaid.xml", "/wrapper-a.xml", "/wrapper-b.xml"])
    #expect(served.beacons.isEmpty)
  }

  @Test("wrapper-b → sample: ad_id_0002 with three impressions")
  func wrapperB() async throws {
    let served = try await loadDailymotion("wrapper-b.xml")
    #expect(ids(served.load.playableAds) == ["ad_id_0002"])
    #expect(served.load.playableAds.first?.inLine.impressions.count == 3)
    #expect(served.paths == ["/wrapper-b.xml", "/sample.xml"])
    #expect(served.beacons.isEmpty)
  }

  @Test("wrapper-empty → empty-no-ad: 303, to the empty response's and the wrapper's pixels")
  func wrapperEmpty() async throws {
    let served = try await loadDailymotion("wrapper-empty.xml")
    let error = try #require(served.load.error)
    #expect(error.code == .vastInvalidURL)
    #expect(error.vastCode == .noAds)
    #expect(served.paths == ["/wrapper-empty.xml", "/empty-no-ad.xml"])
    #expect(
      served.beacons == [
        "http://example.com/empty-no-ad", "http://example.com/wrapper-empty_wrapper-error",
      ])
  }

  @Test("wrapper-unavailable-url → a 404: IMA 303 (VAST 301) to the wrapper's pixel")
  func wrapperUnavailableURL() async throws {
    let served = try await loadDailymotion("wrapper-unavailable-url.xml")
    let error = try #require(served.load.error)
    #expect(error.code == .vastInvalidURL)
    #expect(error.vastCode == .wrapperTimeout)
    #expect(served.paths == ["/wrapper-unavailable-url.xml", "/invalid-url"])
    #expect(served.beacons == ["http://example.com/wrapper-invalid-xmlfile_wrapper-error"])
  }

  @Test("wrapper-multiple-ads: the pod of two wrapped ads plays; the two stand-alone ones wait")
  func wrapperMultipleAds() async throws {
    let served = try await loadDailymotion("wrapper-multiple-ads.xml")
    let resolution = try #require(
      served.load.resolution, "load failed: \(String(describing: served.load.error))")
    // 20011 (sequence 1) → vpaid.xml, 20012 (sequence 2) → inline-linear.xml.
    #expect(ids(resolution.pod) == ["VPAID", "20001"])
    #expect(resolution.pod.map(\.sequence) == [1, 2])
    #expect(resolution.pod.map { $0.wrappers.map(\.adId) } == [["20011"], ["20012"]])
    // 201 → sample.xml takes its pod (allowMultipleAds); 2032 → vpaid2.xml.
    #expect(ids(resolution.buffet) == ["ad_id_0001", "preroll-1"])
    #expect(resolution.failures.isEmpty)
    #expect(
      served.paths.sorted() == [
        "/inline-linear.xml", "/sample.xml", "/vpaid.xml", "/vpaid2.xml",
        "/wrapper-multiple-ads.xml",
      ])
    #expect(served.beacons.isEmpty)
  }

  @Test(
    "wrapper-attributes-multiple-ads: each wrapper's attributes pick its ads; 202 fails with 300")
  func wrapperAttributes() async throws {
    let served = try await loadDailymotion("wrapper-attributes-multiple-ads.xml")
    let resolution = try #require(
      served.load.resolution, "load failed: \(String(describing: served.load.error))")
    // 201 → sample.xml, one stand-alone ad (allowMultipleAds defaults to false).
    #expect(ids(resolution.playableAds) == ["ad_id_0002"])
    #expect(resolution.playableAds.first?.wrappers.map(\.adId) == ["201"])
    // 203 → wrapper-b → sample.xml; 204 → sample.xml's pod (allowMultipleAds="true").
    #expect(ids(resolution.buffet) == ["ad_id_0002", "ad_id_0001"])
    #expect(resolution.buffet.map { $0.wrappers.map(\.adId) } == [["203", "1234"], ["204"]])
    // 202 has followAdditionalWrappers="false" and wrapper-b holds only a wrapper.
    #expect(resolution.failures.map(\.adId) == ["202"])
    #expect(resolution.failures.first?.error.vastCode == .wrapper)
    #expect(served.beacons == ["http://example.com/error"])
    #expect(served.paths.filter { $0 == "/sample.xml" }.count == 3)
    #expect(served.paths.filter { $0 == "/wrapper-b.xml" }.count == 2)
    #expect(served.paths.count == 6)
  }

  // MARK: IAB VAST samples

  /// Serves `sample` with its raw.githubusercontent.com tag rewritten to the local server, and
  /// the target path from the local copy of the file it names.
  private func loadIAB(_ sample: String) async throws -> Served {
    let folder = try #require(SharedFixtures.vastDirectory)
      .appendingPathComponent("iab-vast-samples", isDirectory: true)
    let original = try String(
      contentsOf: folder.appendingPathComponent(sample), encoding: .utf8)
    #expect(original.contains(Self.rawGitHub + "/"))
    let rewritten = original.replacingOccurrences(of: Self.rawGitHub, with: "{{BASE_URL}}")
    let target = folder.appendingPathComponent("VAST_4.0_Samples/Inline_Companion_Tag-test.xml")
    let server = try await LocalAdServer.start(routes: [
      "/iab/tag.xml": .vast(rewritten),
      Self.targetPath: AdServerRoute(file: target.path),
    ])
    let beacons = RecordingBeacons()
    let load = await EndToEndHarness.load(server.url(path: "/iab/tag.xml"), beacons: beacons)
    let paths = try await EndToEndHarness.paths(server)
    server.stop()
    return Served(server: server, load: load, beacons: beacons.urls, paths: paths)
  }

  private static let targetPath =
    "/InteractiveAdvertisingBureau/VAST_Samples/master/VAST%204.0%20Samples/Inline_Companion_Tag-test.xml"

  @Test(
    "IAB Wrapper_Tag-test → Inline_Companion_Tag-test: ad 20004 as a one-ad pod",
    arguments: ["VAST_4.0_Samples/Wrapper_Tag-test.xml", "VAST_4.1_Samples/Wrapper_Tag-test.xml"])
  func iabWrapperTag(sample: String) async throws {
    let served = try await loadIAB(sample)
    let resolution = try #require(
      served.load.resolution, "load failed: \(String(describing: served.load.error))")
    #expect(ids(resolution.pod) == ["20004"])
    let ad = try #require(resolution.pod.first)
    #expect(ad.sequence == 1)
    #expect(ad.wrappers.map(\.adId) == ["20011"])
    let scheme = sample.hasPrefix("VAST_4.1") ? "https" : "http"
    #expect(
      ad.inLine.impressions.map(\.url) == [
        "\(scheme)://example.com/track/impression", "http://example.com/track/impression",
      ])
    #expect(served.paths == ["/iab/tag.xml", Self.targetPath])
    #expect(served.beacons.isEmpty)
  }

  @Test(
    "IAB Viewable_Impression-test → Inline_Companion_Tag-test: viewability and tracking merged",
    arguments: [
      "VAST_4.0_Samples/Viewable_Impression-test.xml",
      "VAST_4.2_Samples/Viewable_Impression-test.xml",
    ])
  func iabViewableImpression(sample: String) async throws {
    let served = try await loadIAB(sample)
    let ad = try #require(
      served.load.playableAds.first, "load failed: \(String(describing: served.load.error))")
    #expect(ad.ad.id == "20004")
    #expect(ad.wrappers.map(\.adId) == ["20010"])
    #expect(ad.inLine.impressions.count == 2)
    #expect(ad.inLine.viewableImpressions.map(\.id) == ["1543"])
    let linear = try #require(ad.inLine.creatives.compactMap(\.linear).first)
    #expect(
      linear.trackingURLs(for: .start) == [
        "http://example.com/tracking/start", "http://example.com/tracking/start",
      ])
    #expect(served.paths == ["/iab/tag.xml", Self.targetPath])
  }
}
#endif
