/// A value in a ``ConsentStore``: an integer (the IAB "Number") or a string.
///
/// The IAB in-app contract stores numbers and booleans as integers and bit fields as strings
/// of `0` and `1`; keeping the two apart lets a store write exactly the type a reader expects.
public enum ConsentValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// An integer (`NSNumber` in `UserDefaults`, a JSON number in a file).
  case int(Int)
  /// A string.
  case string(String)

  /// The integer, when the value is one.
  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The string, when the value is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The value as written: digits for an integer, the text for a string.
  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .string(let value): return value
    }
  }

  /// Decodes a JSON number (integral) or string; a boolean becomes 0 or 1.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .int(value ? 1 : 0)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an integer or a string")
    }
  }

  /// Encodes an integer as a JSON number and a string as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
