import Foundation
import InterludeConsent

/// Writes `[TIMESTAMP]`: ISO 8601 with milliseconds and a zone, `2026-11-29T20:18:00.123Z` in
/// UTC or `2026-11-29T15:18:00.123-05:00` elsewhere.
///
/// The text comes from ``CivilTimestamp``'s calendar arithmetic instead of a `DateFormatter`:
/// formatters are costly to create and not free to use, and a beacon needs only this one fixed
/// format.
enum MacroTimestamp {
  /// Writes `date` in `timeZone` (UTC when nil), percent-encoded (`:` is `%3A`, `+` is `%2B`).
  static func write(_ date: Date, timeZone: TimeZone?, into writer: inout MacroWriter) {
    let offsetSeconds = timeZone?.secondsFromGMT(for: date) ?? 0
    // Years 0000–9999 only; anything beyond (or NaN) is clamped rather than trapping.
    let years = CivilTimestamp.fourDigitYears
    let raw = (date.timeIntervalSince1970 * 1000).rounded(.down)
    let milliseconds =
      raw.isNaN ? 0 : Int(min(max(raw, Double(years.lowerBound)), Double(years.upperBound)))
    writer.appendEncoded(
      CivilTimestamp.iso8601(millisecondsSince1970: milliseconds, utcOffsetSeconds: offsetSeconds))
  }
}
