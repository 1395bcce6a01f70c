import InterludeConsent

/// A flag that can be set once, from any thread.
final class ServerStopFlag: Sendable {
  private let isSet = Locked(false)

  /// Sets the flag; returns true only for the first call.
  func set() -> Bool {
    isSet.withLock { isSet in
      defer { isSet = true }
      return !isSet
    }
  }
}
