/// One `<Tracking event="…">` URL.
public struct TrackingEvent: Hashable, Sendable {
  /// The event that fires this URL.
  public var event: TrackingEventType
  /// The URL template, trimmed.
  public var url: String
  /// The `offset` of a `progress` event (a time or a percentage), when present and valid.
  public var offset: AdOffset?

  /// Creates a tracking event.
  package init(event: TrackingEventType, url: String, offset: AdOffset? = nil) {
    self.event = event
    self.url = url
    self.offset = offset
  }
}
