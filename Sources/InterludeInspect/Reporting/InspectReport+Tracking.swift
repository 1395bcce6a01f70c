import InterludeVAST

extension InspectReport {
  /// Groups tracking events by event name, in playback order, keeping each event's URLs in
  /// document order.
  ///
  /// A `progress` event with an offset is named `progress-<offset>` (`progress-00:00:10.000`,
  /// `progress-25%`), the convention of vast-client-js, so offsets survive in the list.
  static func trackingList(_ events: [TrackingEvent]) -> [TrackingEntry] {
    grouped(
      events.map { event in
        guard event.event == .progress, let offset = event.offset else {
          return (event.event.rawValue, event.url)
        }
        return ("progress-\(offset.vastValue)", event.url)
      })
  }

  /// Groups VMAP break tracking events by event name, in playback order, keeping URLs in
  /// document order.
  static func trackingList(_ events: [BreakTrackingEvent]) -> [TrackingEntry] {
    grouped(events.map { ($0.event.rawValue, $0.url) })
  }

  private static func grouped(_ pairs: [(name: String, url: String)]) -> [TrackingEntry] {
    let urls = Dictionary(grouping: pairs, by: \.name).mapValues { $0.map(\.url) }
    return TrackingEventOrder.sorted(urls.keys).map {
      TrackingEntry(event: $0, urls: urls[$0] ?? [])
    }
  }
}
