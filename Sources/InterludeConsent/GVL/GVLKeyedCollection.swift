import Foundation

/// Helpers for the GVL's objects keyed by an id written as a string (`"755": {…}`).
enum GVLKeyedCollection {
  /// Converts string keys to integers, skipping keys that are not integers.
  static func integerKeys<Value>(_ dictionary: [String: Value]) -> [Int: Value] {
    var result: [Int: Value] = [:]
    result.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      if let id = Int(key.trimmingCharacters(in: .whitespaces)) {
        result[id] = value
      }
    }
    return result
  }

  /// Parses an ISO 8601 date with or without fractional seconds; nil when malformed.
  static func date(from text: String) -> Date? {
    if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) {
      return date
    }
    return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
