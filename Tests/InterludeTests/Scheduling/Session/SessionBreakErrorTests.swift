import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// VMAP 1.0.1 §2.5: "whenever an error of either type occurs any 'error' tracking events
/// associated with the AdBreak being executed should be called", with the same `[ERROR_CODE]`
/// the VAST ad reported; errors at playback are errors of the break too.
@MainActor
@Suite("VMAP break error tracking at playback (VMAP 1.0.1 §2.5)")
struct SessionBreakErrorTests {
  /// A pre-roll pod of three: `pod-1` has no media the display plays (403), `pod-2` fails one
  /// second in (the display's script), `pod-3` plays (the display's media last 10 s).
  private static let document = """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
        <vmap:AdSource id="pre-source">
          <vmap:VASTAdData>
            \(SessionDocuments.vast(
              SessionDocuments.ad("pod-1", seconds: 3, sequence: 1, mimeType: "video/webm"),
              SessionDocuments.ad("pod-2", seconds: 3, sequence: 2),
              SessionDocuments.ad("pod-3", seconds: 3, sequence: 3)))
          </vmap:VASTAdData>
        </vmap:AdSource>
        <vmap:TrackingEvents>
          <vmap:Tracking event="error"><![CDATA[https://t.test/break/error?code=[ERROR_CODE]&message=[ERROR_MESSAGE]]]></vmap:Tracking>
        </vmap:TrackingEvents>
      </vmap:AdBreak>
    </vmap:VMAP>
    """

  @Test(
    """
    VMAP 1.0.1 §2.5 "whenever an error of either type occurs": each ad of a pod that fails at \
    playback reports to the break's error tracking once, with its VAST code and message
    """)
  func playbackErrorsReachTheBreak() async throws {
    let driver = SessionDriver(contentDuration: 30)
    driver.display.scriptsByURL[try #require(URL(string: "https://cdn.test/pod-2.mp4"))] =
      SimulatedVideoDisplay.Script(faults: [.error(at: 1, .playbackFailed("decoder"))])
    _ = try #require(await driver.load(Self.document))
    await driver.run(until: 15)
    let errors = driver.beacons.strings.filter { $0.contains("/error?") }
    #expect(
      errors.filter { $0.hasPrefix("https://t.test/break/") } == [
        "https://t.test/break/error?code=403&message=No%20media%20file%20supported%20by%20the%20player",
        "https://t.test/break/error?code=400&message=General%20linear%20error",
      ])
    #expect(errors.filter { $0.hasPrefix("https://t.test/pod-1/") }.count == 1)
    #expect(errors.filter { $0.hasPrefix("https://t.test/pod-2/") }.count == 1)
    #expect(driver.events.filter { $0 == "COMPLETE" }.count == 1)
  }

  @Test(
    """
    VMAP 1.0.1 §2.5: a required companion the slots cannot show (VAST 602) is an error of the \
    break too: the break's error tracking gets 602 once, and the ad plays on
    """)
  func companionErrorReachesTheBreak() async throws {
    let vast = CompanionDocuments.vast(
      required: "all",
      companions: """
        <Companion width="728" height="90">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/728x90.png]]></StaticResource>
        </Companion>
        """)
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre-source"><vmap:VASTAdData>\(vast)</vmap:VASTAdData></vmap:AdSource>
          <vmap:TrackingEvents>
            <vmap:Tracking event="error"><![CDATA[https://t.test/break/error?code=[ERROR_CODE]]]></vmap:Tracking>
          </vmap:TrackingEvents>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    let clock = ManualClock()
    let beacons = RecordingBeaconSender()
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: beacons, clock: clock)
    let container = AdDisplayContainer(
      videoDisplay: SimulatedVideoDisplay(clock: clock),
      companionSlots: [CompanionAdSlot(width: 300, height: 250)])
    let (starter, manager) = try await ManualSession.playAnAd(
      loader, clock: clock,
      request: AdsRequest(
        adsResponse: vmap, adDisplayContainer: container,
        contentPlayhead: ManualContentPlayhead()))
    withExtendedLifetime(manager) {}
    #expect(beacons.strings.filter { $0 == "https://t.test/err?code=602" }.count == 1)
    #expect(
      beacons.strings.filter { $0.hasPrefix("https://t.test/break/") } == [
        "https://t.test/break/error?code=602"
      ])
    #expect(starter.events.contains { $0.type == .complete })
  }
}
