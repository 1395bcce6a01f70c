import Foundation

/// A ``ConsentStore`` that keeps values in memory: for tests, and for apps that do not persist.
public final class InMemoryConsentStore: ConsentStore, Sendable {
  private let values: Locked<[String: ConsentValue]>
  private let broadcaster = ConsentChangeBroadcaster()

  /// Creates a store holding `values`.
  public init(_ values: [String: ConsentValue] = [:]) {
    self.values = Locked(values)
  }

  /// Every stored value, keyed by key.
  package var snapshot: [String: ConsentValue] {
    values.withLock { $0 }
  }

  /// The value stored under a key, or nil.
  public func value(forKey key: String) -> ConsentValue? {
    values.withLock { $0[key] }
  }

  /// Every key currently stored.
  public func keys() -> Set<String> {
    values.withLock { Set($0.keys) }
  }

  /// Applies the batch under one lock, then posts one change.
  public func save(_ batch: ConsentStoreBatch) throws(ConsentStoreError) {
    guard !batch.isEmpty else { return }
    values.withLock { $0 = batch.applied(to: $0) }
    broadcaster.send(ConsentStoreChange(keys: batch.keys))
  }

  /// A stream of changes, one per later save.
  public func changes() -> AsyncStream<ConsentStoreChange> {
    broadcaster.stream()
  }
}
