/// The value of one decoded GPP field, as the IAB names and types it.
package enum GPPFieldValue: Hashable, Sendable, Encodable {
  /// An integer, such as a version or a 2-bit US enum value.
  case int(Int)
  /// A list of integers, such as `SensitiveDataProcessing`.
  case ints([Int])
  /// A Boolean, such as `Gpc`.
  case bool(Bool)
  /// Text, such as a US Privacy flag (`Y`, `N`, `-`), a language code, a datetime in ISO 8601
  /// (`2022-01-01T00:00:00.000Z`) or a raw section.
  case string(String)
  /// A bitfield, one Boolean per ID from 1, such as TCF Canada's `PurposesExpressConsent`.
  case bools([Bool])
  /// The records of an `N-ArrayOfRanges` field, such as TCF Canada's `PubRestrictions`.
  case rangeEntries([GPPRangeEntry])

  /// Encodes the bare value (a number, list, Boolean, string, list of Booleans or list of
  /// `{key, type, ids}` objects).
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .ints(let values): try container.encode(values)
    case .bool(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .bools(let values): try container.encode(values)
    case .rangeEntries(let entries): try container.encode(entries)
    }
  }
}
