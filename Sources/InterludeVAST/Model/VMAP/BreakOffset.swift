public import Foundation

/// The `timeOffset` of a VMAP ad break.
public enum BreakOffset: Hashable, Sendable {
  /// `start`: before the content (pre-roll).
  case start
  /// `end`: after the content (post-roll).
  case end
  /// `HH:MM:SS[.mmm]`: a time into the content, in seconds.
  case time(TimeInterval)
  /// `n%`: a percentage (0–100) of the content's duration.
  case percentage(Double)
  /// `#m`: the m-th cue point (break opportunity), starting at 1.
  case position(Int)

  /// Parses a `timeOffset` value; returns nil when it has none of the five forms.
  package init?(vmapValue: String) {
    let text = vmapValue.trimmingXMLWhitespace()
    switch text.lowercased() {
    case "start": self = .start
    case "end": self = .end
    default:
      if text.hasPrefix("#") {
        guard let index = Int(text.dropFirst()), index >= 1 else { return nil }
        self = .position(index)
      } else if let offset = AdOffset(vastValue: text) {
        switch offset {
        case .time(let seconds): self = .time(seconds)
        case .percentage(let value): self = .percentage(value)
        }
      } else {
        return nil
      }
    }
  }

  /// The VMAP text form.
  public var vmapValue: String {
    switch self {
    case .start: "start"
    case .end: "end"
    case .time(let seconds): AdOffset.time(seconds).vastValue
    case .percentage(let value): AdOffset.percentage(value).vastValue
    case .position(let index): "#\(index)"
    }
  }

  /// The break's time in seconds, given the content's duration when it is known.
  ///
  /// Returns 0 for `start`; nil for `end` or a percentage without a duration, and for `#m`
  /// positions, which depend on the content's cue points rather than its clock.
  package func seconds(contentDuration: TimeInterval?) -> TimeInterval? {
    switch self {
    case .start: 0
    case .time(let seconds): seconds
    case .end: contentDuration
    case .percentage(let value): contentDuration.map { $0 * value / 100 }
    case .position: nil
    }
  }
}
