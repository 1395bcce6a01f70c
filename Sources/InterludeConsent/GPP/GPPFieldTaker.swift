/// Takes a section's fields out of a dictionary by name and kind, and tells what is left:
/// a missing or mistyped field, or one left over, is ``GPPError/Kind/invalidSection``.
struct GPPFieldTaker {
  /// The fields not taken yet.
  var fields: [String: GPPFieldValue]

  /// Whether the field is there.
  func has(_ name: String) -> Bool { fields[name] != nil }

  /// Takes any field.
  mutating func take(_ name: String) throws(GPPError) -> GPPFieldValue {
    guard let value = fields.removeValue(forKey: name) else {
      throw GPPError(.invalidSection, detail: "\(name) is missing")
    }
    return value
  }

  /// Takes a number.
  mutating func int(_ name: String) throws(GPPError) -> Int {
    guard case .int(let value) = try take(name) else { throw mistyped(name, "a number") }
    return value
  }

  /// Takes a Boolean.
  mutating func bool(_ name: String) throws(GPPError) -> Bool {
    guard case .bool(let value) = try take(name) else { throw mistyped(name, "a Boolean") }
    return value
  }

  /// Takes text.
  mutating func string(_ name: String) throws(GPPError) -> String {
    guard case .string(let value) = try take(name) else { throw mistyped(name, "text") }
    return value
  }

  /// Takes ISO 8601 text, as deciseconds since 1970 UTC.
  mutating func datetime(_ name: String) throws(GPPError) -> Int64 {
    guard case .string(let text) = try take(name),
      let deciseconds = TCFTimestamp.deciseconds(iso8601: text)
    else { throw mistyped(name, "an ISO 8601 datetime, such as 2022-01-01T00:00:00.000Z") }
    return deciseconds
  }

  /// Takes a list of numbers.
  mutating func ints(_ name: String) throws(GPPError) -> [Int] {
    guard case .ints(let values) = try take(name) else { throw mistyped(name, "a list of IDs") }
    return values
  }

  /// Takes a list of Booleans (an empty one may come as an empty list of numbers).
  mutating func bools(_ name: String) throws(GPPError) -> [Bool] {
    switch try take(name) {
    case .bools(let values): return values
    case .ints([]): return []
    default: throw mistyped(name, "a list of Booleans")
    }
  }

  /// Takes a list of range records (an empty one may come as an empty list of numbers).
  mutating func rangeEntries(_ name: String) throws(GPPError) -> [GPPRangeEntry] {
    switch try take(name) {
    case .rangeEntries(let entries): return entries
    case .ints([]): return []
    default: throw mistyped(name, "a list of {key, type, ids} records")
    }
  }

  /// Takes a subsection type that must be `expected`.
  mutating func segmentType(_ name: String, _ expected: Int) throws(GPPError) {
    guard try int(name) == expected else {
      throw GPPError(.invalidSubsection, detail: "\(name) is always \(expected)")
    }
  }

  /// Refuses fields left over.
  func finish() throws(GPPError) {
    guard fields.isEmpty else {
      throw GPPError(
        .invalidSection,
        detail: "unknown fields: \(fields.keys.sorted().joined(separator: ", "))")
    }
  }

  private func mistyped(_ name: String, _ kind: String) -> GPPError {
    GPPError(.invalidSection, detail: "\(name) is not \(kind)")
  }
}
