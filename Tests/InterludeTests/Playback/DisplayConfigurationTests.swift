import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// The loader hands its settings to the display a manager plays on.
@MainActor
@Suite("Display configuration")
struct DisplayConfigurationTests {
  private static let vast = """
    <VAST version="4.2"><Ad id="a"><InLine><AdSystem>T</AdSystem><AdTitle>a</AdTitle>
    <Impression><![CDATA[https://t.test/imp]]></Impression><Creatives><Creative><Linear>
    <Duration>00:00:10</Duration><MediaFiles><MediaFile delivery="progressive" type="video/mp4"
    width="640" height="360"><![CDATA[https://cdn.test/a.mp4]]></MediaFile></MediaFiles>
    </Linear></Creative></Creatives></InLine></Ad></VAST>
    """

  @Test(
    "enableBackgroundPlayback reaches the display when a manager is created, each time",
    arguments: [false, true])
  func backgroundPlaybackReachesTheDisplay(enabled: Bool) async throws {
    let clock = ManualClock()
    let display = SimulatedVideoDisplay(clock: clock)
    let container = AdDisplayContainer(videoDisplay: display)
    var settings = Settings()
    settings.enableBackgroundPlayback = enabled
    let loader = AdsLoader(
      settings: settings, transport: InMemoryTransport(responses: [:]), clock: clock)
    _ = try await loader.requestAds(
      AdsRequest(adsResponse: Self.vast, adDisplayContainer: container))
    #expect(display.playsInBackground == enabled)

    // A later loader with the opposite setting, on the same display, wins.
    settings.enableBackgroundPlayback = !enabled
    let next = AdsLoader(
      settings: settings, transport: InMemoryTransport(responses: [:]), clock: clock)
    _ = try await next.requestAds(AdsRequest(adsResponse: Self.vast, adDisplayContainer: container))
    #expect(display.playsInBackground == !enabled)
  }

  @Test("a failed load configures nothing")
  func failedLoadLeavesTheDisplayAlone() async throws {
    let clock = ManualClock()
    let display = SimulatedVideoDisplay(clock: clock)
    var settings = Settings()
    settings.enableBackgroundPlayback = true
    let loader = AdsLoader(
      settings: settings, transport: InMemoryTransport(responses: [:]), clock: clock)
    let result = await loader.requestAdsTracing(
      AdsRequest(
        adsResponse: "<VAST version=\"4.2\"/>",
        adDisplayContainer: AdDisplayContainer(videoDisplay: display))
    ).result
    #expect(throws: AdError.self) { try result.get() }
    #expect(!display.playsInBackground)
  }
}
