extension GPPBitReader {
  /// Reads a `Range (Fibonacci)`: a 12-bit count, then per entry an `isRange` bit, the
  /// Fibonacci-coded offset from the previous ID (0 at first) and, for a range, its
  /// Fibonacci-coded length. IDs beyond `maximum` fail with `kind`, which keeps a range from
  /// spelling out millions of IDs.
  mutating func fibonacciRange(
    _ field: String, maximum: Int, kind: GPPError.Kind
  ) throws(GPPError) -> [Int] {
    let count = try int(12, "\(field) count")
    var ids: [Int] = []
    var previous = 0
    for _ in 0..<count {
      let isRange = try bool("\(field) isRange")
      let start = previous + (try fibonacci("\(field) offset", tooLong: kind))
      let end = isRange ? start + (try fibonacci("\(field) range length", tooLong: kind)) : start
      guard end <= maximum else {
        throw GPPError(kind, detail: "\(field): ID \(end) is beyond \(maximum)")
      }
      ids.append(contentsOf: start...end)
      previous = end
    }
    return ids
  }

  /// Reads a `Range (Int)`, the fixed-width form older writers used: a 12-bit count, then per
  /// entry an `isRange` bit and a 16-bit ID or a 16-bit first and last ID (IDs start at 1).
  mutating func integerRange(_ field: String) throws(GPPError) -> [Int] {
    let count = try int(12, "\(field) count")
    var ids: [Int] = []
    for _ in 0..<count {
      let isRange = try bool("\(field) isRange")
      let start = try int(16, "\(field) ID")
      let end = isRange ? try int(16, "\(field) last ID") : start
      guard start >= 1, start <= end else {
        throw GPPError(
          .invalidSection, detail: "\(field): \(start)-\(end) is no range of IDs from 1")
      }
      ids.append(contentsOf: start...end)
    }
    return ids
  }

  /// Reads an `OptimizedRange` as iabgpp-es writes it: the largest ID in 16 bits, an
  /// `isRange` bit, then a range (``fibonacciRange(_:maximum:kind:)``, or ``integerRange(_:)``
  /// when `fibonacci` is false, the form of older writers) or a bitfield as long as the
  /// largest ID.
  mutating func optimizedRange(_ field: String, fibonacci: Bool) throws(GPPError) -> [Int] {
    let maximum = try int(16, "\(field) maximum ID")
    guard try bool("\(field) isRange") else {
      let bitfield = try bools(maximum, field)
      return bitfield.indices.filter { bitfield[$0] }.map { $0 + 1 }
    }
    return fibonacci
      ? try fibonacciRange(field, maximum: 0xFFFF, kind: .invalidSection)
      : try integerRange(field)
  }

  /// Reads an `N-ArrayOfRanges(keyWidth, typeWidth)`: a 12-bit count, then per record a key, a
  /// type and its IDs (an ``optimizedRange(_:fibonacci:)``, or a ``integerRange(_:)`` when
  /// `fibonacci` is false, the form of older writers).
  mutating func rangeEntries(
    _ field: String, keyWidth: Int, typeWidth: Int, fibonacci: Bool
  ) throws(GPPError) -> [GPPRangeEntry] {
    let count = try int(12, "\(field) count")
    var entries: [GPPRangeEntry] = []
    for _ in 0..<count {
      let key = try int(keyWidth, "\(field) key")
      let type = try int(typeWidth, "\(field) type")
      let ids =
        fibonacci ? try optimizedRange("\(field) IDs", fibonacci: true) : try integerRange(field)
      entries.append(GPPRangeEntry(key: key, type: type, ids: ids))
    }
    return entries
  }

  /// Reads a `String(count)`: per character 6 bits, the letter `A` plus the value (63 is a
  /// space, as iabgpp-es writes a short string); trailing spaces are dropped.
  mutating func string(_ count: Int, _ field: String) throws(GPPError) -> String {
    var text = ""
    for _ in 0..<count {
      let value = try int(6, field)
      text.append(value == 63 ? " " : Character(Unicode.Scalar(UInt8(65 + value))))
    }
    while text.last == " " { text.removeLast() }
    return text
  }
}
