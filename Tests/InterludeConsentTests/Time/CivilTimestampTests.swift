import InterludeConsent
import Testing

/// The package's one date routine: civil dates from day counts and back, ISO 8601 text with
/// milliseconds and a zone (the VAST `[TIMESTAMP]` macro, TC string JSON) and its parsing.
@Suite("CivilTimestamp")
struct CivilTimestampTests {
  @Test("the epoch and the millisecond before it")
  func epoch() {
    #expect(
      CivilTimestamp(millisecondsSince1970: 0)
        == CivilTimestamp(year: 1970, month: 1, day: 1))
    #expect(
      CivilTimestamp(millisecondsSince1970: -1)
        == CivilTimestamp(
          year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999))
    #expect(CivilTimestamp.daysSince1970(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilTimestamp.iso8601(millisecondsSince1970: 0) == "1970-01-01T00:00:00.000Z")
    #expect(CivilTimestamp.iso8601(millisecondsSince1970: -500) == "1969-12-31T23:59:59.500Z")
  }

  @Test(
    "February has 29 days in years divisible by 4, but not by 100 unless by 400",
    arguments: [
      (2024, true), (2023, false), (2000, true), (1900, false), (2100, false), (1600, true),
      (0, true), (-4, true), (-100, false),
    ])
  func leapYears(year: Int, isLeap: Bool) {
    let february = CivilTimestamp.daysSince1970(year: year, month: 2, day: 28)
    let march = CivilTimestamp.daysSince1970(year: year, month: 3, day: 1)
    #expect(march - february == (isLeap ? 2 : 1))
    let nextDay = CivilTimestamp.civilDate(daysSince1970: february + 1)
    #expect(nextDay == (isLeap ? (year, 2, 29) : (year, 3, 1)))
    let yearLength =
      CivilTimestamp.daysSince1970(year: year + 1, month: 1, day: 1)
      - CivilTimestamp.daysSince1970(year: year, month: 1, day: 1)
    #expect(yearLength == (isLeap ? 366 : 365))
  }

  @Test("every day from 1583 to 2600 follows the one before, and converts back to its count")
  func consecutiveDays() {
    let first = CivilTimestamp.daysSince1970(year: 1583, month: 1, day: 1)
    let last = CivilTimestamp.daysSince1970(year: 2600, month: 12, day: 31)
    var previous = CivilTimestamp.civilDate(daysSince1970: first - 1)
    #expect(previous == (1582, 12, 31))
    for days in first...last {
      let date = CivilTimestamp.civilDate(daysSince1970: days)
      let expected =
        date.day > 1
        ? (previous.year, previous.month, previous.day + 1)
        : date.month > 1 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
      guard date == expected,
        CivilTimestamp.daysSince1970(year: date.year, month: date.month, day: date.day) == days
      else {
        Issue.record("day \(days) is \(date) after \(previous)")
        return
      }
      previous = date
    }
  }

  @Test("far dates: the four-digit years' bounds, clamping, and day counts far from the epoch")
  func farDates() {
    let bounds = CivilTimestamp.fourDigitYears
    #expect(
      CivilTimestamp.iso8601(millisecondsSince1970: bounds.lowerBound)
        == "0000-01-01T00:00:00.000Z")
    #expect(
      CivilTimestamp.iso8601(millisecondsSince1970: bounds.upperBound)
        == "9999-12-31T23:59:59.999Z")
    #expect(CivilTimestamp.iso8601(millisecondsSince1970: .min) == "0000-01-01T00:00:00.000Z")
    #expect(CivilTimestamp.iso8601(millisecondsSince1970: .max) == "9999-12-31T23:59:59.999Z")
    #expect(
      CivilTimestamp(millisecondsSince1970: bounds.upperBound).millisecondsSince1970
        == bounds.upperBound)
    // 2^36 deciseconds, past the largest TC string timestamp.
    #expect(
      CivilTimestamp.iso8601(millisecondsSince1970: 6_871_947_673_600)
        == "2187-10-06T10:21:13.600Z")
    for days in [-1_000_000_000, -719_529, 2_932_896, 1_000_000_000] {
      let date = CivilTimestamp.civilDate(daysSince1970: days)
      #expect(
        CivilTimestamp.daysSince1970(year: date.year, month: date.month, day: date.day) == days)
    }
  }

  @Test(
    "the [TIMESTAMP] form: milliseconds, then Z in UTC or the zone's offset as ±HH:MM",
    arguments: [
      (1_795_983_480_123, 0, "2026-11-29T20:18:00.123Z"),
      (1_795_983_480_123, -5 * 3600, "2026-11-29T15:18:00.123-05:00"),
      (1_795_983_480_123, 5 * 3600 + 1800, "2026-11-30T01:48:00.123+05:30"),
      (1_709_208_000_000, 0, "2024-02-29T12:00:00.000Z"),
      (1_709_208_000_000, 12 * 3600 + 45 * 60, "2024-03-01T00:45:00.000+12:45"),
      (-62_167_219_200_000, -5 * 3600, "-0001-12-31T19:00:00.000-05:00"),
      (253_402_300_799_999, 14 * 3600, "10000-01-01T13:59:59.999+14:00"),
    ])
  func macroForm(milliseconds: Int, offset: Int, expected: String) {
    #expect(
      CivilTimestamp.iso8601(millisecondsSince1970: milliseconds, utcOffsetSeconds: offset)
        == expected)
  }

  @Test(
    "UTC text reads back, with any number of fraction digits (the first three kept)",
    arguments: [
      ("2020-03-05T19:24:40.900Z", 1_583_436_280_900),
      ("2020-03-05T19:24:40.9Z", 1_583_436_280_900),
      ("2020-03-05T19:24:40.98765Z", 1_583_436_280_987),
      ("2020-03-05T19:24:40Z", 1_583_436_280_000),
      ("1969-12-31T23:59:59.999Z", -1),
      ("0000-01-01T00:00:00.000Z", -62_167_219_200_000),
    ])
  func parsing(text: String, milliseconds: Int) throws {
    let timestamp = try #require(CivilTimestamp(iso8601: text))
    #expect(timestamp.millisecondsSince1970 == milliseconds)
  }

  @Test(
    "other text does not read",
    arguments: [
      "", "2020-03-05", "2020-03-05T19:24:40.900", "2020-03-05T19:24:40+01:00",
      "2020-03-05 19:24:40Z", "2020/03/05T19:24:40Z", "2020-13-05T19:24:40Z",
      "2020-03-32T19:24:40Z", "2020-03-05T24:00:00Z", "2020-03-05T19:60:40Z",
      "2020-03-05T19:24:60Z", "2020-03-05T19:24:40.Z", "2020-03-05T19:24:40.9xZ",
      "2020-03-05T19:24:40,9Z", "+020-03-05T19:24:40Z",
    ])
  func rejected(text: String) {
    #expect(CivilTimestamp(iso8601: text) == nil)
  }

  @Test("floor division rounds down and leaves a remainder that is never negative")
  func floorDivision() {
    #expect(CivilTimestamp.floorDivision(7, 5) == (1, 2))
    #expect(CivilTimestamp.floorDivision(-7, 5) == (-2, 3))
    #expect(CivilTimestamp.floorDivision(-5, 5) == (-1, 0))
    #expect(CivilTimestamp.floorDivision(0, 5) == (0, 0))
  }
}
