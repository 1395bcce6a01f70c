/// Key-value storage for consent signals (`IABTCF_*`, `IABGPP_*`, `IABUSPrivacy_String`).
///
/// Implementations: ``InMemoryConsentStore``, ``FileConsentStore`` and, on Apple platforms,
/// `UserDefaultsConsentStore`. A save applies a whole batch at once and posts exactly one
/// ``ConsentStoreChange``, so readers re-read once rather than once per key.
public protocol ConsentStore: Sendable {
  /// The value stored under a key, or nil.
  func value(forKey key: String) -> ConsentValue?

  /// Every key currently stored.
  func keys() -> Set<String>

  /// Applies a batch of writes and removals as one save, then posts one change.
  ///
  /// An empty batch does nothing and posts nothing.
  func save(_ batch: ConsentStoreBatch) throws(ConsentStoreError)

  /// A stream of changes, one element per later save. Each call returns a new stream.
  func changes() -> AsyncStream<ConsentStoreChange>
}

extension ConsentStore {
  /// The integer stored under a key, or nil when absent or a string.
  package func integer(forKey key: String) -> Int? {
    value(forKey: key)?.intValue
  }

  /// The string stored under a key, or nil when absent or an integer.
  package func string(forKey key: String) -> String? {
    value(forKey: key)?.stringValue
  }

  /// Writes one value (a save of one operation); nil removes the key.
  package func set(_ value: ConsentValue?, forKey key: String) throws(ConsentStoreError) {
    var batch = ConsentStoreBatch()
    batch.set(value, forKey: key)
    try save(batch)
  }

  /// Removes one key (a save of one operation).
  package func remove(_ key: String) throws(ConsentStoreError) {
    try save(ConsentStoreBatch([.remove(key: key)]))
  }
}
