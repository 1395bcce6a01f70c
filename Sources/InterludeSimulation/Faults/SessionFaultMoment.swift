import InterludeVAST

/// When a ``SessionFault`` strikes.
public enum SessionFaultMoment: Hashable, Sendable {
  /// At this many seconds of the session's clock (`@00:02:20`, `@00:02:20.500`), from the
  /// simulator's loop.
  case time(Double)
  /// Inside the delegate callback of the `occurrence`-th event named `name` (`@STARTED`,
  /// `@STARTED#2`): an ``Interlude/AdEventType`` raw value, or `CONTENT_PAUSE_REQUESTED`,
  /// `CONTENT_RESUME_REQUESTED` and `AD_ERROR` for the delegate's other callbacks.
  case event(String, occurrence: Int)
  /// The first ad's media: a fault given without a moment (`stall`, `error`, `load-failure`,
  /// `timeout`) scripts the first ad that plays.
  case firstAd

  /// The names of the delegate callbacks that are not ad events but are moments too.
  public static let callbackNames = [
    "CONTENT_PAUSE_REQUESTED", "CONTENT_RESUME_REQUESTED", "AD_ERROR",
  ]

  /// The moment as written after `@` (empty for ``firstAd``).
  public var text: String {
    switch self {
    case .time(let seconds): VASTTime.string(from: seconds)
    case .event(let name, let occurrence): occurrence == 1 ? name : "\(name)#\(occurrence)"
    case .firstAd: ""
    }
  }
}
