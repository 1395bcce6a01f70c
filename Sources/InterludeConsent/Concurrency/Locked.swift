import Foundation

/// A value only reached under a lock: the package's one lock, used by every module.
///
/// `Synchronization.Mutex` would be the standard choice, but it needs iOS 18 and tvOS 18 and
/// the package supports 16; this is the same idea over `NSLock`. `withLock` is the only way
/// to the value, so keep the closure short and never call back into code that may take the
/// same lock (an `NSLock` is not reentrant).
package final class Locked<Value>: @unchecked Sendable {
  // Sendable although NSLock and a mutable Value are not: every access to `value` holds
  // `lock`, which the compiler cannot check.
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: sending Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value, and returns what it returns.
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
