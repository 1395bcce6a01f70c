/// One `<vmap:Tracking event="…">` URL of an ad break.
public struct BreakTrackingEvent: Hashable, Sendable {
  /// The event that fires this URL.
  public var event: Event
  /// The URL template, trimmed. `error` URLs take `[ERRORCODE]`.
  public var url: String

  /// A VMAP break event. Unknown names are kept as written.
  public struct Event: RawRepresentable, Hashable, Sendable {
    /// The event name (canonical spelling for the three VMAP events).
    public let rawValue: String

    /// Creates an event, folding the VMAP names to their canonical spelling.
    public init(rawValue: String) {
      self.rawValue = Self.canonicalNames[rawValue.lowercased()] ?? rawValue
    }

    private static let canonicalNames = [
      "breakstart": "breakStart", "breakend": "breakEnd", "error": "error",
    ]

    /// The break started.
    public static let breakStart = Event(rawValue: "breakStart")
    /// The break ended.
    public static let breakEnd = Event(rawValue: "breakEnd")
    /// The break failed; the URL takes `[ERRORCODE]`.
    public static let error = Event(rawValue: "error")
  }

  /// Creates a break tracking event.
  package init(event: Event, url: String) {
    self.event = event
    self.url = url
  }
}
