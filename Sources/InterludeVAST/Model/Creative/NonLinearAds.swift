/// `<NonLinearAds>`: overlays shown over the content, with their shared tracking.
public struct NonLinearAds: Hashable, Sendable {
  /// `<NonLinear>` elements.
  public var nonLinears: [NonLinear]
  /// `<TrackingEvents>` for the overlays.
  public var trackingEvents: [TrackingEvent]

  /// Creates non-linear ads.
  package init(nonLinears: [NonLinear] = [], trackingEvents: [TrackingEvent] = []) {
    self.nonLinears = nonLinears
    self.trackingEvents = trackingEvents
  }
}
