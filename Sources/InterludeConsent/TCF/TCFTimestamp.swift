/// TC string timestamps, deciseconds since 1970 UTC, as ISO 8601 UTC text and back, through
/// ``CivilTimestamp``.
enum TCFTimestamp {
  /// `YYYY-MM-DDTHH:MM:SS.mmmZ` for a count of deciseconds since 1970 UTC (clamped to the years
  /// 0000–9999).
  static func iso8601(deciseconds: Int64) -> String {
    let (milliseconds, overflow) = Int(deciseconds).multipliedReportingOverflow(by: 100)
    let instant = overflow ? (deciseconds < 0 ? Int.min : Int.max) : milliseconds
    return CivilTimestamp.iso8601(millisecondsSince1970: instant)
  }

  /// Deciseconds since 1970 UTC for `YYYY-MM-DDTHH:MM:SS[.fff]Z` (the first fraction digit
  /// kept); nil for other text.
  static func deciseconds(iso8601 text: String) -> Int64? {
    guard let timestamp = CivilTimestamp(iso8601: text) else { return nil }
    return Int64(CivilTimestamp.floorDivision(timestamp.millisecondsSince1970, 100).quotient)
  }
}
