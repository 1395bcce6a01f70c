/// The time source of playback: timers for load timeouts, progress ticks and simulated media.
///
/// Everything runs on the main actor, one action at a time, so a manual clock makes a whole
/// session deterministic (`ManualClock` of the `InterludeSimulation` module: a ten-minute VMAP
/// session runs in milliseconds in tests and in `interlude simulate`).
/// ``SystemPlaybackClock`` is the real-time production clock.
@MainActor
package protocol PlaybackClock: AnyObject {
  /// Seconds since the clock's origin.
  var now: Double { get }
  /// Runs `action` once, `seconds` from now (at once for 0), unless the timer is cancelled.
  @discardableResult
  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> PlaybackTimer
}

/// A scheduled action that can be cancelled.
@MainActor
package final class PlaybackTimer {
  private var cancelHandler: (() -> Void)?
  /// Whether ``cancel()`` was called.
  package private(set) var isCancelled = false

  /// Creates a timer that runs `onCancel` when cancelled.
  package init(onCancel: @escaping () -> Void = {}) {
    cancelHandler = onCancel
  }

  /// Cancels the action; it will not run.
  package func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    cancelHandler?()
    cancelHandler = nil
  }
}
