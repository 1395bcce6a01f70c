import Foundation
import Interlude
import InterludeSimulation
import Testing

/// IMA's manual ad break playback guide, "Configure ad break playback" (iOS,
/// developers.google.com/interactive-media-ads/docs/sdks/ios/client-side/manual_ad_playback):
/// with `autoPlayAdBreaks = NO` "the SDK fires an AD_BREAK_READY event ... and wait on you to
/// start the break's playback"; "To skip this ad break, simply return from this handler without
/// calling [adsManager start]." A skipped break must not hold up the session: the later breaks
/// are still announced, the post-roll after `contentComplete()`, then ALL_ADS_COMPLETED.
///
/// When a break not started stops waiting, IMA does not say; Interlude's rule
/// (``Settings/autoPlayAdBreaks``): when the playhead reaches a later break's cue point, or the
/// content completes.
@MainActor
@Suite("Conformance: IMA's manual ad break playback")
struct ManualAdBreakPlaybackConformanceTests {
  /// An app with `autoPlayAdBreaks` off that starts the breaks `starts` accepts.
  private static func manualApp(
    contentDuration: Double, starts: @escaping (String) -> Bool
  ) -> (GettingStartedApp, Settings) {
    let app = GettingStartedApp(contentDuration: contentDuration)
    app.startsOnBreakReady = starts
    var settings = Settings()
    settings.autoPlayAdBreaks = false
    return (app, settings)
  }

  private static func breakTimes(_ app: GettingStartedApp, _ type: AdEventType) -> [String] {
    app.adEvents.filter { $0.type == type }.compactMap { $0.data["adBreakTime"] }
  }

  private static func startedAds(_ app: GettingStartedApp) -> [String] {
    app.adEvents.filter { $0.type == .started }.compactMap { $0.ad?.adId }
  }

  @Test("IMA manual playback: a mid-roll skipped without start() lets the next one announce")
  func skippedMidRollLetsTheNextAnnounce() async {
    let (app, settings) = Self.manualApp(contentDuration: 120) { $0 != "30.0" }
    await app.requestAds(response: SessionDocuments.threeMidrolls, loaderSettings: settings)
    await app.run(until: 130)
    #expect(Self.breakTimes(app, .adBreakReady) == ["30.0", "60.0", "90.0"])
    #expect(Self.startedAds(app) == ["ad-60", "ad-90"])
    #expect(app.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(app.events.last == "ALL_ADS_COMPLETED")
  }

