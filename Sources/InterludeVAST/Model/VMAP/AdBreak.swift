public import Foundation

/// `<vmap:AdBreak>`: one opportunity to show ads during the content.
public struct AdBreak: Hashable, Sendable {
  /// The `timeOffset` attribute: where in the content the break happens.
  public var timeOffset: BreakOffset
  /// The `breakType` attribute: the kinds of ads the break accepts.
  public var breakTypes: [BreakType]
  /// The `breakId` attribute.
  public var breakId: String?
  /// The `repeatAfter` attribute, in seconds: repeat the break at this interval.
  public var repeatAfter: TimeInterval?
  /// `<vmap:AdSource>`: where the break's ads come from. Nil for a break without ads.
  public var adSource: AdSource?
  /// `<vmap:TrackingEvents>`: `breakStart`, `breakEnd` and `error` URLs.
  public var trackingEvents: [BreakTrackingEvent]
  /// `<vmap:Extensions>`.
  public var extensions: [Extension]

  /// Creates an ad break.
  package init(
    timeOffset: BreakOffset, breakTypes: [BreakType] = [.linear], breakId: String? = nil,
    repeatAfter: TimeInterval? = nil, adSource: AdSource? = nil,
    trackingEvents: [BreakTrackingEvent] = [], extensions: [Extension] = []
  ) {
    self.timeOffset = timeOffset
    self.breakTypes = breakTypes
    self.breakId = breakId
    self.repeatAfter = repeatAfter
    self.adSource = adSource
    self.trackingEvents = trackingEvents
    self.extensions = extensions
  }

  /// The URLs for one break tracking event, in document order.
  package func trackingURLs(for event: BreakTrackingEvent.Event) -> [String] {
    trackingEvents.filter { $0.event == event }.map(\.url)
  }
}
