public import Foundation
public import InterludeVAST

extension InspectReport {
  /// One VMAP `<AdBreak>`: when it plays, what it may hold and where its ads come from.
  public struct AdBreak: Encodable, Hashable, Sendable {
    /// The `timeOffset` attribute as VMAP writes it (`"start"`, `"end"`, `"00:10:00.000"`,
    /// `"50%"` or `"#2"`).
    public var timeOffset: String
    /// The `breakType` attribute: comma-separated `linear`, `nonlinear`, `display`.
    public var breakType: String
    /// The `breakId` attribute.
    public var breakId: String?
    /// The `repeatAfter` attribute in seconds.
    public var repeatAfter: TimeInterval?
    /// The `<AdSource>` element.
    public var adSource: AdSource?
    /// The break tracking events and their URLs, in playback order.
    public var trackingEvents: [TrackingEntry]

    /// Creates the entry of a parsed ad break.
    public init(_ adBreak: InterludeVAST.AdBreak) {
      timeOffset = adBreak.timeOffset.vmapValue
      breakType = adBreak.breakTypes.map(\.rawValue).joined(separator: ",")
      breakId = adBreak.breakId
      repeatAfter = adBreak.repeatAfter
      adSource = adBreak.adSource.map(AdSource.init)
      trackingEvents = InspectReport.trackingList(adBreak.trackingEvents)
    }

    private enum CodingKeys: String, CodingKey {
      case timeOffset, breakType, breakId, repeatAfter, adSource, trackingEvents
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(timeOffset, forKey: .timeOffset)
      try container.encode(breakType, forKey: .breakType)
      try container.encode(breakId, forKey: .breakId)
      try container.encode(repeatAfter, forKey: .repeatAfter)
      try container.encode(adSource, forKey: .adSource)
      try container.encode(trackingEvents, forKey: .trackingEvents)
    }
  }
}
