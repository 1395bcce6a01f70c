import Foundation

/// Fans one change out to every stream a store handed out.
final class ConsentChangeBroadcaster: Sendable {
  private let continuations = Locked<[UUID: AsyncStream<ConsentStoreChange>.Continuation]>([:])

  /// A new stream that receives every later change.
  func stream() -> AsyncStream<ConsentStoreChange> {
    let (stream, continuation) = AsyncStream<ConsentStoreChange>.makeStream()
    let id = UUID()
    continuations.withLock { $0[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      self.continuations.withLock { _ = $0.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends a change to every live stream.
  func send(_ change: ConsentStoreChange) {
    let targets = continuations.withLock { Array($0.values) }
    for continuation in targets {
      continuation.yield(change)
    }
  }

  deinit {
    for continuation in continuations.withLock({ Array($0.values) }) {
      continuation.finish()
    }
  }
}
