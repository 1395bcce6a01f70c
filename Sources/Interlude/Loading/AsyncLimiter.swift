/// Caps how many operations run at once; the rest wait their turn in arrival order.
actor AsyncLimiter {
  private let limit: Int
  private var running = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Runs `body` when a slot is free.
  func run<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
    await acquire()
    defer { release() }
    return await body()
  }

  private func acquire() async {
    if running < limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func release() {
    if waiters.isEmpty {
      running -= 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
