import Foundation
import InterludeSimulation
import InterludeTestSupport
import InterludeVAST
import Testing

@testable import Interlude

/// IMA's click-through behaviour: the ad pauses while the user is on the landing page.
@MainActor
@Suite("Conformance: click-through")
struct ClickThroughConformanceTests {
  private static let icons = """
    <Icons>
      <Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
        <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/i.png]]></StaticResource>
        <IconClicks>
          <IconClickThrough><![CDATA[https://choices.test/]]></IconClickThrough>
        </IconClicks>
      </Icon>
    </Icons>
    """

  /// IMAAdsManager (`clicked`, "Learn more") and IMALinkOpenerDelegate: opening the
  /// click-through pauses the ad (PAUSE, `pause` tracking); when the user is back in the app
  /// (the in-app browser closed) it resumes (RESUME, `resume` tracking) and plays to its end.
  /// Each event and beacon fires once.
  @Test("IMA: a click-through pauses the ad, which resumes when the user is back")
  func clickPausesUntilReturn() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.clicked()
    #expect(harness.milestones.suffix(2) == [.clicked, .pause])
    let pausedAt = harness.playback.playbackInfo.currentMediaTime
    harness.clock.advance(to: 6)
    #expect(harness.playback.playbackInfo.currentMediaTime == pausedAt)
    #expect(harness.outcomes.isEmpty)
    harness.opener.userReturns()
    #expect(harness.milestones.last == .resume)
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
    #expect(harness.count(.pause) == 1)
    #expect(harness.count(.resume) == 1)
    #expect(harness.count(beacon: "https://t.test/pause") == 1)
    #expect(harness.count(beacon: "https://t.test/resume") == 1)
  }

  /// IMAAdsManager, `resume`: the app may resume an ad paused for a click-through before the
  /// user is back; the user's later return resumes nothing a second time.
  @Test("IMA: resume() resumes an ad paused for a click-through, once")
  func appResumeAfterClick() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.clicked()
    harness.playback.resume()
    harness.opener.userReturns()
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
    #expect(harness.count(.pause) == 1)
    #expect(harness.count(.resume) == 1)
  }

  /// IMAAdEventType `ICON_TAPPED`: on iOS a tap on an industry icon navigates to its landing
  /// page; as for any click-through the ad pauses there and resumes when the user is back.
  @Test("IMA: an icon's click-through pauses the ad until the user is back")
  func iconClickPauses() throws {
    let harness = try PlaybackHarness(PlaybackVAST.inLine(linearExtras: Self.icons))
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.iconClicked(at: 0)
    #expect(harness.milestones.suffix(2) == [.iconTapped, .pause])
    harness.opener.userReturns()
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
    #expect(harness.count(.resume) == 1)
  }

  /// IMACompanionDelegate, `companionSlotWasClicked:`: a companion's click-through opens its
  /// landing page, and the ad pauses until the user is back.
  @Test("IMA: a companion's click-through pauses the ad until the user is back")
  func companionClickPauses() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.companionClicked(Companion(clickThrough: "https://companion.test/"))
    #expect(harness.opener.opened == [URL(string: "https://companion.test/")])
    #expect(harness.milestones.last == .pause)
    harness.opener.userReturns()
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
    #expect(harness.count(.pause) == 1)
    #expect(harness.count(.resume) == 1)
  }

  /// IMAAdsManager session order with a click-through: CLICKED, PAUSE while the user is away,
  /// RESUME on return, then the ad completes and the content resumes.
  @Test("IMA: a simulated click-through shows CLICKED, PAUSE, RESUME, then COMPLETE")
  func simulatedClickTimeline() async {
    var options = SimulationOptions()
    options.clickAt = 2
    let result = await SessionGolden.run(
      SessionDocuments.vast(SessionDocuments.ad("clicked")), options: options)
    #expect(result.completed)
    let events = result.entries.events.filter {
      ["CLICKED", "PAUSE", "RESUME", "COMPLETE"].contains($0)
    }
    #expect(events == ["CLICKED", "PAUSE", "RESUME", "COMPLETE"])
    #expect(result.entries.beacons.filter { $0 == "https://t.test/clicked/pause" }.count == 1)
    #expect(result.entries.beacons.filter { $0 == "https://t.test/clicked/resume" }.count == 1)
  }
}
