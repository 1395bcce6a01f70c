import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// Small VAST documents for playback tests.
enum PlaybackVAST {
  static let defaultMedia = """
    <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800">
      <![CDATA[https://cdn.test/ad.mp4]]>
    </MediaFile>
    """

  static let defaultTracking = """
    <Tracking event="creativeView"><![CDATA[https://t.test/creativeView]]></Tracking>
    <Tracking event="start"><![CDATA[https://t.test/start]]></Tracking>
    <Tracking event="firstQuartile"><![CDATA[https://t.test/q1]]></Tracking>
    <Tracking event="midpoint"><![CDATA[https://t.test/mid]]></Tracking>
    <Tracking event="thirdQuartile"><![CDATA[https://t.test/q3]]></Tracking>
    <Tracking event="complete"><![CDATA[https://t.test/complete]]></Tracking>
    <Tracking event="pause"><![CDATA[https://t.test/pause]]></Tracking>
    <Tracking event="resume"><![CDATA[https://t.test/resume]]></Tracking>
    <Tracking event="mute"><![CDATA[https://t.test/mute]]></Tracking>
    <Tracking event="unmute"><![CDATA[https://t.test/unmute]]></Tracking>
    <Tracking event="skip"><![CDATA[https://t.test/skip]]></Tracking>
    """

  /// An InLine ad with one linear creative.
  static func inLine(
    duration: String = "00:00:10", skipOffset: String? = nil,
    media: String = defaultMedia, tracking: String = defaultTracking,
    clickThrough: String = "https://landing.test/page", extras: String = "",
    linearExtras: String = ""
  ) -> String {
    """
    <VAST version="4.2">
    <Ad id="ad-1" sequence="2">
      <InLine>
        <AdSystem>Sys</AdSystem><AdTitle>Title</AdTitle>
        <AdServingId>serving-1</AdServingId>
        <Advertiser>Acme</Advertiser>
        <Impression><![CDATA[https://t.test/imp1]]></Impression>
        <Impression><![CDATA[https://t.test/imp2]]></Impression>
        <Error><![CDATA[https://t.test/err?code=[ERRORCODE]]]></Error>
        \(extras)
        <Creatives>
          <Creative id="cr-1" adId="isci-1">
            <UniversalAdId idRegistry="ad-id.org">UAID-1</UniversalAdId>
            <Linear\(skipOffset.map { " skipoffset=\"\($0)\"" } ?? "")>
              <Duration>\(duration)</Duration>
              <TrackingEvents>\(tracking)</TrackingEvents>
              <VideoClicks>
                <ClickThrough><![CDATA[\(clickThrough)]]></ClickThrough>
                <ClickTracking><![CDATA[https://t.test/click]]></ClickTracking>
              </VideoClicks>
              <MediaFiles>\(media)</MediaFiles>
              \(linearExtras)
            </Linear>
          </Creative>
        </Creatives>
      </InLine>
    </Ad>
    </VAST>
    """
  }

  static func resolved(_ xml: String, wrappers: [WrapperHop] = []) throws -> ResolvedAd {
    let document = try VASTParser().parse(xml)
    let ad = try #require(document.ads.first)
    return ResolvedAd(ad: ad, wrappers: wrappers)
  }
}

/// Records events with the clock time and media time at which they arrived.
@MainActor
final class EventLog {
  var events: [AdEvent] = []
  var clockTimes: [Double] = []
}

/// One ad played on a manual clock and a simulated display.
@MainActor
final class PlaybackHarness {
  let clock = ManualClock()
  let display: SimulatedVideoDisplay
  let beacons = ImmediateBeaconRecorder()
  let opener = RecordingLinkOpener()
  let log = EventLog()
  let playback: AdPlayback
  var outcomes: [AdPlayback.Outcome] = []

  init(
    _ xml: String = PlaybackVAST.inLine(), settings: AdsRenderingSettings = AdsRenderingSettings(),
    mediaDuration: Double = 10,
    script: SimulatedVideoDisplay.Script = .init(loadDelay: .seconds(0)),
    supportedMimeTypes: [String] = ["video/mp4", "application/x-mpegURL", "video/quicktime"],
    wrappers: [WrapperHop] = [], context: MacroContext = MacroContext()
  ) throws {
    display = SimulatedVideoDisplay(
      clock: clock, defaultDuration: mediaDuration, script: script,
      supportedMimeTypes: supportedMimeTypes)
    let ad = try PlaybackVAST.resolved(xml, wrappers: wrappers)
    let log = log
    let clock = clock
    let privacy = context.privacy
    playback = AdPlayback(
      ad: ad, podInfo: AdPodInfo(totalAds: 2, adPosition: 1), display: display,
      settings: settings, clock: clock, beacons: beacons, context: context,
      privacy: { privacy }, linkOpener: opener,
      onEvent: { event in
        log.events.append(event)
        log.clockTimes.append(clock.now)
      })
  }

  func start() {
    playback.start { [weak self] outcome in self?.outcomes.append(outcome) }
  }

  /// Starts and plays until nothing is pending.
  func run() {
    start()
    clock.runUntilIdle()
  }

  var types: [AdEventType] { log.events.map(\.type) }
  /// Event types without AD_PROGRESS.
  var milestones: [AdEventType] { types.filter { $0 != .adProgress } }
  var sent: [String] { playback.sentBeacons.map(\.absoluteString) }

  func count(_ type: AdEventType) -> Int { types.filter { $0 == type }.count }
  func count(beacon: String) -> Int { sent.filter { $0 == beacon }.count }

  /// The clock time at which the first event of `type` arrived.
  func clockTime(of type: AdEventType) -> Double? {
    log.events.firstIndex { $0.type == type }.map { log.clockTimes[$0] }
  }
}
