import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// One ad played by a real `AdsManager` on a manual clock and a simulated display, for the
/// tests of the UIKit layer (overlay, companions, link opener): what the manager and its
/// delegate see, and the beacons sent.
@MainActor
final class UIKitAdSession: AdsManagerDelegate {
  let clock = ManualClock()
  let beacons = RecordingBeaconSender()
  let display: SimulatedVideoDisplay
  let container: AdDisplayContainer
  let manager: AdsManager
  /// Every event the manager reported, in order.
  private(set) var events: [AdEvent] = []
  /// Called after each event (an overlay's refresh, as `AVPlayerVideoDisplay` does).
  var onEvent: (@MainActor (AdEvent) -> Void)?

  /// Loads `vast` (served from memory with `responses`, images included), starts its ad on
  /// `LOADED` as IMA's getting-started guide does, and lets it load.
  init(
    vast: String, settings: Settings = Settings(),
    rendering: AdsRenderingSettings = AdsRenderingSettings(),
    companionSlots: [CompanionAdSlot] = [], linkOpener: (any LinkOpener)? = nil,
    responses: [String: Data] = [:]
  ) async throws {
    display = SimulatedVideoDisplay(clock: clock)
    container = AdDisplayContainer(
      videoDisplay: display, companionSlots: companionSlots, linkOpener: linkOpener)
    let loader = AdsLoader(
      settings: settings, transport: InMemoryTransport(responses: responses), beacons: beacons,
      clock: clock, debugLog: { _ in })
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: vast, adDisplayContainer: container))
    manager = data.adsManager
    manager.delegate = self
    manager.initialize(with: rendering)
    await advance(by: 0.2)
  }

  /// Lets `seconds` of clock time pass in 100 ms steps, the tasks started at each step running.
  func advance(by seconds: Double) async {
    for _ in 0..<Int((seconds * 10).rounded()) {
      clock.advance(by: 0.1)
      await Self.yield()
    }
  }

  /// Lets the tasks started so far run.
  static func yield() async {
    for _ in 0..<10 { await Task.yield() }
  }

  /// The event types reported, AD_PROGRESS left out.
  var milestones: [AdEventType] { events.map(\.type).filter { $0 != .adProgress } }

  /// How many events of `type` were reported.
  func count(_ type: AdEventType) -> Int { events.filter { $0.type == type }.count }

  /// How many times `url` was sent as a beacon.
  func count(beacon url: String) -> Int { beacons.strings.filter { $0 == url }.count }

  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    events.append(event)
    if event.type == .loaded { manager.start() }
    onEvent?(event)
  }

  func adsManager(_ manager: AdsManager, didReceive error: AdError) {}
  func adsManagerDidRequestContentPause(_ manager: AdsManager) {}
  func adsManagerDidRequestContentResume(_ manager: AdsManager) {}
}

/// Small VAST documents for the UIKit layer's tests.
enum UIKitLayerVAST {
  /// A 10-second InLine ad ("Acme"), skippable from `skipOffset` when given, with a
  /// click-through, click tracking, skip tracking, and `icons` and `companions` as given.
  static func ad(
    skipOffset: String? = nil, icons: String = "", companions: String = "",
    clickThrough: String = "https://landing.test/page"
  ) -> String {
    """
    <VAST version="4.2">
    <Ad id="ad-1">
      <InLine>
        <AdSystem>Sys</AdSystem><AdTitle>Title</AdTitle>
        <Advertiser>Acme</Advertiser>
        <Impression><![CDATA[https://t.test/imp]]></Impression>
        <Creatives>
          <Creative id="cr-1">
            <Linear\(skipOffset.map { " skipoffset=\"\($0)\"" } ?? "")>
              <Duration>00:00:10</Duration>
              <TrackingEvents>
                <Tracking event="skip"><![CDATA[https://t.test/skip]]></Tracking>
                <Tracking event="pause"><![CDATA[https://t.test/pause]]></Tracking>
                <Tracking event="resume"><![CDATA[https://t.test/resume]]></Tracking>
              </TrackingEvents>
              <VideoClicks>
                <ClickThrough><![CDATA[\(clickThrough)]]></ClickThrough>
                <ClickTracking><![CDATA[https://t.test/click]]></ClickTracking>
              </VideoClicks>
              <MediaFiles>
                <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
                  <![CDATA[https://cdn.test/ad.mp4]]>
                </MediaFile>
              </MediaFiles>
              \(icons.isEmpty ? "" : "<Icons>\(icons)</Icons>")
            </Linear>
          </Creative>
          \(companions.isEmpty ? "" : "<Creative><CompanionAds>\(companions)</CompanionAds></Creative>")
        </Creatives>
      </InLine>
    </Ad>
    </VAST>
    """
  }

  /// The smallest PNG header `UIImage(data:)` reads: `width` by `height` pixels.
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += [0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }
}