  @Test("Debug mode says which break was declined and why; no event is sent for it")
  func declineIsLoggedInDebugMode() async {
    let (app, manual) = Self.manualApp(contentDuration: 120) { $0 != "30.0" }
    var settings = manual
    settings.enableDebugMode = true
    let lines = DebugLines()
    await app.requestAds(
      response: SessionDocuments.threeMidrolls, loaderSettings: settings, debugLog: lines.sink)
    await app.run(until: 61)
    #expect(
      lines.contain("break 0 declined: not started before the content reached a later cue point"))
    #expect(!app.events.contains("LOG"))
  }

  @Test("IMA manual playback: the next mid-roll, announced after a skipped one, plays on start()")
  func nextMidRollPlaysWhenStarted() async {
    let (app, settings) = Self.manualApp(contentDuration: 120) { _ in false }
    await app.requestAds(response: SessionDocuments.threeMidrolls, loaderSettings: settings)
    await app.run(until: 62)
    #expect(Self.breakTimes(app, .adBreakReady) == ["30.0", "60.0"])
    // The skipped break is gone: start() now plays the break announced last.
    app.manager?.start()
    await app.run(until: 63)
    #expect(Self.startedAds(app) == ["ad-60"])
  }

  /// "Tell the SDK to play ads when you're ready": the content playing on does not decline a
  /// break; `start()` a little after AD_BREAK_READY (at a scene fade) still plays it.
  @Test("IMA manual playback: start() a few seconds after AD_BREAK_READY still plays the break")
  func lateStartStillPlays() async {
    let (app, settings) = Self.manualApp(contentDuration: 120) { _ in false }
    await app.requestAds(response: SessionDocuments.threeMidrolls, loaderSettings: settings)
    await app.run(until: 35)
    app.manager?.start()
    await app.run(until: 36)
    #expect(Self.startedAds(app) == ["ad-30"])
  }

  @Test("IMA manual playback: a skipped pre-roll lets the mid-roll and post-roll play")
  func skippedPreRoll() async {
    let (app, settings) = Self.manualApp(contentDuration: 180) { $0 != "0.0" }
    await app.requestAds(response: SessionDocuments.demoLike, loaderSettings: settings)
    await app.run(until: 210)
    #expect(Self.breakTimes(app, .adBreakReady) == ["0.0", "120.0", "-1.0"])
    #expect(Self.startedAds(app) == ["mid", "post"])
    #expect(app.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(app.events.last == "ALL_ADS_COMPLETED")
  }

  @Test("IMA manual playback: a skipped last mid-roll, then contentComplete: post-roll, then done")
  func skippedLastMidRollThenContentComplete() async {
    let (app, settings) = Self.manualApp(contentDuration: 180) { $0 != "120.0" }
    await app.requestAds(response: SessionDocuments.demoLike, loaderSettings: settings)
    await app.run(until: 210)
    #expect(Self.breakTimes(app, .adBreakReady) == ["0.0", "120.0", "-1.0"])
    #expect(Self.startedAds(app) == ["pre-1", "pre-2", "post"])
    #expect(app.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(app.events.last == "ALL_ADS_COMPLETED")
  }

  @Test("A seek over cue points while a break waits declines it; the seek policy picks the next")
  func seekWhileWaiting() async {
    let (app, settings) = Self.manualApp(contentDuration: 120) { _ in false }
    await app.requestAds(response: SessionDocuments.threeMidrolls, loaderSettings: settings)
    await app.run(until: 32)
    app.player.seek(to: 95)
    await app.run(until: 33)
    // playLastSkipped (IMA's behaviour): the last cue jumped over, 90, is announced; 60 is
    // given up with the declined 30.
    #expect(Self.breakTimes(app, .adBreakReady) == ["30.0", "90.0"])
    app.manager?.start()
    await app.run(until: 34)
    #expect(Self.startedAds(app) == ["ad-90"])
  }

  /// IMA's getting-started flow with `autoPlayAdBreaks` on: the pre-roll sends LOADED and waits
  /// for `start()`; manual playback's declining does not apply. `discardAdBreak()` gives the
  /// pre-roll up, and the mid-roll then plays on its own.
  @Test("autoPlayAdBreaks on: a pre-roll not started after LOADED waits; discardAdBreak() skips it")
  func preRollNotStartedAfterLoaded() async {
    let app = GettingStartedApp(contentDuration: 180)
    app.startsOnLoaded = false
    await app.requestAds(response: SessionDocuments.demoLike)
    await app.run(until: 5)
    #expect(app.manager?.isWaitingForStart == true)
    app.manager?.discardAdBreak()
    await app.run(until: 140)
    #expect(Self.startedAds(app) == ["mid"])
  }

  /// The post-roll has no later cue point: `discardAdBreak()` declines it, and the session
  /// ends.
  @Test("A post-roll the app will not start is declined with discardAdBreak(): ALL_ADS_COMPLETED")
  func postRollDiscarded() async {
    let (app, settings) = Self.manualApp(contentDuration: 180) { $0 != "-1.0" }
    await app.requestAds(response: SessionDocuments.demoLike, loaderSettings: settings)
    await app.run(until: 200)
    #expect(Self.breakTimes(app, .adBreakReady).last == "-1.0")
    #expect(!app.events.contains("ALL_ADS_COMPLETED"))
    app.manager?.discardAdBreak()
    #expect(Self.startedAds(app) == ["pre-1", "pre-2", "mid"])
    #expect(app.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
  }
}
