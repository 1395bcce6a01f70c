/// Appends big-endian bit fields, left to right, for one TC string segment.
///
/// Writes go 64 bits at a time into zeroed storage that is grown ahead of them, so ``bytes``
/// holds the bits written followed by zero bytes: read only its first `(bitCount + 7) / 8`.
struct TCFBitWriter {
  /// The bits written, from the most significant bit of the first byte, then zero bytes.
  private(set) var bytes: [UInt8]
  /// The number of bits written.
  private(set) var bitCount = 0

  /// The zero bytes kept past the last byte written to, so a 64-bit store there stays inside
  /// the storage.
  private static let slack = 8

  init(capacityBits: Int = 256) {
    bytes = [UInt8](repeating: 0, count: capacityBits / 8 + 1 + Self.slack)
  }

  /// Appends the low `count` bits of `value` (which must fit).
  mutating func write(_ value: Int, _ count: Int) {
    guard count > 0 else { return }
    guard count <= 57 else {
      write(value >> 32, count - 32)
      write(value, 32)
      return
    }
    let start = bitCount
    reserve(bits: start + count)
    let field = UInt64(truncatingIfNeeded: value) & (UInt64.max >> UInt64(64 - count))
    bytes.withUnsafeMutableBytes { raw in
      let offset = start >> 3
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
      let placed = word | field << UInt64(64 - (start & 7) - count)
      raw.storeBytes(of: placed.bigEndian, toByteOffset: offset, as: UInt64.self)
    }
    bitCount = start + count
  }

  /// Appends one bit.
  mutating func writeBit(_ bit: Bool) {
    write(bit ? 1 : 0, 1)
  }

  /// Appends a bitfield of `count` bits in which ID `i + 1` sets bit `i`; IDs must lie in
  /// `1...count`.
  mutating func writeBitfield(_ ids: [Int], count: Int) {
    let start = bitCount
    reserve(bits: start + count)
    bytes.withUnsafeMutableBufferPointer { output in
      for id in ids {
        precondition(UInt(bitPattern: id &- 1) < UInt(count), "bitfield ID outside its field")
        let bit = start + id - 1
        output[bit >> 3] |= 0x80 &>> UInt8(truncatingIfNeeded: bit & 7)
      }
    }
    bitCount = start + count
  }

  /// Appends zero bits up to a multiple of `multiple`.
  mutating func pad(toMultipleOf multiple: Int) {
    let end = (bitCount + multiple - 1) / multiple * multiple
    reserve(bits: end)
    bitCount = end
  }

  /// Makes the storage hold `bits` bits plus the slack, at least doubling it when it grows.
  @inline(__always)
  private mutating func reserve(bits: Int) {
    let needed = (bits + 7) >> 3 + Self.slack
    if needed > bytes.count {
      bytes += [UInt8](repeating: 0, count: max(needed - bytes.count, bytes.count))
    }
  }
}
