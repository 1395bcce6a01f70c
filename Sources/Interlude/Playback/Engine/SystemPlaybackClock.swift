/// The real-time ``PlaybackClock``: `Task.sleep` on the main actor, cancellable.
///
/// `now` counts seconds since the clock was created, on the monotonic `ContinuousClock`.
@MainActor
package final class SystemPlaybackClock: PlaybackClock {
  private let origin = ContinuousClock.now

  /// Creates a clock whose origin is the moment of creation.
  package init() {}

  /// Seconds since the clock was created.
  package var now: Double {
    (ContinuousClock.now - origin) / .seconds(1)
  }

  /// Runs `action` on the main actor once, `seconds` from now, unless the timer is cancelled.
  @discardableResult
  package func schedule(
    after seconds: Double, _ action: @escaping @MainActor () -> Void
  )
    -> PlaybackTimer
  {
    let delay = seconds.isFinite ? max(0, seconds) : 0
    let task = Task { @MainActor in
      if delay > 0 {
        do {
          try await Task.sleep(for: .seconds(delay))
        } catch {
          return
        }
      }
      guard !Task.isCancelled else { return }
      action()
    }
    return PlaybackTimer { task.cancel() }
  }
}
