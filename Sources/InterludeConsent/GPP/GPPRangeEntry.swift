/// One record of an `N-ArrayOfRanges` field, such as TCF Canada's `PubRestrictions`: a key
/// (the purpose ID), a type (the restriction) and the IDs it applies to (the vendors).
package struct GPPRangeEntry: Hashable, Sendable, Codable {
  /// The record's key, such as the purpose ID a publisher restricts.
  package var key: Int
  /// The record's type, such as the restriction: 0 not allowed, 1 require express consent, 2
  /// require implied consent.
  package var type: Int
  /// The IDs, ascending and distinct, such as the vendors restricted.
  package var ids: [Int]

  /// Creates a record; the IDs are sorted and repeats dropped.
  package init(key: Int, type: Int, ids: [Int]) {
    self.key = key
    self.type = type
    self.ids = Array(Set(ids)).sorted()
  }
}
