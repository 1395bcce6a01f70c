extension GPPFieldValue: Decodable {
  /// Decodes the bare value as ``encode(to:)`` writes it: a Boolean, a number, a list of
  /// numbers, a list of Booleans, a list of `{key, type, ids}` objects or a string, tried in
  /// that order (so an empty list is `.ints([])`).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let int = try? container.decode(Int.self) {
      self = .int(int)
    } else if let ints = try? container.decode([Int].self) {
      self = .ints(ints)
    } else if let bools = try? container.decode([Bool].self) {
      self = .bools(bools)
    } else if let entries = try? container.decode([GPPRangeEntry].self) {
      self = .rangeEntries(entries)
    } else {
      self = .string(try container.decode(String.self))
    }
  }
}
