/// Appends big-endian bit fields, left to right, for one TC string segment.
struct TCFBitWriter {
  private(set) var bytes: [UInt8] = []
  private(set) var bitCount = 0

  init(capacityBits: Int = 256) {
    bytes.reserveCapacity(capacityBits / 8 + 1)
  }

  /// Appends the low `count` bits of `value` (which must fit).
  mutating func write(_ value: Int, _ count: Int) {
    var index = count - 1
    while index >= 0 {
      writeBit((value >> index) & 1 == 1)
      index -= 1
    }
  }

  /// Appends one bit.
  mutating func writeBit(_ bit: Bool) {
    if bitCount & 7 == 0 { bytes.append(0) }
    if bit { bytes[bitCount >> 3] |= 0x80 >> UInt8(bitCount & 7) }
    bitCount += 1
  }

  /// Appends a bitfield of `count` bits in which ID `i + 1` sets bit `i`; IDs must lie in
  /// `1...count`.
  mutating func writeBitfield(_ ids: [Int], count: Int) {
    let start = bitCount
    let end = start + count
    let needed = (end + 7) / 8
    if needed > bytes.count {
      bytes.append(contentsOf: repeatElement(0, count: needed - bytes.count))
    }
    for id in ids {
      let bit = start + id - 1
      bytes[bit >> 3] |= 0x80 >> UInt8(bit & 7)
    }
    bitCount = end
  }

  /// Appends zero bits up to a multiple of `multiple`.
  mutating func pad(toMultipleOf multiple: Int) {
    while bitCount % multiple != 0 { writeBit(false) }
  }
}
