import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// The request's content description and live-stream stagger on the way out.
@MainActor
@Suite("Content signals and live-stream prefetch")
struct ContentSignalsLoadingTests {
  static let gam = "https://pubads.g.doubleclick.net/gampad/ads"

  private func inLineTransport() -> RecordingTransport {
    let transport = RecordingTransport()
    transport.stub(
      matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    return transport
  }

  private func values(_ url: URL, _ name: String) -> [String] {
    (url.query ?? "").split(separator: "&").compactMap { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return parts[0] == name ? String(parts.count > 1 ? parts[1] : "") : nil
    }
  }

  @Test("IMA: contentTitle, contentKeywords and contentDuration reach the Ad Manager tag")
  func contentOnTheTag() async throws {
    let transport = inLineTransport()
    let loader = AdsLoader(transport: transport, privacy: { .withheld })
    var request = AdsRequest(adTagUrl: Self.gam + "?iu=/1/v")
    request.contentTitle = "Match"
    request.contentKeywords = ["sport", "golf"]
    request.contentDuration = 1800
    _ = try await loader.requestAds(request)
    let url = try #require(transport.requestedURLs.first)
    #expect(values(url, "vid_t") == ["Match"])
    #expect(values(url, "vid_kw") == ["sport,golf"])
    #expect(values(url, "vid_d") == ["1800"])
  }

  @Test("IMA: liveStreamPrefetchSeconds waits a random time up to it before the ad request")
  func liveStreamStagger() async throws {
    let transport = inLineTransport()
    let clock = ManualClock()
    let loader = AdsLoader(transport: transport, privacy: { .withheld }, clock: clock)
    var asked: [Double] = []
    loader.liveStreamDelay = { seconds in
      asked.append(seconds)
      return 12
    }
    var request = AdsRequest(adTagUrl: Self.gam + "?iu=/1/live")
    request.liveStreamPrefetchSeconds = 30
    let load = Task { try await loader.requestAds(request) }
    for _ in 0..<20 { await Task.yield() }
    #expect(asked == [30])
    #expect(transport.requestedURLs.isEmpty, "nothing leaves before the drawn delay")
    clock.advance(by: 11.9)
    for _ in 0..<20 { await Task.yield() }
    #expect(transport.requestedURLs.isEmpty)
    clock.advance(by: 0.1)
    _ = try await load.value
    #expect(transport.requestedURLs.count == 1)
  }

  @Test("IMA: liveStreamPrefetchSeconds 0 (the default) requests at once; canned ones never wait")
  func noStagger() async throws {
    let transport = inLineTransport()
    let loader = AdsLoader(transport: transport, privacy: { .withheld }, clock: ManualClock())
    var asked = 0
    loader.liveStreamDelay = { _ in
      asked += 1
      return 5
    }
    _ = try await loader.requestAds(AdsRequest(adTagUrl: Self.gam + "?iu=/1/v"))
    var canned = AdsRequest(adsResponse: VASTBuilder.document(VASTBuilder.inLine()))
    canned.liveStreamPrefetchSeconds = 30
    _ = try await loader.requestAds(canned)
    #expect(asked == 0)
    #expect(transport.requestedURLs.count == 1)
  }

  @Test("The stagger is drawn uniformly within 0...liveStreamPrefetchSeconds")
  func drawnWithinWindow() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let delay = LiveStreamStagger.delay(upTo: 30, using: &generator)
      #expect((0...30).contains(delay))
    }
    #expect(LiveStreamStagger.delay(upTo: 0, using: &generator) == 0)
    #expect(LiveStreamStagger.delay(upTo: -5, using: &generator) == 0)
    #expect(LiveStreamStagger.delay(upTo: .infinity, using: &generator) == 0)
  }
}
