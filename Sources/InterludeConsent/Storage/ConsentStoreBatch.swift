/// An ordered list of writes and removals that a ``ConsentStore`` applies as one save.
///
/// A store's ``ConsentStore/save(_:)`` applies ``operations`` in order (``applied(to:)`` does it
/// on a dictionary) and posts one ``ConsentStoreChange`` with ``keys``.
public struct ConsentStoreBatch: Hashable, Sendable {
  /// The operations, in the order they are applied.
  public private(set) var operations: [ConsentStoreOperation]

  /// Creates a batch.
  public init(_ operations: [ConsentStoreOperation] = []) {
    self.operations = operations
  }

  /// True when the batch does nothing.
  package var isEmpty: Bool { operations.isEmpty }

  /// The keys the batch touches, in order of first appearance.
  public var keys: [String] {
    var seen: Set<String> = []
    return operations.map(\.key).filter { seen.insert($0).inserted }
  }

  /// Appends a write; a nil value appends a removal.
  package mutating func set(_ value: ConsentValue?, forKey key: String) {
    if let value {
      operations.append(.set(key: key, value: value))
    } else {
      operations.append(.remove(key: key))
    }
  }

  /// Appends an integer write, or a removal when nil.
  package mutating func set(_ value: Int?, forKey key: String) {
    set(value.map(ConsentValue.int), forKey: key)
  }

  /// Appends a string write, or a removal when nil.
  package mutating func set(_ value: String?, forKey key: String) {
    set(value.map(ConsentValue.string), forKey: key)
  }

  /// Appends a removal.
  package mutating func remove(_ key: String) {
    operations.append(.remove(key: key))
  }

  /// Appends another batch's operations.
  package mutating func append(contentsOf other: ConsentStoreBatch) {
    operations.append(contentsOf: other.operations)
  }

  /// Applies the operations to a dictionary.
  public func applied(to values: [String: ConsentValue]) -> [String: ConsentValue] {
    var result = values
    for operation in operations {
      switch operation {
      case .set(let key, let value): result[key] = value
      case .remove(let key): result[key] = nil
      }
    }
    return result
  }
}
