public import Foundation
public import Interlude

/// A content playhead whose time the owner sets: for apps that drive their own clock, for
/// previews and tools (the CLI's `--follow`), and for tests.
@MainActor
public final class ManualContentPlayhead: ContentPlayhead {
  /// The content time in seconds.
  public var currentTime: TimeInterval

  /// Creates a playhead at `time`.
  public init(time: TimeInterval = 0) {
    currentTime = time
  }
}
