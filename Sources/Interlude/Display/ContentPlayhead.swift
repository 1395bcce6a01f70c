public import Foundation

/// The app's content player's position, which ad breaks are scheduled against.
///
/// IMA's `IMAContentPlayhead`. The Apple layer provides one over `AVPlayer`; an app with its
/// own player implements it; tests use a manual one.
public protocol ContentPlayhead: AnyObject, Sendable {
  /// The current content time in seconds.
  @MainActor var currentTime: TimeInterval { get }
}
