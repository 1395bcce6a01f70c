public import Foundation

/// A point inside an ad, as VAST writes it for `skipoffset`, progress tracking and icon offsets:
/// either a time (`HH:MM:SS[.mmm]`) or a percentage of the ad's duration (`n%`).
public enum AdOffset: Hashable, Sendable {
  /// A time from the start of the ad, in seconds.
  case time(TimeInterval)
  /// A percentage (0–100) of the ad's duration.
  case percentage(Double)

  /// Parses `HH:MM:SS[.mmm]` or `n%`; returns nil for anything else.
  package init?(vastValue: String) {
    let text = vastValue.trimmingXMLWhitespace()
    if text.hasSuffix("%") {
      guard let value = Double(text.dropLast()), value.isFinite, (0...100).contains(value) else {
        return nil
      }
      self = .percentage(value)
    } else if let seconds = VASTTime.seconds(from: text) {
      self = .time(seconds)
    } else {
      return nil
    }
  }

  /// The offset in seconds for an ad of the given duration.
  package func seconds(ofDuration duration: TimeInterval) -> TimeInterval {
    switch self {
    case .time(let seconds): seconds
    case .percentage(let value): duration * value / 100
    }
  }

  /// The VAST text form (`00:00:05.000` or `25%`).
  public var vastValue: String {
    switch self {
    case .time(let seconds): VASTTime.string(from: seconds)
    case .percentage(let value): "\(VASTTime.compactNumber(value))%"
    }
  }
}
