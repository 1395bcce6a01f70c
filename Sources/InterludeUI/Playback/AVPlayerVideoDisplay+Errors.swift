#if canImport(UIKit) && !os(watchOS)
import Foundation
public import Interlude

extension AVPlayerVideoDisplay {
  /// The `VideoDisplayError` for an AVFoundation failure, so the right VAST code reaches the
  /// `<Error>` pixels:
  /// - `VideoDisplayError.notFound` (401): the file or its host cannot be found, or the
  ///   server answered 404 (CoreMedia's -12938);
  /// - `VideoDisplayError.unsupported(_:)` (405): the format is not recognised or cannot be
  ///   decoded;
  /// - `VideoDisplayError.playbackFailed(_:)` (400): anything else.
  ///
  /// The underlying error (`NSUnderlyingErrorKey`) is looked at too: AVFoundation often wraps
  /// the network or CoreMedia failure. The core's table of player errors decides, by the
  /// errors' domains and codes.
  public nonisolated static func displayError(_ error: (any Error)?) -> VideoDisplayError {
    VideoDisplayError(playerError: error)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
