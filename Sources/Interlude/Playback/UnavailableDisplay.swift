import Foundation

/// The display used when the app gave none: every load fails, so ads report an error and
/// content resumes instead of hanging.
@MainActor
final class UnavailableDisplay: VideoDisplay {
  weak var delegate: (any VideoDisplayDelegate)?
  let supportedMimeTypes: [String] = []
  var volume: Double = 1

  func load(_ url: URL, mimeType: String?) {
    delegate?.videoDisplay(self, didFailWith: .playbackFailed("No video display was given"))
  }

  func play() {}
  func pause() {}
  func stop() {}
}
