/// ISO-8601 UTC text for TC string timestamps (deciseconds since 1970), without a formatter.
enum TCFTimestamp {
  /// `YYYY-MM-DDTHH:MM:SS.mmmZ` for a count of deciseconds since 1970 UTC.
  static func iso8601(deciseconds: Int64) -> String {
    let milliseconds = deciseconds * 100
    var days = milliseconds / 86_400_000
    var rest = milliseconds % 86_400_000
    if rest < 0 {
      rest += 86_400_000
      days -= 1
    }
    let (year, month, day) = civil(days: days)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let hours = rest / 3_600_000
    let minutes = rest / 60_000 % 60
    let seconds = rest / 1000 % 60
    let millis = rest % 1000
    let fraction = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    let yearText =
      year < 1000
      ? String(repeating: "0", count: 4 - "\(year)".count) + "\(year)"
      : "\(year)"
    return "\(yearText)-\(two(month))-\(two(day))T\(two(hours)):\(two(minutes)):\(two(seconds))."
      + "\(fraction)Z"
  }

  /// Deciseconds since 1970 UTC for `YYYY-MM-DDTHH:MM:SS[.fff]Z`; nil for other text.
  static func deciseconds(iso8601 text: String) -> Int64? {
    let characters = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int64? {
      guard range.upperBound <= characters.count else { return nil }
      var value: Int64 = 0
      for index in range {
        let character = characters[index]
        guard character >= 48, character <= 57 else { return nil }
        value = value * 10 + Int64(character - 48)
      }
      return value
    }
    guard characters.count >= 20, characters.last == UInt8(ascii: "Z"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var tenths: Int64 = 0
    if characters.count > 20 {
      guard characters[19] == UInt8(ascii: "."), let digit = number(20..<21) else { return nil }
      tenths = digit
    }
    let days = daysFromCivil(year: year, month: month, day: day)
    return ((days * 86_400) + hour * 3600 + minute * 60 + second) * 10 + tenths
  }

  /// Year, month, day for days since 1970-01-01 (Howard Hinnant's civil_from_days).
  private static func civil(days: Int64) -> (Int64, Int64, Int64) {
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

  /// Days since 1970-01-01 for a civil date (Howard Hinnant's days_from_civil).
  private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let adjustedYear = month <= 2 ? year - 1 : year
    let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
    let yearOfEra = adjustedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
