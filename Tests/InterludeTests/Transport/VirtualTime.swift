import Foundation

/// A virtual clock for ``RecordingTransport`` tests: sleeping advances time at once and is
/// recorded.
final class VirtualTime: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Double = 100
  private var sleeps: [Double] = []

  /// The current virtual time in seconds.
  var now: Double {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Every sleep so far, in seconds.
  var slept: [Double] {
    lock.lock()
    defer { lock.unlock() }
    return sleeps
  }

  /// Advances the clock by `seconds` without waiting.
  func sleep(_ seconds: Double) {
    lock.lock()
    defer { lock.unlock() }
    sleeps.append(seconds)
    current += seconds
  }
}
