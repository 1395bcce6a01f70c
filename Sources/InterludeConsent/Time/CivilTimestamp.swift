/// A time as proleptic Gregorian date and time-of-day fields, converted to and from a count of
/// milliseconds since 1970-01-01T00:00:00 and to and from ISO 8601 text, without a calendar or
/// a formatter.
///
/// The one date routine of the package: TC string timestamps (deciseconds since 1970 UTC) and
/// the VAST `[TIMESTAMP]` macro (ISO 8601 with milliseconds and a zone) both go through it.
/// The day arithmetic is Howard Hinnant's `civil_from_days` and `days_from_civil`, exact for
/// every day an `Int` can count.
package struct CivilTimestamp: Hashable, Sendable {
  /// The year (0 is 1 BC, as ISO 8601 counts).
  package var year: Int
  /// The month, 1–12.
  package var month: Int
  /// The day of the month, 1–31.
  package var day: Int
  /// The hour, 0–23.
  package var hour: Int
  /// The minute, 0–59.
  package var minute: Int
  /// The second, 0–59.
  package var second: Int
  /// The millisecond, 0–999.
  package var millisecond: Int

  /// The instants whose UTC year has four digits: 0000-01-01T00:00:00.000Z to
  /// 9999-12-31T23:59:59.999Z, in milliseconds since 1970.
  package static let fourDigitYears: ClosedRange<Int> = -62_167_219_200_000...253_402_300_799_999

  private static let millisecondsPerDay = 86_400_000

  /// Creates a timestamp from its fields, taken as they are.
  package init(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
    millisecond: Int = 0
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.millisecond = millisecond
  }

  /// The fields of the time `milliseconds` after 1970-01-01T00:00:00 (before it when
  /// negative).
  package init(millisecondsSince1970 milliseconds: Int) {
    let (days, timeOfDay) = Self.floorDivision(milliseconds, Self.millisecondsPerDay)
    let date = Self.civilDate(daysSince1970: days)
    self.init(
      year: date.year, month: date.month, day: date.day, hour: timeOfDay / 3_600_000,
      minute: timeOfDay / 60_000 % 60, second: timeOfDay / 1000 % 60,
      millisecond: timeOfDay % 1000)
  }

  /// Milliseconds since 1970-01-01T00:00:00 (negative before it).
  package var millisecondsSince1970: Int {
    let days = Self.daysSince1970(year: year, month: month, day: day)
    return days * Self.millisecondsPerDay + ((hour * 60 + minute) * 60 + second) * 1000
      + millisecond
  }

  /// Reads `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.fffZ` (UTC, one or more fraction
  /// digits, the first three kept); nil for any other text or a field out of its range.
  package init?(iso8601 text: String) {
    let characters = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= characters.count else { return nil }
      var value = 0
      for index in range {
        let character = characters[index]
        guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(character - UInt8(ascii: "0"))
      }
      return value
    }
    func character(_ index: Int, is expected: Unicode.Scalar) -> Bool {
      index < characters.count && characters[index] == UInt8(ascii: expected)
    }
    guard characters.count >= 20, characters.last == UInt8(ascii: "Z"),
      character(4, is: "-"), character(7, is: "-"), character(10, is: "T"),
      character(13, is: ":"), character(16, is: ":"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    var millisecond = 0
    if characters.count > 20 {
      let fraction = 20..<characters.count - 1
      guard character(19, is: "."), !fraction.isEmpty, number(fraction) != nil,
        let digits = number(fraction.lowerBound..<min(fraction.upperBound, 23))
      else { return nil }
      millisecond = digits * [100, 10, 1][min(fraction.count, 3) - 1]
    }
    self.init(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      millisecond: millisecond)
  }

  /// `YYYY-MM-DDTHH:MM:SS.mmm` followed by `Z` for a zero offset or `±HH:MM` otherwise: the
  /// form of the VAST `[TIMESTAMP]` macro and of TC string JSON.
  ///
  /// - Parameters:
  ///   - milliseconds: The instant, in milliseconds since 1970 UTC; clamped to
  ///     ``fourDigitYears``.
  ///   - utcOffsetSeconds: The zone's offset from UTC: the fields are the local time there.
  /// - Returns: The text; a local year before 0000 (near the clamp, west of UTC) is written
  ///   with a sign, one after 9999 with five digits.
  package static func iso8601(
    millisecondsSince1970 milliseconds: Int, utcOffsetSeconds: Int = 0
  ) -> String {
    let instant = min(max(milliseconds, fourDigitYears.lowerBound), fourDigitYears.upperBound)
    let local = CivilTimestamp(millisecondsSince1970: instant + utcOffsetSeconds * 1000)
    var text: [UInt8] = []
    text.reserveCapacity(32)
    func append(_ value: Int, width: Int) {
      if value < 0 { text.append(UInt8(ascii: "-")) }
      var digits = 1
      var rest = value.magnitude / 10
      while rest > 0 {
        digits += 1
        rest /= 10
      }
      let start = text.count
      text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(digits, width)))
      var magnitude = value.magnitude
      var index = text.count - 1
      while magnitude > 0 && index >= start {
        text[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        index -= 1
      }
    }
    func append(_ character: Unicode.Scalar) { text.append(UInt8(ascii: character)) }
    append(local.year, width: 4)
    append("-")
    append(local.month, width: 2)
    append("-")
    append(local.day, width: 2)
    append("T")
    append(local.hour, width: 2)
    append(":")
    append(local.minute, width: 2)
    append(":")
    append(local.second, width: 2)
    append(".")
    append(local.millisecond, width: 3)
    if utcOffsetSeconds == 0 {
      append("Z")
    } else {
      append(utcOffsetSeconds < 0 ? "-" : "+")
      let offsetMinutes = abs(utcOffsetSeconds) / 60
      append(offsetMinutes / 60, width: 2)
      append(":")
      append(offsetMinutes % 60, width: 2)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The date of a day count from 1970-01-01 (Howard Hinnant's `civil_from_days`).
  package static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The days from 1970-01-01 to a date (Howard Hinnant's `days_from_civil`).
  package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let adjustedYear = month <= 2 ? year - 1 : year
    let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
    let yearOfEra = adjustedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// `value / divisor` rounded down, and the remainder that goes with it (never negative for a
  /// positive divisor).
  package static func floorDivision(
    _ value: Int, _ divisor: Int
  ) -> (quotient: Int, remainder: Int) {
    let quotient = value >= 0 ? value / divisor : (value + 1) / divisor - 1
    return (quotient, value - quotient * divisor)
  }
}
