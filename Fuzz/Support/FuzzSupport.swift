// Shared by every fuzz target: compiled into each entry by Scripts/fuzz, never by SwiftPM.

/// Stops the run when an invariant does not hold; libFuzzer reports the trap as a crash and
/// saves the input as `crash-<sha1>`.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition() else { return }
  fatalError("invariant broken: \(message())", file: file, line: line)
}

/// The fuzz input as bytes; empty when libFuzzer passes no buffer.
func fuzzBytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
  guard let start, count > 0 else { return [] }
  return Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// Reads little-endian integers and doubles from a byte slice, zero once it runs out, so that
/// every input, however short, gives a complete set of values.
struct ByteStream {
  private let bytes: [UInt8]
  private var position = 0

  init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    self.bytes = Array(bytes)
  }

  /// The next byte, or 0.
  mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }

  /// The next eight bytes as an unsigned integer.
  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// The next eight bytes as an integer (any value, `Int.min` and `Int.max` included).
  mutating func int() -> Int { Int(truncatingIfNeeded: uint64()) }

  /// A small integer: one byte, sign-extended (-128...127), the range real values live in.
  mutating func smallInt() -> Int { Int(Int8(bitPattern: byte())) }

  /// The next eight bytes as a double (NaN, infinities and subnormals included).
  mutating func double() -> Double { Double(bitPattern: uint64()) }

  /// The next bit of a byte read as flags.
  mutating func bool() -> Bool { byte() & 1 == 1 }
}

/// Splits `bytes` at every `separator`, keeping empty pieces.
func split(_ bytes: [UInt8], at separator: UInt8) -> [[UInt8]] {
  bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
}
