import Interlude
import InterludeVAST

/// One thing that goes wrong in a simulated session, and when: the value the fault matrix's
/// tests and `interlude simulate --fault` share.
///
/// Written `KIND[:ARG]@MOMENT`: `background@00:00:12`, `stall:3@00:02:20`,
/// `destroy@STARTED#2` (inside the delegate callback of the second STARTED),
/// `timeout:wrapper2@00:00:00`. ``SessionFaultKind/catalogue`` lists the kinds. Without a moment,
/// the faults of the media (`stall`, `error`, `load-failure`, and `http-error`, `timeout`,
/// `slow-body`, `reset` aimed at `media`) script the first ad's media; any other needs one.
public struct SessionFault: Hashable, Sendable, CustomStringConvertible {
  /// What goes wrong.
  public var kind: SessionFaultKind
  /// When.
  public var moment: SessionFaultMoment

  /// Creates a fault.
  public init(_ kind: SessionFaultKind, at moment: SessionFaultMoment) {
    self.kind = kind
    self.moment = moment
  }

  /// Reads `KIND[:ARG]@MOMENT`.
  ///
  /// - Throws: ``SessionFaultError`` naming what is wrong.
  public init(parsing text: String) throws(SessionFaultError) {
    let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let kind = try SessionFaultKind(parsing: String(parts[0]))
    guard parts.count > 1 else {
      guard kind.scriptsFirstAd else {
        throw SessionFaultError(
          "\"\(text)\" needs a moment: \(kind.text)@00:00:05 (session time) or "
            + "\(kind.text)@STARTED#2 (an event)")
      }
      self.init(kind, at: .firstAd)
      return
    }
    self.init(kind, at: try Self.moment(String(parts[1]), in: text))
  }

  /// The fault as written: `KIND:ARG@MOMENT` (no `@` for ``SessionFaultMoment/firstAd``).
  public var description: String {
    moment == .firstAd ? kind.text : "\(kind.text)@\(moment.text)"
  }

  private static func moment(
    _ text: String, in fault: String
  ) throws(SessionFaultError)
    -> SessionFaultMoment
  {
    if text.first?.isNumber == true {
      guard let seconds = VASTTime.seconds(from: text) ?? Double(text), seconds >= 0 else {
        throw SessionFaultError(
          "\"\(fault)\": the moment \"\(text)\" is not a time (HH:MM:SS or HH:MM:SS.mmm)")
      }
      return .time(seconds)
    }
    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0]).uppercased()
    guard AdEventType(rawValue: name) != nil || SessionFaultMoment.callbackNames.contains(name)
    else {
      throw SessionFaultError(
        "\"\(fault)\": the moment \"\(text)\" is neither a time (HH:MM:SS) nor an event name "
          + "(STARTED, FIRST_QUARTILE, CONTENT_PAUSE_REQUESTED, AD_ERROR…)")
    }
    guard parts.count > 1 else { return .event(name, occurrence: 1) }
    guard let occurrence = Int(parts[1]), occurrence >= 1 else {
      throw SessionFaultError(
        "\"\(fault)\": after # comes the event's occurrence, 1 or more; got \"\(parts[1])\"")
    }
    return .event(name, occurrence: occurrence)
  }
}
