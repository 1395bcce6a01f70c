public import InterludeVAST

extension InspectReport {
  /// An ad's `<Pricing>`: what the impression costs.
  public struct Pricing: Encodable, Hashable, Sendable {
    /// The price as written.
    public var value: String
    /// The pricing model (`CPM`, `CPC`, `CPE`, `CPV`), when given.
    public var model: String?
    /// The ISO 4217 currency, when given.
    public var currency: String?

    /// Creates the entry of a parsed `<Pricing>`.
    public init(_ pricing: InterludeVAST.Pricing) {
      value = pricing.value
      model = pricing.model
      currency = pricing.currency
    }

    private enum CodingKeys: String, CodingKey {
      case value, model, currency
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(model, forKey: .model)
      try container.encode(currency, forKey: .currency)
    }
  }
}
