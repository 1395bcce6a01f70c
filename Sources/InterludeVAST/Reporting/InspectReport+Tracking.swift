extension InspectReport {
  /// Groups tracking events by event name, keeping each event's URLs in document order.
  static func trackingMap(_ events: [TrackingEvent]) -> [String: [String]] {
    Dictionary(grouping: events, by: \.event.rawValue).mapValues { $0.map(\.url) }
  }

  /// Groups VMAP break tracking events by event name, keeping URLs in document order.
  static func trackingMap(_ events: [BreakTrackingEvent]) -> [String: [String]] {
    Dictionary(grouping: events, by: \.event.rawValue).mapValues { $0.map(\.url) }
  }
}
