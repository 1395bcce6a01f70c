public import Interlude

/// The playback clock of simulations, whose time moves only when told to: deterministic tests and simulations.
///
/// Actions run on the main actor, in time order, ties in the order they were scheduled. An action
/// scheduled by another action runs in the same ``advance(by:)`` call when it falls due inside the
/// window, so a whole ad (or a whole session) plays in one call. Due times are rounded to the
/// microsecond, so repeated 0.2 s steps land on exact values (3.0, not 2.9999999999999996).
@MainActor
public final class ManualClock: PlaybackClock {
  /// Seconds since the clock's origin.
  public private(set) var now: Double
  private var entries: [Entry] = []
  private var nextSequence = 0

  private struct Entry {
    var due: Double
    var sequence: Int
    var action: @MainActor () -> Void
  }

  /// Creates a clock that starts at `now` seconds.
  public init(now: Double = 0) {
    self.now = now
  }

  /// How many actions are scheduled and not yet run or cancelled.
  public var pendingCount: Int { entries.count }

  /// The time of the next scheduled action, nil when nothing is pending.
  public var nextDueTime: Double? {
    var earliest: Double?
    for entry in entries where entry.due < (earliest ?? .infinity) { earliest = entry.due }
    return earliest
  }

  /// Runs `action` once, `seconds` from now (negative counts as 0), unless the timer is cancelled.
  @discardableResult
  package func schedule(
    after seconds: Double, _ action: @escaping @MainActor () -> Void
  )
    -> PlaybackTimer
  {
    let sequence = nextSequence
    nextSequence += 1
    let delay = seconds.isFinite ? max(0, seconds) : 0
    let due = ((now + delay) * 1_000_000).rounded() / 1_000_000
    entries.append(Entry(due: max(now, due), sequence: sequence, action: action))
    return PlaybackTimer { [weak self] in
      MainActor.assumeIsolated { self?.remove(sequence) }
    }
  }

  /// Moves time forward by `seconds`, running every action that falls due on the way.
  public func advance(by seconds: Double) {
    advance(to: now + max(0, seconds))
  }

  /// Moves time forward to `time` (never backward), running every action due at or before it.
  public func advance(to time: Double) {
    while let index = nextIndex(dueBy: time) {
      let entry = entries.remove(at: index)
      now = max(now, entry.due)
      entry.action()
    }
    now = max(now, time)
  }

  /// Moves time forward by `seconds` at once, running nothing: actions that fell due meanwhile
  /// are overdue, and run at the new time with the next ``advance(to:)`` (a device that slept).
  public func jump(by seconds: Double) {
    now += max(0, seconds.isFinite ? seconds : 0)
  }

  /// Runs actions in order, moving time to each, until nothing is pending or `limit` actions ran.
  ///
  /// - Returns: The number of actions run.
  @discardableResult
  public func runUntilIdle(limit: Int = 100_000) -> Int {
    var count = 0
    while count < limit, let index = nextIndex(dueBy: .infinity) {
      let entry = entries.remove(at: index)
      now = max(now, entry.due)
      entry.action()
      count += 1
    }
    return count
  }

  private func nextIndex(dueBy time: Double) -> Int? {
    var best: Int?
    for (index, entry) in entries.enumerated() where entry.due <= time {
      guard let current = best else {
        best = index
        continue
      }
      let other = entries[current]
      if entry.due < other.due || (entry.due == other.due && entry.sequence < other.sequence) {
        best = index
      }
    }
    return best
  }

  private func remove(_ sequence: Int) {
    entries.removeAll { $0.sequence == sequence }
  }
}
