import InterludeSimulation

extension ManualClock {
  /// Advances to `target`, running the actions due on the way one at a time and letting the
  /// tasks each one starts (beacons, break fetches) run before the next, then once more at
  /// `target`: how the session harnesses step their simulated time.
  func advanceSettling(to target: Double) async {
    while let due = nextDueTime, due <= target {
      advance(to: due)
      await Self.settle()
    }
    advance(to: target)
    await Self.settle()
  }

  /// Lets the tasks started so far run.
  static func settle() async {
    for _ in 0..<3 { await Task.yield() }
  }
}
