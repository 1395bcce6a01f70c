import InterludeVAST

extension InspectReport {
  /// Groups tracking events by event name, keeping each event's URLs in document order.
  ///
  /// A `progress` event with an offset is keyed `progress-<offset>` (`progress-00:00:10.000`,
  /// `progress-25%`), the convention of vast-client-js, so offsets survive in the map.
  static func trackingMap(_ events: [TrackingEvent]) -> [String: [String]] {
    Dictionary(grouping: events) { event in
      guard event.event == .progress, let offset = event.offset else { return event.event.rawValue }
      return "progress-\(offset.vastValue)"
    }.mapValues { $0.map(\.url) }
  }

  /// Groups VMAP break tracking events by event name, keeping URLs in document order.
  static func trackingMap(_ events: [BreakTrackingEvent]) -> [String: [String]] {
    Dictionary(grouping: events, by: \.event.rawValue).mapValues { $0.map(\.url) }
  }
}
