public import InterludeVAST

extension InspectReport {
  /// One `<Companion>` display ad.
  public struct Companion: Encodable, Hashable, Sendable {
    /// The `id` attribute.
    public var id: String?
    /// The `width` attribute in pixels.
    public var width: Int?
    /// The `height` attribute in pixels.
    public var height: Int?
    /// The `adSlotID` attribute.
    public var adSlotId: String?
    /// The `apiFramework` attribute.
    public var apiFramework: String?
    /// The `renderingMode` attribute (`default`, `end-card`, `concurrent`).
    public var renderingMode: String?
    /// The companion's resources.
    public var resources: [Resource]
    /// `<AltText>`.
    public var altText: String?
    /// `<CompanionClickThrough>`.
    public var clickThrough: String?
    /// The `<CompanionClickTracking>` URLs.
    public var clickTracking: [String]
    /// The tracking events and their URLs, in playback order.
    public var trackingEvents: [TrackingEntry]

    /// Creates the entry of a parsed companion.
    public init(_ companion: InterludeVAST.Companion) {
      id = companion.id
      width = companion.width
      height = companion.height
      adSlotId = companion.adSlotId
      apiFramework = companion.apiFramework
      renderingMode = companion.renderingMode?.rawValue
      resources = companion.resources.map(Resource.init)
      altText = companion.altText
      clickThrough = companion.clickThrough
      clickTracking = companion.clickTracking.map(\.url)
      trackingEvents = InspectReport.trackingList(companion.trackingEvents)
    }

    private enum CodingKeys: String, CodingKey {
      case id, width, height, adSlotId, apiFramework, renderingMode, resources, altText
      case clickThrough, clickTracking, trackingEvents
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(adSlotId, forKey: .adSlotId)
      try container.encode(apiFramework, forKey: .apiFramework)
      try container.encode(renderingMode, forKey: .renderingMode)
      try container.encode(resources, forKey: .resources)
      try container.encode(altText, forKey: .altText)
      try container.encode(clickThrough, forKey: .clickThrough)
      try container.encode(clickTracking, forKey: .clickTracking)
      try container.encode(trackingEvents, forKey: .trackingEvents)
    }
  }
}
