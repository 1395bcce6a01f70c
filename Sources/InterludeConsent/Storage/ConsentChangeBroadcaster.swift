import Foundation

/// Fans one change out to every stream a store handed out.
final class ConsentChangeBroadcaster: @unchecked Sendable {
  // Guarded by `lock`.
  private var continuations: [UUID: AsyncStream<ConsentStoreChange>.Continuation] = [:]
  private let lock = NSLock()

  /// A new stream that receives every later change.
  func stream() -> AsyncStream<ConsentStoreChange> {
    let (stream, continuation) = AsyncStream<ConsentStoreChange>.makeStream()
    let id = UUID()
    lock.withLock { continuations[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      self.lock.withLock { _ = self.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends a change to every live stream.
  func send(_ change: ConsentStoreChange) {
    let targets = lock.withLock { Array(continuations.values) }
    for continuation in targets {
      continuation.yield(change)
    }
  }

  deinit {
    for continuation in continuations.values {
      continuation.finish()
    }
  }
}
