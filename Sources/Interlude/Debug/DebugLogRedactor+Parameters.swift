import Foundation

/// Redaction by parameter name, for identifiers whose value the redactor cannot know in
/// advance.
extension DebugLogRedactor {
  /// The parameters whose value identifies the user whatever it is: `ssj`, Google Ad
  /// Manager's secure signals (the signals of the loader's ``SecureSignalsProvider``s and the
  /// publisher's own, which identify the user as an identifier does; ``AdTagParameters`` sends
  /// them only when the advertising identifier may be sent).
  static let identifierParameters = ["ssj"]

  /// `line` with the value of every ``identifierParameters`` parameter replaced by `marker`,
  /// and those values, percent-decoded.
  ///
  /// A parameter is its name (any case) after the start of the line, white space, `?`, `&` or
  /// `;`, or after `?` or `&` percent-encoded once or more (`%3F`, `%26`, `%2526`: a URL
  /// nested in another's query), followed by `=` written the same way (`=`, `%3D`, `%253D`).
  /// Its value runs to the next `&`, `#`, white space or quote, raw or percent-encoded.
  static func replacingIdentifierParameters(
    in line: String, with marker: String
  ) -> (line: String, values: [String]) {
    let bytes = Array(line.utf8)
    var output: [UInt8] = []
    var values: [String] = []
    var copiedUpTo = 0
    var index = 0
    while index < bytes.count {
      guard let name = identifierParameters.first(where: { startsName($0, in: bytes, at: index) }),
        let valueStart = valueStart(in: bytes, after: index + name.utf8.count)
      else {
        index += 1
        continue
      }
      let valueEnd = valueEnd(in: bytes, from: valueStart)
      guard valueEnd > valueStart else {
        index = valueStart
        continue
      }
      output.append(contentsOf: bytes[copiedUpTo..<valueStart])
      output.append(contentsOf: marker.utf8)
      values.append(decoded(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)))
      index = valueEnd
      copiedUpTo = valueEnd
    }
    guard copiedUpTo > 0 else { return (line, []) }
    output.append(contentsOf: bytes[copiedUpTo...])
    return (String(decoding: output, as: UTF8.self), values)
  }

  /// Whether parameter `name` starts at `index`: the name, in any case, after a separator.
  private static func startsName(_ name: String, in bytes: [UInt8], at index: Int) -> Bool {
    let name = Array(name.utf8)
    guard index + name.count <= bytes.count,
      zip(name, bytes[index...]).allSatisfy({ $0 == $1 | 0x20 })
    else { return false }
    guard index > 0 else { return true }
    switch bytes[index - 1] {
    case UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: " "),
      UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      return true
    default:
      return encodedEnd(in: bytes, before: index, oneOf: ["3f", "26"])
    }
  }

  /// The index just past the `=` (raw or percent-encoded) at `index`, else nil.
  private static func valueStart(in bytes: [UInt8], after index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "=") { return index + 1 }
    return escape(in: bytes, at: index, oneOf: ["3d"])
  }

  /// Where the value starting at `start` ends: at the first `&`, `#`, white space or quote,
  /// raw or percent-encoded, or at the end of the line.
  private static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: " "), UInt8(ascii: "\t"),
        UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        return index
      case UInt8(ascii: "%") where escape(in: bytes, at: index, oneOf: ["26", "23", "20"]) != nil:
        return index
      default:
        index += 1
      }
    }
    return index
  }

  /// The index just past the escape at `index` when it is `%`, any number of `25` (a `%`
  /// encoded again), then one of `codes` (lower-case hex, matched in any case); else nil.
  private static func escape(in bytes: [UInt8], at index: Int, oneOf codes: [String]) -> Int? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "%") else { return nil }
    var next = index + 1
    while true {
      for code in codes where matches(code, in: bytes, at: next) { return next + 2 }
      guard matches("25", in: bytes, at: next) else { return nil }
      next += 2
    }
  }

  /// Whether an escape ending just before `end` is one of `codes`, after `%` and any number of
  /// `25`.
  private static func encodedEnd(
    in bytes: [UInt8], before end: Int, oneOf codes: [String]
  )
    -> Bool
  {
    guard end >= 3, codes.contains(where: { matches($0, in: bytes, at: end - 2) }) else {
      return false
    }
    var index = end - 2
    while index >= 1 {
      if bytes[index - 1] == UInt8(ascii: "%") { return true }
      guard index >= 3, matches("25", in: bytes, at: index - 2) else { return false }
      index -= 2
    }
    return false
  }

  /// Whether the two hex digits `code` (lower case) are at `index`, in any case.
  private static func matches(_ code: String, in bytes: [UInt8], at index: Int) -> Bool {
    let code = Array(code.utf8)
    return index + 2 <= bytes.count && bytes[index] | 0x20 == code[0] | 0x20
      && bytes[index + 1] | 0x20 == code[1] | 0x20
  }

  /// `value` with its percent-encoding removed, as many times as it was applied (twice at
  /// most: a URL nested in another's query).
  private static func decoded(_ value: String) -> String {
    var value = value
    for _ in 0..<2 {
      guard value.contains("%"), let once = value.removingPercentEncoding else { break }
      value = once
    }
    return value
  }
}
