import Foundation

/// Writes `[TIMESTAMP]`: ISO 8601 with milliseconds and a zone, `2026-11-29T20:18:00.123Z` in
/// UTC or `2026-11-29T15:18:00.123-05:00` elsewhere.
///
/// Calendar arithmetic on the Unix time instead of a `DateFormatter`: formatters are costly to
/// create and not free to use, and a beacon needs only this one fixed format.
enum MacroTimestamp {
  /// Writes `date` in `timeZone` (UTC when nil), percent-encoded (`:` is `%3A`, `+` is `%2B`).
  static func write(_ date: Date, timeZone: TimeZone?, into writer: inout MacroWriter) {
    let offsetSeconds = timeZone?.secondsFromGMT(for: date) ?? 0
    // Years 0000–9999 only; anything beyond (or NaN) is clamped rather than trapping.
    let raw = (date.timeIntervalSince1970 * 1000).rounded(.down)
    let milliseconds = raw.isNaN ? 0 : Int(min(max(raw, -62_167_219_200_000), 253_402_300_799_999))
    let local = milliseconds + offsetSeconds * 1000
    let dayMilliseconds = 86_400_000
    let days = local >= 0 ? local / dayMilliseconds : (local + 1) / dayMilliseconds - 1
    let timeOfDay = local - days * dayMilliseconds
    let (year, month, day) = civilDate(daysSinceEpoch: days)

    writer.appendInteger(year, width: 4)
    writer.appendEncoded(UInt8(ascii: "-"))
    writer.appendInteger(month, width: 2)
    writer.appendEncoded(UInt8(ascii: "-"))
    writer.appendInteger(day, width: 2)
    writer.appendEncoded(UInt8(ascii: "T"))
    writer.appendInteger(timeOfDay / 3_600_000, width: 2)
    writer.appendEncoded(UInt8(ascii: ":"))
    writer.appendInteger(timeOfDay / 60_000 % 60, width: 2)
    writer.appendEncoded(UInt8(ascii: ":"))
    writer.appendInteger(timeOfDay / 1000 % 60, width: 2)
    writer.appendEncoded(UInt8(ascii: "."))
    writer.appendInteger(timeOfDay % 1000, width: 3)
    if offsetSeconds == 0 {
      writer.appendEncoded(UInt8(ascii: "Z"))
    } else {
      writer.appendEncoded(UInt8(ascii: offsetSeconds < 0 ? "-" : "+"))
      let offsetMinutes = abs(offsetSeconds) / 60
      writer.appendInteger(offsetMinutes / 60, width: 2)
      writer.appendEncoded(UInt8(ascii: ":"))
      writer.appendInteger(offsetMinutes % 60, width: 2)
    }
  }

  /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
  /// `civil_from_days`).
  static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
