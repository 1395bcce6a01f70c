public import InterludeVAST

extension InspectReport {
  /// One `<Creative>`: its attributes and each of `linear`, `nonLinearAds` and `companionAds`
  /// that it holds (VAST 4 allows all three together; each is null when absent).
  public struct Creative: Encodable, Hashable, Sendable {
    /// The `id` attribute.
    public var id: String?
    /// The `sequence` attribute.
    public var sequence: Int?
    /// The `adId` attribute.
    public var adId: String?
    /// The `apiFramework` attribute.
    public var apiFramework: String?
    /// The `<UniversalAdId>` values.
    public var universalAdIds: [UniversalAdID]
    /// The `<Linear>` element.
    public var linear: Linear?
    /// The `<NonLinearAds>` element.
    public var nonLinearAds: NonLinearAds?
    /// The `<CompanionAds>` element.
    public var companionAds: CompanionAds?

    /// Creates the entry of a parsed creative.
    public init(_ creative: InterludeVAST.Creative) {
      id = creative.id
      sequence = creative.sequence
      adId = creative.adId
      apiFramework = creative.apiFramework
      universalAdIds = creative.universalAdIds.map(UniversalAdID.init)
      linear = creative.linear.map(Linear.init)
      nonLinearAds = creative.nonLinearAds.map(NonLinearAds.init)
      companionAds = creative.companionAds.map(CompanionAds.init)
    }

    private enum CodingKeys: String, CodingKey {
      case id, sequence, adId, apiFramework, universalAdIds, linear, nonLinearAds, companionAds
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(adId, forKey: .adId)
      try container.encode(apiFramework, forKey: .apiFramework)
      try container.encode(universalAdIds, forKey: .universalAdIds)
      try container.encode(linear, forKey: .linear)
      try container.encode(nonLinearAds, forKey: .nonLinearAds)
      try container.encode(companionAds, forKey: .companionAds)
    }
  }
}
