import Foundation

/// A `PrivacyMonitor.Sleep` whose sleeps end only when the test says, so debounce tests do not
/// depend on how busy the machine is.
final class ManualSleeper: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var started = 0
  private var finished = 0

  /// Waits until ``releaseAll()``; the duration is ignored.
  func sleep(_ duration: Duration) async throws {
    await withCheckedContinuation { continuation in
      lock.withLock {
        started += 1
        waiting.append(continuation)
      }
    }
    lock.withLock { finished += 1 }
  }

  /// Sleeps begun so far.
  var startedCount: Int { lock.withLock { started } }
  /// Sleeps that have returned so far.
  var finishedCount: Int { lock.withLock { finished } }

  /// Ends every sleep waiting now.
  func releaseAll() {
    let released = lock.withLock {
      defer { waiting = [] }
      return waiting
    }
    for continuation in released { continuation.resume() }
  }

  /// Polls `condition` every millisecond, for at most ten seconds (a safety net, not a timing).
  static func wait(until condition: @Sendable () -> Bool) async throws {
    for _ in 0..<10_000 where !condition() { try await Task.sleep(for: .milliseconds(1)) }
  }
}
