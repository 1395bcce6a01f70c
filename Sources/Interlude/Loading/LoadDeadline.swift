/// The time left for one ad request, shared by every hop and parallel branch.
struct LoadDeadline: Sendable {
  private let end: ContinuousClock.Instant

  /// A deadline `seconds` from now.
  init(seconds: Double) {
    end = ContinuousClock.now.advanced(by: .milliseconds(Int64(max(0, seconds) * 1000)))
  }

  /// Seconds left, never negative.
  var remaining: Double {
    let left = ContinuousClock.now.duration(to: end)
    return max(0, left / .seconds(1))
  }

  /// The timeout for a hop: its own limit, cut short by the deadline.
  func timeout(forHop limit: Double) -> Double { min(limit, remaining) }
}
