/// One step of a ``ConsentStoreBatch``.
public enum ConsentStoreOperation: Hashable, Sendable {
  /// Writes a value under a key.
  case set(key: String, value: ConsentValue)
  /// Removes a key.
  case remove(key: String)

  /// The key the operation touches.
  public var key: String {
    switch self {
    case .set(let key, _), .remove(let key): return key
    }
  }
}
