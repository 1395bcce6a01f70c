extension InspectReport {
  /// One tracking event of an element and its URLs, as listed in playback order.
  ///
  /// JSON objects have no order, so the report writes tracking as a list of these: the order
  /// a player reaches the events (``TrackingEventOrder``), the same as the text report.
  public struct TrackingEntry: Encodable, Hashable, Sendable {
    /// The event name as VAST writes it (`start`, `firstQuartile`), or `progress-<offset>` for
    /// a `progress` event with an offset (`progress-00:00:10.000`, `progress-25%`).
    public var event: String
    /// The event's URLs, in document order.
    public var urls: [String]

    /// Creates an entry.
    public init(event: String, urls: [String]) {
      self.event = event
      self.urls = urls
    }
  }
}
