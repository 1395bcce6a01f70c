import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// Golden timelines of whole simulated sessions: the event order and the beacons are the
/// contract. Record with `RECORD_SNAPSHOTS=1`, then review the files under `Snapshots/`.
@MainActor
@Suite("Session: golden timelines")
struct SessionGoldenTests {
  @Test("A single ad")
  func singleAd() async {
    let result = await SessionGolden.run(SessionDocuments.vast(SessionDocuments.ad("single")))
    #expect(result.completed)
    SessionGolden.verify(result.entries, named: "single-ad")
  }

  @Test("A pod of three ads")
  func pod() async {
    let result = await SessionGolden.run(SessionDocuments.pod())
    #expect(result.completed)
    #expect(result.entries.startedAds == ["pod-1", "pod-2", "pod-3"])
    SessionGolden.verify(result.entries, named: "pod")
  }

  @Test("VMAP pre-roll pod, mid-roll and post-roll")
  func vmapPreMidPost() async {
    var options = SimulationOptions()
    options.contentDuration = 180
    let result = await SessionGolden.run(SessionDocuments.demoLike, options: options)
    #expect(result.completed)
    #expect(result.entries.startedBreaks == ["preroll", "midroll", "postroll"])
    SessionGolden.verify(result.entries, named: "vmap-pre-mid-post")
  }

  @Test("A seek over two cues plays the last one skipped (default policy)")
  func seekOverTwoCues() async {
    var options = SimulationOptions()
    options.contentDuration = 120
    options.seeks = [SimulationOptions.Seek(at: 10, to: 75)]
    let result = await SessionGolden.run(SessionDocuments.threeMidrolls, options: options)
    #expect(result.completed)
    #expect(result.entries.startedBreaks == ["mid-60", "mid-90"])
    SessionGolden.verify(result.entries, named: "seek-over-two-cues")
  }

  @Test("Skipping a skippable ad")
  func skip() async {
    var options = SimulationOptions()
    options.skipWhenPossible = true
    let document = SessionDocuments.vast(
      SessionDocuments.ad("skippable", seconds: 15, skipOffset: "00:00:05"))
    let result = await SessionGolden.run(document, options: options)
    #expect(result.completed)
    #expect(result.entries.events.contains("SKIPPED"))
    #expect(!result.entries.events.contains("COMPLETE"))
    SessionGolden.verify(result.entries, named: "skip")
  }

  @Test("A click sends click tracking and CLICKED")
  func click() async {
    var options = SimulationOptions()
    options.clickAt = 2
    let result = await SessionGolden.run(
      SessionDocuments.vast(SessionDocuments.ad("clicked")), options: options)
    #expect(result.completed)
    #expect(result.entries.events.filter { $0 == "CLICKED" }.count == 1)
    #expect(result.entries.beacons.filter { $0 == "https://t.test/clicked/click" }.count == 1)
    SessionGolden.verify(result.entries, named: "click")
  }

  @Test("Pause and resume send their tracking once each")
  func pauseResume() async {
    var options = SimulationOptions()
    options.pauseAt = 3
    options.pauseFor = 2
    let result = await SessionGolden.run(
      SessionDocuments.vast(SessionDocuments.ad("paused")), options: options)
    #expect(result.completed)
    #expect(result.entries.beacons.filter { $0 == "https://t.test/paused/pause" }.count == 1)
    #expect(result.entries.beacons.filter { $0 == "https://t.test/paused/resume" }.count == 1)
    SessionGolden.verify(result.entries, named: "pause-resume")
  }

  @Test("A media load timeout: 402, the error URL, and the next ad of the pod plays")
  func loadTimeout() async {
    var options = SimulationOptions()
    options.firstAdFaults = [.neverLoads]
    let result = await SessionGolden.run(SessionDocuments.pod(), options: options)
    #expect(result.completed)
    #expect(result.entries.beacons.contains("https://t.test/pod-1/error?code=402&cb=########"))
    #expect(result.entries.startedAds == ["pod-2", "pod-3"])
    SessionGolden.verify(result.entries, named: "load-timeout")
  }

  @Test("No playable media: 403, and the next ad plays")
  func noPlayableMedia() async {
    let document = SessionDocuments.vast(
      SessionDocuments.ad("webm", seconds: 5, sequence: 1, mimeType: "video/webm"),
      SessionDocuments.ad("mp4", seconds: 5, sequence: 2))
    let result = await SessionGolden.run(document)
    #expect(result.completed)
    #expect(result.entries.beacons.contains("https://t.test/webm/error?code=403&cb=########"))
    #expect(result.entries.startedAds == ["mp4"])
    SessionGolden.verify(result.entries, named: "no-playable-media")
  }

  @Test("A pod member that fails mid-play: its error, then the next ad")
  func failedPodMember() async {
    var options = SimulationOptions()
    options.firstAdFaults = [.error(at: 2, .playbackFailed("decoder"))]
    let result = await SessionGolden.run(SessionDocuments.pod(), options: options)
    #expect(result.completed)
    #expect(result.entries.startedAds == ["pod-1", "pod-2", "pod-3"])
    SessionGolden.verify(result.entries, named: "failed-pod-member")
  }

  @Test("IMA ad rules: a break cued after the content's end plays at contentComplete, once")
  func breakAfterTheEndPlaysAtContentComplete() async {
    var options = SimulationOptions()
    options.contentDuration = 60
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "late", offset: "00:10:00.000", vast: SessionDocuments.vast(SessionDocuments.ad("late")))
    ])
    let result = await SessionGolden.run(document, options: options)
    #expect(result.completed)
    #expect(result.entries.startedAds == ["late"])
    #expect(result.entries.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    SessionGolden.verify(result.entries, named: "content-complete-before-any-break")
  }
}

/// Which breaks each seek policy plays when the playhead jumps over two cues.
@MainActor
@Suite("Session: seek policies")
struct SessionSeekPolicyTests {
  @Test(
    "A seek from 0:10 to 1:15 over the 0:30 and 1:00 cues",
    arguments: [
      (SeekPolicy.playNone, ["mid-90"]),
      (SeekPolicy.playLastSkipped, ["mid-60", "mid-90"]),
      (SeekPolicy.playAll, ["mid-30", "mid-60", "mid-90"]),
    ])
  func policy(_ policy: SeekPolicy, expected: [String]) async {
    var options = SimulationOptions()
    options.contentDuration = 120
    options.seeks = [SimulationOptions.Seek(at: 10, to: 75)]
    options.renderingSettings.seekPolicy = policy
    let result = await SessionGolden.run(SessionDocuments.threeMidrolls, options: options)
    #expect(result.completed)
    #expect(result.entries.startedBreaks == expected)
  }
}
