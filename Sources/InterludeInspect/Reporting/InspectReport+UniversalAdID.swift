public import InterludeVAST

extension InspectReport {
  /// One `<UniversalAdId>`: a creative identifier and the registry that issued it.
  public struct UniversalAdID: Encodable, Hashable, Sendable {
    /// The identifier (`unknown` when the ad server has none).
    public var value: String
    /// The `idRegistry` attribute.
    public var registry: String?

    /// Creates the entry of a parsed universal ad identifier.
    public init(_ identifier: UniversalAdId) {
      value = identifier.value
      registry = identifier.registry
    }

    private enum CodingKeys: String, CodingKey {
      case value, registry
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(registry, forKey: .registry)
    }
  }
}
