import Foundation

/// A flag that can be set once, from any thread.
final class ServerStopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  /// Sets the flag; returns true only for the first call.
  func set() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if isSet { return false }
    isSet = true
    return true
  }
}
