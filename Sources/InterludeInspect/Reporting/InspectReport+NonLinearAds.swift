public import InterludeVAST

extension InspectReport {
  /// A `<NonLinearAds>` creative: overlays shown over the content, and their tracking.
  public struct NonLinearAds: Encodable, Hashable, Sendable {
    /// The `<NonLinear>` elements.
    public var nonLinears: [NonLinear]
    /// The tracking events and their URLs, in playback order.
    public var trackingEvents: [TrackingEntry]

    /// Creates the entry of a parsed non-linear creative.
    public init(_ ads: InterludeVAST.NonLinearAds) {
      nonLinears = ads.nonLinears.map(NonLinear.init)
      trackingEvents = InspectReport.trackingList(ads.trackingEvents)
    }

    private enum CodingKeys: String, CodingKey {
      case nonLinears, trackingEvents
    }

    /// Encodes every key.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(nonLinears, forKey: .nonLinears)
      try container.encode(trackingEvents, forKey: .trackingEvents)
    }
  }
}
