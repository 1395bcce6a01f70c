public import InterludeVAST

extension InspectReport {
  /// A `<CompanionAds>` creative: display ads shown beside the player.
  public struct CompanionAds: Encodable, Hashable, Sendable {
    /// The `required` attribute (`all`, `any` or `none`).
    public var required: String?
    /// The `<Companion>` elements.
    public var companions: [Companion]

    /// Creates the entry of a parsed companion creative.
    public init(_ ads: InterludeVAST.CompanionAds) {
      required = ads.required?.rawValue
      companions = ads.companions.map(Companion.init)
    }

    private enum CodingKeys: String, CodingKey {
      case required, companions
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(required, forKey: .required)
      try container.encode(companions, forKey: .companions)
    }
  }
}
