package import InterludeVAST

/// How much a beacon matters when a ``BeaconQueue`` is full and must drop one.
///
/// The queue drops the lowest priority first (the oldest beacon of that priority), so
/// impressions, which ad money is counted in, go last. Delivery also starts with the highest
/// priority among the beacons that are due.
public enum BeaconPriority: Int, Comparable, Hashable, Sendable, CaseIterable {
  /// Any other tracking: pause, resume, mute, progress, creativeView, skip, icons, companions,
  /// ad-break events.
  case tracking = 0
  /// `start`, the quartiles and `complete`: the delivery of the ad, as advertisers count it.
  case quartile = 1
  /// `<Error>` pixels (with `[ERRORCODE]`).
  case error = 2
  /// Click tracking.
  case click = 3
  /// Impressions: dropped last.
  case impression = 4

  /// The priority of the linear tracking event `type`: ``quartile`` for `start`, the quartiles
  /// and `complete`, ``tracking`` for the others.
  package init(trackingEvent type: TrackingEventType) {
    switch type {
    case .start, .firstQuartile, .midpoint, .thirdQuartile, .complete:
      self = .quartile
    default:
      self = .tracking
    }
  }

  /// The name used in journals and LOG events (`impression`, `click`, `error`, `quartile`,
  /// `tracking`).
  package var name: String {
    switch self {
    case .tracking: "tracking"
    case .quartile: "quartile"
    case .error: "error"
    case .click: "click"
    case .impression: "impression"
    }
  }

  /// Orders by importance: ``tracking`` is the lowest, ``impression`` the highest.
  public static func < (lhs: BeaconPriority, rhs: BeaconPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
