package import Foundation

/// Converts between seconds and the `HH:MM:SS[.mmm]` clock values of VAST and VMAP.
package enum VASTTime {
  /// Parses `HH:MM:SS` with an optional fraction (`00:00:15`, `00:01:02.250`).
  ///
  /// Hours may have up to nine digits, minutes one or two, seconds two; both must be below 60;
  /// the fraction may have any number of digits. Surrounding white space is ignored. Returns nil
  /// for anything else, including negative or empty values.
  package static func seconds(from text: String) -> TimeInterval? {
    var text = text
    return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
  }

  /// Formats seconds as `HH:MM:SS.mmm`.
  ///
  /// Negative values and NaN are written as zero; values beyond nine digits of hours (the most
  /// ``seconds(from:)`` reads), infinity included, as `999999999:59:59.999`.
  package static func string(from seconds: TimeInterval) -> String {
    let milliseconds = (seconds * 1000).rounded()
    let totalMilliseconds = milliseconds > 0 ? Int(min(milliseconds, largestMilliseconds)) : 0
    let hours = totalMilliseconds / 3_600_000
    let minutes = totalMilliseconds / 60_000 % 60
    let secs = totalMilliseconds / 1000 % 60
    let millis = totalMilliseconds % 1000
    return pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(secs, 2) + "." + pad(millis, 3)
  }

  /// `999999999:59:59.999` in milliseconds: the largest time the parser reads back.
  private static let largestMilliseconds = 3_599_999_999_999_999.0

  /// `25` for 25.0 and `12.5` for 12.5: numbers without a needless fraction.
  static func compactNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A byte-level parser: durations are read for every linear ad and icon, so this avoids
  /// splitting strings and Foundation's trimming.
  private static func parse(_ bytes: UnsafeRawBufferPointer) -> TimeInterval? {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && String.isXMLSpace(bytes[start]) { start += 1 }
    while end > start && String.isXMLSpace(bytes[end - 1]) { end -= 1 }
    var index = start
    func digits(max: Int) -> (value: Int, count: Int) {
      var value = 0
      var count = 0
      while index < end, count < max, (0x30...0x39).contains(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 0x30)
        count += 1
        index += 1
      }
      return (value, count)
    }
    func expect(_ byte: UInt8) -> Bool {
      guard index < end, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    let hours = digits(max: 9)
    guard hours.count >= 1, expect(UInt8(ascii: ":")) else { return nil }
    let minutes = digits(max: 2)
    guard minutes.count >= 1, minutes.value < 60, expect(UInt8(ascii: ":")) else { return nil }
    let secs = digits(max: 2)
    guard secs.count == 2, secs.value < 60 else { return nil }
    let whole = hours.value * 3600 + minutes.value * 60 + secs.value
    guard expect(UInt8(ascii: ".")) else { return index == end ? TimeInterval(whole) : nil }
    let fraction = digits(max: 15)
    guard fraction.count >= 1 else { return nil }
    while index < end && (0x30...0x39).contains(bytes[index]) { index += 1 }  // Past 15 digits.
    guard index == end else { return nil }
    // One correctly rounded division of exact integers: 00:59:59.999 is exactly 3599.999.
    let scale = (0..<fraction.count).reduce(1.0) { value, _ in value * 10 }
    return (Double(whole) * scale + Double(fraction.value)) / scale
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
