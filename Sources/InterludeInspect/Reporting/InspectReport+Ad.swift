public import InterludeVAST

extension InspectReport {
  /// One `<Ad>`: its attributes, the fields shared by inline ads and wrappers, and its creatives.
  public struct Ad: Encodable, Hashable, Sendable {
    /// The `id` attribute.
    public var id: String?
    /// The `sequence` attribute: the ad's position in a pod.
    public var sequence: Int?
    /// The `adType` attribute (`video`, `audio`, `hybrid`).
    public var adType: String?
    /// The `conditionalAd` attribute.
    public var conditionalAd: Bool?
    /// `"inline"` or `"wrapper"`.
    public var type: String
    /// The name in `<AdSystem>`.
    public var adSystem: String?
    /// The `version` attribute of `<AdSystem>`.
    public var adSystemVersion: String?
    /// `<AdTitle>` (inline ads only).
    public var title: String?
    /// `<Description>` (inline ads only).
    public var description: String?
    /// `<Advertiser>` (inline ads only).
    public var advertiser: String?
    /// `<AdServingId>` (inline ads only).
    public var adServingId: String?
    /// `<VASTAdTagURI>` (wrappers only).
    public var vastAdTagURI: String?
    /// The `<Impression>` URLs.
    public var impressions: [String]
    /// The `<Error>` URLs.
    public var errorURLs: [String]
    /// The `<Verification>` entries of `<AdVerifications>`.
    public var adVerifications: [Verification]
    /// The creatives, in document order.
    public var creatives: [Creative]
    /// A wrapper's `followAdditionalWrappers` (true when absent, as VAST says); nil for InLine.
    public var followAdditionalWrappers: Bool?
    /// A wrapper's `allowMultipleAds` (false when absent); nil for InLine.
    public var allowMultipleAds: Bool?
    /// A wrapper's `fallbackOnNoAd`, when given; nil for InLine.
    public var fallbackOnNoAd: Bool?
    /// `<Pricing>`, when given.
    public var pricing: Pricing?
    /// Every `<ViewableImpression>`, in document order.
    public var viewableImpressions: [ViewableImpression]

    /// Creates the entry of a parsed ad.
    public init(_ ad: InterludeVAST.Ad) {
      let common = ad.common
      id = ad.id
      sequence = ad.sequence
      adType = ad.adType?.rawValue
      conditionalAd = ad.conditionalAd
      type = ad.inLine == nil ? "wrapper" : "inline"
      adSystem = common.adSystem?.name
      adSystemVersion = common.adSystem?.version
      title = ad.inLine?.title
      description = ad.inLine?.description
      advertiser = ad.inLine?.advertiser?.name
      adServingId = ad.inLine?.adServingId
      vastAdTagURI = ad.wrapper?.adTagURI
      impressions = common.impressions.map(\.url)
      errorURLs = common.errorURLs
      adVerifications = common.adVerifications.map(Verification.init)
      creatives = common.creatives.map(Creative.init)
      followAdditionalWrappers = ad.wrapper?.followAdditionalWrappers
      allowMultipleAds = ad.wrapper?.allowMultipleAds
      fallbackOnNoAd = ad.wrapper?.fallbackOnNoAd
      pricing = common.pricing.map(Pricing.init)
      viewableImpressions = common.viewableImpressions.map(ViewableImpression.init)
    }

    private enum CodingKeys: String, CodingKey {
      case id, sequence, adType, conditionalAd, type, adSystem, adSystemVersion, title
      case description, advertiser, adServingId, vastAdTagURI, impressions, errorURLs
      case adVerifications, creatives, followAdditionalWrappers, allowMultipleAds
      case fallbackOnNoAd, pricing, viewableImpressions
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(sequence, forKey: .sequence)
      try container.encode(adType, forKey: .adType)
      try container.encode(conditionalAd, forKey: .conditionalAd)
      try container.encode(type, forKey: .type)
      try container.encode(adSystem, forKey: .adSystem)
      try container.encode(adSystemVersion, forKey: .adSystemVersion)
      try container.encode(title, forKey: .title)
      try container.encode(description, forKey: .description)
      try container.encode(advertiser, forKey: .advertiser)
      try container.encode(adServingId, forKey: .adServingId)
      try container.encode(vastAdTagURI, forKey: .vastAdTagURI)
      try container.encode(impressions, forKey: .impressions)
      try container.encode(errorURLs, forKey: .errorURLs)
      try container.encode(adVerifications, forKey: .adVerifications)
      try container.encode(creatives, forKey: .creatives)
      try container.encode(followAdditionalWrappers, forKey: .followAdditionalWrappers)
      try container.encode(allowMultipleAds, forKey: .allowMultipleAds)
      try container.encode(fallbackOnNoAd, forKey: .fallbackOnNoAd)
      try container.encode(pricing, forKey: .pricing)
      try container.encode(viewableImpressions, forKey: .viewableImpressions)
    }
  }
}
