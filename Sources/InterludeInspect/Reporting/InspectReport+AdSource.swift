public import InterludeVAST

extension InspectReport {
  /// A VMAP `<AdSource>`: inline VAST, an ad tag to fetch, or custom data.
  ///
  /// Exactly one of `vast`, `adTagURI` and `customAdData` is non-null.
  public struct AdSource: Encodable, Hashable, Sendable {
    /// The `id` attribute.
    public var id: String?
    /// The `allowMultipleAds` attribute.
    public var allowMultipleAds: Bool?
    /// The `followRedirects` attribute.
    public var followRedirects: Bool?
    /// The `<AdTagURI>` URL.
    public var adTagURI: String?
    /// The `templateType` attribute of `<AdTagURI>` or `<CustomAdData>`.
    public var templateType: String?
    /// The report of the VAST document in `<VASTAdData>`, with the same shape as a top-level VAST
    /// report (including `failure` when the embedded document was rejected).
    public var vast: InspectReport?
    /// The raw XML of `<CustomAdData>`.
    public var customAdData: String?

    /// Creates the entry of a parsed ad source.
    public init(_ source: InterludeVAST.AdSource) {
      id = source.id
      allowMultipleAds = source.allowMultipleAds
      followRedirects = source.followRedirects
      switch source.content {
      case .vastAdData(.success(let document)):
        vast = InspectReport(document)
      case .vastAdData(.failure(let error)):
        vast = InspectReport(error)
      case .adTagURI(let url, let type):
        adTagURI = url
        templateType = type
      case .customAdData(let xml, let type):
        customAdData = xml
        templateType = type
      }
    }

    private enum CodingKeys: String, CodingKey {
      case id, allowMultipleAds, followRedirects, adTagURI, templateType, vast, customAdData
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(allowMultipleAds, forKey: .allowMultipleAds)
      try container.encode(followRedirects, forKey: .followRedirects)
      try container.encode(adTagURI, forKey: .adTagURI)
      try container.encode(templateType, forKey: .templateType)
      try container.encode(vast, forKey: .vast)
      try container.encode(customAdData, forKey: .customAdData)
    }
  }
}
