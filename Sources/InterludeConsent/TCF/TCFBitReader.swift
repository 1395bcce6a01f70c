/// Reads big-endian bit fields, left to right, from a decoded TC string segment.
///
/// Every read is bounds-checked and throws ``TCFError`` instead of trapping.
struct TCFBitReader {
  private let bytes: [UInt8]
  /// The number of bits available.
  let bitCount: Int
  /// The index of the next bit to read.
  private(set) var position = 0
  /// The error kind a read past the end throws.
  var shortageKind: TCFErrorKind = .truncated
  /// The name of the part being read, for error messages.
  var context: StaticString = "segment"

  init(bytes: [UInt8], bitCount: Int) {
    self.bytes = bytes
    self.bitCount = min(bitCount, bytes.count * 8)
  }

  /// The bits left to read.
  var remaining: Int { bitCount - position }

  /// Reads an unsigned field of `count` bits (at most 62).
  @inline(__always)
  mutating func read(_ count: Int) throws(TCFError) -> Int {
    guard count <= bitCount - position else { throw shortage(count) }
    var value = 0
    var position = self.position
    var left = count
    bytes.withUnsafeBufferPointer { buffer in
      while left > 0 {
        let byte = Int(buffer[position >> 3])
        let available = 8 - (position & 7)
        let take = available < left ? available : left
        value = (value << take) | ((byte >> (available - take)) & ((1 << take) - 1))
        position += take
        left -= take
      }
    }
    self.position = position
    return value
  }

  /// Reads one bit as a Boolean.
  @inline(__always)
  mutating func readBool() throws(TCFError) -> Bool {
    try read(1) == 1
  }

  /// Reads a bitfield of `count` bits; bit `i` set yields ID `i + 1`.
  mutating func readBitfield(_ count: Int) throws(TCFError) -> [Int] {
    guard count <= bitCount - position else { throw shortage(count) }
    var ids: [Int] = []
    let start = position
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < count {
        let bit = start + index
        let byte = buffer[bit >> 3]
        if bit & 7 == 0, byte == 0, index + 8 <= count {
          index += 8
          continue
        }
        if (byte >> UInt8(7 - bit & 7)) & 1 == 1 { ids.append(index + 1) }
        index += 1
      }
    }
    position = start + count
    return ids
  }

  /// Reads `NumEntries` (12 bits) and that many range entries; returns the IDs, sorted and
  /// unique. Overlapping or unordered entries are merged (through a 65 536-bit map, so that
  /// hostile input cannot allocate more).
  mutating func readRanges() throws(TCFError) -> [Int] {
    let entries = try read(12)
    var ids: [Int] = []
    var map: [UInt64] = []
    var last = 0
    for _ in 0..<entries {
      let isRange = try readBool()
      let first = try read(16)
      let end = isRange ? try read(16) : first
      guard first >= 1, end >= first else {
        throw TCFError(
          .badSegment, "\(context): invalid vendor range \(first)-\(end) at bit \(position)")
      }
      if map.isEmpty, first > last {
        ids.reserveCapacity(ids.count + end - first + 1)
        for id in first...end { ids.append(id) }
        last = end
        continue
      }
      if map.isEmpty {
        map = [UInt64](repeating: 0, count: 1024)
        for id in ids { map[id >> 6] |= 1 << UInt64(id & 63) }
      }
      for id in first...end { map[id >> 6] |= 1 << UInt64(id & 63) }
    }
    guard !map.isEmpty else { return ids }
    ids.removeAll(keepingCapacity: true)
    for (word, bits) in map.enumerated() where bits != 0 {
      for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { ids.append(word * 64 + bit) }
    }
    return ids
  }

  private func shortage(_ count: Int) -> TCFError {
    TCFError(
      shortageKind,
      "\(context) ends early: needed \(count) bits at bit \(position), \(bitCount - position) left"
    )
  }
}
