/// A bit field as the IAB in-app keys store it: a string of `0` and `1` where character *n*
/// is id *n + 1* (a purpose, vendor or special feature).
///
/// Lengths vary between CMPs, so an id past the end reads as false, never as unknown.
public struct IABTCFBitField: Hashable, Sendable, CustomStringConvertible {
  /// The bits; index *n* is id *n + 1*.
  public var bits: [Bool]

  /// Creates a field from bits.
  package init(bits: [Bool]) {
    self.bits = bits
  }

  /// Parses a stored string defensively: `1` is true, any other character false.
  package init(string: String) {
    self.bits = string.map { $0 == "1" }
  }

  /// Creates a field with the given ids set, `count` bits long (at least the highest id).
  public init(ids: Set<Int>, count: Int = 0) {
    let length = max(count, ids.max() ?? 0)
    var bits = [Bool](repeating: false, count: length)
    for id in ids where id >= 1 {
      bits[id - 1] = true
    }
    self.bits = bits
  }

  /// The number of bits.
  public var count: Int { bits.count }

  /// Whether an id (1-based) is set; false past the end.
  public func contains(_ id: Int) -> Bool {
    id >= 1 && id <= bits.count && bits[id - 1]
  }

  /// The ids that are set.
  public var ids: Set<Int> {
    Set(bits.indices.filter { bits[$0] }.map { $0 + 1 })
  }

  /// The stored form, for example `0110`.
  public var description: String {
    String(bits.map { $0 ? "1" : "0" })
  }
}
