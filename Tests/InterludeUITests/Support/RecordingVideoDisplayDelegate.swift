import Foundation
import Interlude

/// Records what a `VideoDisplay` reports, one line each, times in seconds to the tenth.
@MainActor
final class RecordingVideoDisplayDelegate: VideoDisplayDelegate {
  private(set) var log: [String] = []

  func videoDisplayDidLoad(_ display: any VideoDisplay, duration: Double?) {
    log.append("loaded \(duration.map(Self.seconds) ?? "nil")")
  }

  func videoDisplay(_ display: any VideoDisplay, didProgressTo time: Double, of duration: Double) {
    log.append("progress \(Self.seconds(time)) of \(Self.seconds(duration))")
  }

  func videoDisplayDidStartBuffering(_ display: any VideoDisplay) { log.append("buffering") }
  func videoDisplayDidStopBuffering(_ display: any VideoDisplay) { log.append("buffered") }
  func videoDisplayDidComplete(_ display: any VideoDisplay) { log.append("complete") }

  func videoDisplay(_ display: any VideoDisplay, didFailWith error: VideoDisplayError) {
    log.append("error \(error.vastCode.rawValue)")
  }

  func videoDisplay(_ display: any VideoDisplay, didBufferTo time: Double) {
    log.append("buffered to \(Self.seconds(time))")
  }

  func videoDisplayDidSuspend(_ display: any VideoDisplay) { log.append("suspended") }
  func videoDisplayDidEndSuspension(_ display: any VideoDisplay) { log.append("resumed") }

  /// Forgets what was recorded.
  func clear() { log = [] }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
