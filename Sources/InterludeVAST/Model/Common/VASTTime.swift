public import Foundation

/// Converts between seconds and the `HH:MM:SS[.mmm]` clock values of VAST and VMAP.
public enum VASTTime {
  /// Parses `HH:MM:SS` with an optional fraction (`00:00:15`, `00:01:02.250`).
  ///
  /// Hours may have any number of digits; minutes and seconds must be below 60. Returns nil for
  /// anything else, including negative or empty values.
  public static func seconds(from text: String) -> TimeInterval? {
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(
      separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3,
      let hours = Int(parts[0]), hours >= 0,
      let minutes = Int(parts[1]), (0..<60).contains(minutes), parts[1].count <= 2,
      isSeconds(parts[2]), let seconds = Double(parts[2]), seconds < 60
    else { return nil }
    return TimeInterval(hours * 3600 + minutes * 60) + seconds
  }

  /// Formats seconds as `HH:MM:SS.mmm`.
  public static func string(from seconds: TimeInterval) -> String {
    let totalMilliseconds = Int((max(0, seconds) * 1000).rounded())
    let hours = totalMilliseconds / 3_600_000
    let minutes = totalMilliseconds / 60_000 % 60
    let secs = totalMilliseconds / 1000 % 60
    let millis = totalMilliseconds % 1000
    return pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(secs, 2) + "." + pad(millis, 3)
  }

  /// `25` for 25.0 and `12.5` for 12.5: numbers without a needless fraction.
  static func compactNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func isSeconds(_ text: Substring) -> Bool {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count), pieces[0].count == 2 else { return false }
    return pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
