/// The value of one decoded GPP field, as the IAB names and types it.
public enum GPPFieldValue: Hashable, Sendable, Encodable {
  /// An integer, such as a version or a 2-bit US enum value.
  case int(Int)
  /// A list of integers, such as `SensitiveDataProcessing`.
  case ints([Int])
  /// A Boolean, such as `Gpc`.
  case bool(Bool)
  /// Text, such as a US Privacy flag (`Y`, `N`, `-`) or a raw section.
  case string(String)

  /// Encodes the bare value (a number, list, Boolean or string).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .ints(let values): try container.encode(values)
    case .bool(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
