import Foundation

/// A value guarded by an `NSLock` (`Synchronization.Mutex` needs iOS 18, the package supports 15).
final class TransportLock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock around a value.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
