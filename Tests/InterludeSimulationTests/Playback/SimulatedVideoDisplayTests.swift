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
  }

  let url = URL(string: "https://cdn.test/a.mp4") ?? URL(fileURLWithPath: "/")

  @Test("Loads after its delay, reports progress every 0.2 s and completes at the duration")
  func plays() {
    let clock = ManualClock()
    let recorder = Recorder(clock: clock)
    let display = SimulatedVideoDisplay(clock: clock, script: .init(loadDelay: 1.5))
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
    let display = SimulatedVideoDisplay(clock: clock, script: .init(loadDelay: 0))
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
}
