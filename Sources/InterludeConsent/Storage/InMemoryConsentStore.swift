import Foundation

/// A ``ConsentStore`` that keeps values in memory: for tests, and for apps that do not persist.
public final class InMemoryConsentStore: ConsentStore, @unchecked Sendable {
  // Guarded by `lock`.
  private var values: [String: ConsentValue]
  private let lock = NSLock()
  private let broadcaster = ConsentChangeBroadcaster()

  /// Creates a store holding `values`.
  public init(_ values: [String: ConsentValue] = [:]) {
    self.values = values
  }

  /// Every stored value, keyed by key.
  public var snapshot: [String: ConsentValue] {
    lock.withLock { values }
  }

  /// The value stored under a key, or nil.
  public func value(forKey key: String) -> ConsentValue? {
    lock.withLock { values[key] }
  }

  /// Every key currently stored.
  public func keys() -> Set<String> {
    lock.withLock { Set(values.keys) }
  }

  /// Applies the batch under one lock, then posts one change.
  public func save(_ batch: ConsentStoreBatch) throws(ConsentStoreError) {
    guard !batch.isEmpty else { return }
    lock.withLock { values = batch.applied(to: values) }
    broadcaster.send(ConsentStoreChange(keys: batch.keys))
  }

  /// A stream of changes, one per later save.
  public func changes() -> AsyncStream<ConsentStoreChange> {
    broadcaster.stream()
  }
}
