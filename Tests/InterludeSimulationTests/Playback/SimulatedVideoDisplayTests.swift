import Foundation
import Interlude
import InterludeSimulation
import Testing

@MainActor
@Suite("Playback: SimulatedVideoDisplay")
struct PlaybackSimulatedDisplayTests {
  @MainActor
  final class Recorder: VideoDisplayDelegate {
    var log: [String] = []
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }

    func videoDisplayDidLoad(_ display: any VideoDisplay, duration: Double?) {
      log.append("loaded \(duration ?? -1) @\(clock.now)")
    }
    func videoDisplay(_ display: any VideoDisplay, didProgressTo time: Double, of duration: Double)
    {
      log.append("progress \(time)")
    }
    func videoDisplayDidStartBuffering(_ display: any VideoDisplay) { log.append("buffering") }
    func videoDisplayDidStopBuffering(_ display: any VideoDisplay) { log.append("buffered") }
    func videoDisplayDidComplete(_ display: any VideoDisplay) { log.append("complete") }
    func videoDisplay(_ display: any VideoDisplay, didFailWith error: VideoDisplayError) {
      log.append("error \(error.vastCode.rawValue)")
    }
    func videoDisplayDidSuspend(_ display: any VideoDisplay) { log.append("suspended") }
    func videoDisplayDidEndSuspension(_ display: any VideoDisplay) { log.append("unsuspended") }
  }

  let url = URL(string: "https://cdn.test/a.mp4") ?? URL(fileURLWithPath: "/")

  @Test("Loads after its delay, reports progress every 0.2 s and completes at the duration")
  func plays() {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock, script: .init(loadDelay: .milliseconds(1500)))
    display.mediaDurations[url] = 1
    display.delegate = recorder
    display.load(url, mimeType: "video/mp4")
    clock.advance(to: 1.5)
    #expect(recorder.log == ["loaded 1.0 @1.5"])
    display.play()
    clock.runUntilIdle()
    #expect(
      recorder.log.dropFirst() == [
        "progress 0.0", "progress 0.2", "progress 0.4", "progress 0.6", "progress 0.8",
        "progress 1.0", "complete",
      ])
    #expect(display.state == .completed)
  }

  @Test("Stop cancels everything: no report follows")
  func stop() {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock, script: .init(loadDelay: .seconds(0)))
    display.delegate = recorder
    display.load(url, mimeType: nil)
    clock.advance(by: 0)
    display.play()
    clock.advance(by: 1)
    let count = recorder.log.count
    display.stop()
    clock.runUntilIdle()
    #expect(recorder.log.count == count)
    #expect(clock.pendingCount == 0)
  }

  @Test("An unsupported MIME type fails with 405 after the load delay")
  func unsupportedType() {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock)
    display.delegate = recorder
    display.load(url, mimeType: "video/webm")
    clock.runUntilIdle()
    #expect(recorder.log == ["error 405"])
  }

  @Test("Per-URL scripts override the default script")
  func perURLScript() {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock)
    display.scriptsByURL[url] = .init(faults: [.loadFailure(.notFound)])
    display.delegate = recorder
    display.load(url, mimeType: "video/mp4")
    clock.runUntilIdle()
    #expect(recorder.log == ["error 401"])
  }

  // MARK: Faults

  /// A display on a new clock whose loads take `loadDelay`, reporting to a new recorder.
  private func make(
    loadDelay: Duration = .milliseconds(100)
  ) -> (ManualClock, Recorder, SimulatedVideoDisplay) {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock, script: .init(loadDelay: loadDelay))
    display.delegate = recorder
    return (clock, recorder, display)
  }

  /// A display that has loaded 2 s of media at once and plays it from 0.
  private func playing() -> (ManualClock, Recorder, SimulatedVideoDisplay) {
    let (clock, recorder, display) = make(loadDelay: .seconds(0))
    display.mediaDurations[url] = 2
    display.load(url, mimeType: "video/mp4")
    clock.advance(by: 0)
    display.play()
    clock.advance(by: 0)
    recorder.log = []
    return (clock, recorder, display)
  }

  @Test("playedTime counts the media played since the last progress report")
  func playedTime() {
    let (clock, _, display) = playing()
    clock.advance(to: 0.5)
    #expect(display.currentTime == 0.4)
    #expect(abs(display.playedTime - 0.5) < 1e-9)
    display.pause()
    clock.advance(to: 3)
    #expect(display.playedTime == display.currentTime)
  }

  @Test("A suspension holds the media still without the SDK's pause; it plays on after it")
  func suspension() {
    let (clock, recorder, display) = playing()
    clock.advance(to: 0.4)
    display.beginSuspension(.audioInterruption)
    clock.advance(to: 5)
    #expect(recorder.log == ["progress 0.2", "progress 0.4", "suspended"])
    #expect(display.state == .playing)
    #expect(display.playedTime == 0.4)
    #expect(display.calls.last == "play")
    display.endSuspension(.audioInterruption)
    clock.advance(to: 5.4)
    #expect(recorder.log.suffix(3) == ["unsuspended", "progress 0.6", "progress 0.8"])
  }

  @Test("PlaybackSuspension: the media holds while any reason remains; the app's return ends all")
  func suspensionReasons() {
    let (clock, recorder, display) = playing()
    display.beginSuspension(.audioInterruption)
    display.beginSuspension(.background)
    display.endSuspension(.audioInterruption, shouldResume: true)
    clock.advance(to: 1)
    #expect(recorder.log == ["suspended"])
    #expect(display.suspension.reasons == [.background])
    display.endSuspension(.background)
    clock.advance(to: 1.2)
    #expect(recorder.log == ["suspended", "unsuspended", "progress 0.2"])
  }

  @Test(
    "Apple audio session: an interruption ended without shouldResume holds until the app is active")
  func interruptionWithoutResume() {
    let (clock, recorder, display) = playing()
    display.beginSuspension(.audioInterruption)
    display.endSuspension(.audioInterruption, shouldResume: false)
    clock.advance(to: 2)
    #expect(recorder.log == ["suspended"])
    #expect(display.suspension.isSuspended)
    // The app becoming active lifts the interruption's hold too.
    display.endSuspension(.background)
    clock.advance(to: 2.2)
    #expect(recorder.log == ["suspended", "unsuspended", "progress 0.2"])
  }

  @Test("IMA enableBackgroundPlayback: the background holds nothing when the ad plays on in it")
  func backgroundPlayback() {
    let (clock, recorder, display) = playing()
    var settings = Settings()
    settings.enableBackgroundPlayback = true
    display.configure(with: settings)
    display.beginSuspension(.background)
    clock.advance(to: 0.4)
    #expect(recorder.log == ["progress 0.2", "progress 0.4"])
    #expect(!display.suspension.isSuspended)
    display.beginSuspension(.audioInterruption)
    #expect(recorder.log.last == "suspended")
  }

  @Test("A suspension begun before a load is told to the delegate at the load; play waits for it")
  func suspensionBeforeLoad() {
    let (clock, recorder, display) = make(loadDelay: .seconds(0))
    display.delegate = nil
    display.beginSuspension(.background)
    display.delegate = recorder
    display.load(url, mimeType: "video/mp4")
    clock.advance(by: 0)
    display.play()
    clock.advance(to: 3)
    #expect(recorder.log == ["suspended", "loaded 10.0 @0.0"])
    display.endSuspension(.background)
    clock.advance(to: 3.2)
    #expect(recorder.log.suffix(3) == ["unsuspended", "progress 0.0", "progress 0.2"])
  }

  @Test(
    "VideoDisplayReporter: a hold that begins or ends with no media loaded tells the SDK nothing")
  func holdWithoutMedia() {
    let (clock, recorder, display) = make(loadDelay: .seconds(0))
    display.beginSuspension(.audioInterruption)
    display.endSuspension(.audioInterruption)
    display.load(url, mimeType: "video/mp4")
    clock.advance(by: 0)
    display.stop()
    display.beginSuspension(.background)
    clock.runUntilIdle()
    #expect(recorder.log == ["loaded 10.0 @0.0"])
    #expect(display.suspension.isSuspended, "the hold is kept for the next media")
  }

  @Test("stall(for:) reports the playhead and buffering, then plays on after the stall")
  func stall() {
    let (clock, recorder, display) = playing()
    clock.advance(to: 0.5)
    display.stall(for: 1)
    #expect(display.state == .buffering)
    clock.advance(to: 1.4)
    #expect(recorder.log == ["progress 0.2", "progress 0.4", "progress 0.5", "buffering"])
    clock.advance(to: 1.7)
    #expect(recorder.log.suffix(2) == ["buffered", "progress 0.7"])
    #expect(display.state == .playing)
  }

  @Test("stall(for:) does nothing when no media plays")
  func stallIdle() {
    let (clock, recorder, display) = make()
    display.stall(for: 1)
    clock.runUntilIdle()
    #expect(recorder.log == [])
    #expect(display.state == .idle)
  }

  @Test("fail(now:) fails loading media at once; the load report never comes")
  func failWhileLoading() {
    let (clock, recorder, display) = make(loadDelay: .seconds(1))
    display.load(url, mimeType: "video/mp4")
    clock.advance(to: 0.5)
    display.fail(now: .notFound)
    clock.runUntilIdle()
    #expect(recorder.log == ["error 401"])
    #expect(display.state == .failed)
  }

  @Test("fail(now:) fails playing media (VAST 400); no progress follows")
  func failWhilePlaying() {
    let (clock, recorder, display) = playing()
    clock.advance(to: 0.3)
    display.fail(now: .playbackFailed("decoder"))
    clock.runUntilIdle()
    #expect(recorder.log == ["progress 0.2", "error 400"])
    // Once failed, nothing is left to fail.
    display.fail(now: .notFound)
    #expect(recorder.log.count == 2)
  }

  @Test("fail(now:) does nothing when no media is loaded")
  func failIdle() {
    let (clock, recorder, display) = make()
    display.fail(now: .notFound)
    display.load(url, mimeType: "video/mp4")
    display.stop()
    display.fail(now: .notFound)
    clock.runUntilIdle()
    #expect(recorder.log == [])
    #expect(display.state == .idle)
  }

  @Test("faultsForNextLoad apply to exactly one load, whatever its URL")
  func faultsForNextLoad() {
    let (clock, recorder, display) = make(loadDelay: .seconds(0))
    display.faultsForNextLoad = [.loadFailure(.notFound)]
    display.load(url, mimeType: "video/mp4")
    #expect(display.faultsForNextLoad == [])
    clock.runUntilIdle()
    display.load(url, mimeType: "video/mp4")
    clock.runUntilIdle()
    #expect(recorder.log == ["error 401", "loaded 10.0 @0.0"])
  }

  @Test("slowLoad delays the load report to its seconds, for that load only")
  func slowLoad() {
    let (clock, recorder, display) = make(loadDelay: .milliseconds(500))
    display.faultsForNextLoad = [.slowLoad(seconds: 3)]
    display.load(url, mimeType: "video/mp4")
    clock.advance(to: 2.9)
    #expect(recorder.log == [])
    #expect(display.state == .loading)
    clock.advance(to: 3)
    #expect(recorder.log == ["loaded 10.0 @3.0"])
    display.load(url, mimeType: "video/mp4")
    clock.advance(to: 3.5)
    #expect(recorder.log.last == "loaded 10.0 @3.5")
  }
}
