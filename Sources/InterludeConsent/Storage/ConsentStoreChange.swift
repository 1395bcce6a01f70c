/// What one save changed: posted once per ``ConsentStore/save(_:)``, however many keys it wrote.
public struct ConsentStoreChange: Hashable, Sendable {
  /// The keys the save touched, in order of first appearance.
  public var keys: [String]

  /// Creates a change.
  public init(keys: [String]) {
    self.keys = keys
  }
}
