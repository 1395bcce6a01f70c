/// Reads big-endian bit fields from one base64url-encoded GPP segment, never past its end.
struct GPPBitReader {
  /// The segment's bits, one element per bit.
  private(set) var bits: [Bool]
  /// The index of the next bit to read.
  private(set) var position = 0

  /// The number of bits left.
  var remaining: Int { bits.count - position }

  /// Decodes a base64url segment (`A-Z a-z 0-9 - _`, no padding) into its bits.
  init(base64URL text: Substring) throws(GPPError) {
    var bits: [Bool] = []
    bits.reserveCapacity(text.utf8.count * 6)
    for byte in text.utf8 {
      guard let value = Self.sextet(byte) else {
        throw GPPError(
          .invalidCharacter,
          detail: "'\(Character(Unicode.Scalar(byte)))' is not a base64url character")
      }
      for shift in stride(from: 5, through: 0, by: -1) {
        bits.append((value >> UInt8(shift)) & 1 == 1)
      }
    }
    self.bits = bits
  }

  /// A reader of these bits, from the first.
  init(bits: [Bool]) {
    self.bits = bits
  }

  private static func sextet(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }

  /// Reads an unsigned integer of `width` bits (at most 62).
  mutating func int(_ width: Int, _ field: String) throws(GPPError) -> Int {
    guard width >= 0, width <= 62, remaining >= width else {
      throw GPPError(.truncated, detail: "\(field) needs \(width) bits, \(remaining) left")
    }
    var value = 0
    for offset in 0..<width {
      value = value << 1 | (bits[position + offset] ? 1 : 0)
    }
    position += width
    return value
  }

  /// Reads one bit as a Boolean (1 = true).
  mutating func bool(_ field: String) throws(GPPError) -> Bool {
    try int(1, field) == 1
  }

  /// Reads `count` integers of `width` bits each.
  mutating func ints(_ count: Int, width: Int, _ field: String) throws(GPPError) -> [Int] {
    var values: [Int] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      values.append(try int(width, field))
    }
    return values
  }

  /// Reads a bitfield of `count` bits.
  mutating func bools(_ count: Int, _ field: String) throws(GPPError) -> [Bool] {
    guard count >= 0, remaining >= count else {
      throw GPPError(.truncated, detail: "\(field) needs \(count) bits, \(remaining) left")
    }
    defer { position += count }
    return Array(bits[position..<position + count])
  }

  /// The longest Fibonacci code accepted, which keeps every value far from overflow.
  static let maximumFibonacciBits = 40

  /// Reads a Fibonacci-coded positive integer (`11` = 1, `011` = 2, `0011` = 3, `1011` = 4 …);
  /// a code longer than ``maximumFibonacciBits`` fails with `tooLong`.
  mutating func fibonacci(
    _ field: String, tooLong: GPPError.Kind = .invalidSectionIDs
  ) throws(GPPError) -> Int {
    var value = 0
    var previousBit = false
    var terms = (1, 2)
    var index = 0
    while true {
      guard index <= Self.maximumFibonacciBits else {
        throw GPPError(tooLong, detail: "\(field): Fibonacci code is too long")
      }
      guard remaining > 0 else {
        throw GPPError(.truncated, detail: "\(field): Fibonacci code has no terminating 11")
      }
      let bit = bits[position]
      position += 1
      if bit && previousBit { return value }
      if bit { value += terms.0 }
      terms = (terms.1, terms.0 + terms.1)
      previousBit = bit
      index += 1
    }
  }
}
