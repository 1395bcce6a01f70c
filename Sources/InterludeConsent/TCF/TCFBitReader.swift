/// Reads big-endian bit fields, left to right, from a decoded TC string segment.
///
/// Every read is bounds-checked and throws ``TCFError`` instead of trapping. A reader only
/// exists inside ``withSegment(_:from:to:_:)``, over bytes that live as long as that call: reads
/// load 64 bits at a time, so the bytes are followed by ``padding`` zero bytes.
struct TCFBitReader {
  /// The zero bytes after the segment's last byte, so a 64-bit load at any bit inside the
  /// segment stays inside the storage.
  static let padding = 8

  private let bytes: UnsafeRawBufferPointer
  /// The number of bits available.
  let bitCount: Int
  /// The index of the next bit to read.
  private(set) var position = 0
  /// The error kind a read past the end throws.
  var shortageKind: TCFErrorKind = .truncated
  /// The name of the part being read, for error messages.
  var context: StaticString = "segment"

  /// A reader of the first `bitCount` bits of `bytes`, which must hold at least
  /// `(bitCount + 7) / 8 + padding` bytes and outlive the reader.
  private init(bytes: UnsafeRawBufferPointer, bitCount: Int) {
    precondition(bytes.count >= (bitCount + 7) / 8 + Self.padding, "unpadded segment bytes")
    self.bytes = bytes
    self.bitCount = bitCount
  }

  /// Decodes characters `start..<end` of `text` as one base64url segment (6 bits a character,
  /// up to two trailing `=` ignored) into temporary storage, and calls `body` with a reader of
  /// its bits.
  ///
  /// - Throws: ``TCFErrorKind/notBase64`` for a character outside the alphabet, or what
  ///   `body` throws.
  static func withSegment<Result>(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    _ body: (inout TCFBitReader) throws(TCFError) -> Result
  ) throws(TCFError) -> Result {
    let end = TCFBase64URL.endStrippingPadding(text, from: start, to: end)
    let bitCount = (end - start) * 6
    let byteCount = (bitCount + 7) / 8 + padding
    // The closure returns a `Swift.Result` rather than throwing: before Swift 6.1 (Xcode 16.0's
    // standard library) `withUnsafeTemporaryAllocation` rethrows `any Error`, not typed errors.
    return try withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 8) {
      (storage: UnsafeMutableRawBufferPointer) -> Swift.Result<Result, TCFError> in
      Swift.Result { () throws(TCFError) -> Result in
        storage.initializeMemory(as: UInt8.self, repeating: 0)
        try TCFBase64URL.decode(text, from: start, to: end, into: storage)
        var reader = TCFBitReader(bytes: UnsafeRawBufferPointer(storage), bitCount: bitCount)
        return try body(&reader)
      }
    }.get()
  }

  /// The bits left to read.
  var remaining: Int { bitCount - position }

  /// The 64 bits starting at bit `bit`, the first in the most significant place; only the
  /// first 57 are sure to come from the segment's bytes (or its zero padding). `bit` must not
  /// be past `bitCount`.
  @inline(__always)
  private func word(at bit: Int) -> UInt64 {
    bytes.loadUnaligned(fromByteOffset: bit >> 3, as: UInt64.self).bigEndian << UInt64(bit & 7)
  }

  /// Reads an unsigned field of `count` bits (at most 62).
  @inline(__always)
  mutating func read(_ count: Int) throws(TCFError) -> Int {
    guard count <= bitCount - position else { throw shortage(count) }
    let value: UInt64
    if count <= 57 {
      value = word(at: position) >> UInt64(64 - count)
    } else {
      let high = word(at: position) >> 32
      let low = word(at: position + 32) >> UInt64(96 - count)
      value = high << UInt64(count - 32) | low
    }
    position += count
    return Int(truncatingIfNeeded: value)
  }

  /// Reads one bit as a Boolean.
  @inline(__always)
  mutating func readBool() throws(TCFError) -> Bool {
    try read(1) == 1
  }

  /// Reads a bitfield of `count` bits; bit `i` set yields ID `i + 1`.
  ///
  /// Works 56 bits at a time: a first pass counts the IDs, a second writes them into an array
  /// of exactly that size.
  mutating func readBitfield(_ count: Int) throws(TCFError) -> [Int] {
    guard count <= bitCount - position else { throw shortage(count) }
    let start = position
    position = start + count
    var total = 0
    var offset = 0
    while offset < count {
      total += chunk(start, offset, count).nonzeroBitCount
      offset += 56
    }
    guard total > 0 else { return [] }
    let reader = self
    return Self.collect(total) { ids in
      // From the last chunk and its lowest set bit down, so each step clears the lowest bit.
      var index = total
      var offset = (count - 1) / 56 * 56
      while offset >= 0 {
        var bits = reader.chunk(start, offset, count)
        while bits != 0 {
          index &-= 1
          ids[index] = offset &+ 64 &- bits.trailingZeroBitCount
          bits &= bits &- 1
        }
        offset &-= 56
      }
    }
  }

  /// Bits `start + offset ..< start + min(offset + 56, count)` in the most significant places
  /// of a word, the bits after them cleared.
  @inline(__always)
  private func chunk(_ start: Int, _ offset: Int, _ count: Int) -> UInt64 {
    let take = min(56, count - offset)
    return word(at: start + offset) & ~(UInt64.max >> UInt64(take))
  }

  /// Reads `NumEntries` (12 bits) and that many range entries; returns the IDs, sorted and
  /// unique. Overlapping or unordered entries are merged (through a 65 536-bit map, so that
  /// hostile input cannot allocate more).
  ///
  /// A first pass checks the entries and counts the IDs; a second reads them again into an
  /// array of exactly that size.
  mutating func readRanges() throws(TCFError) -> [Int] {
    let entries = try read(12)
    let start = position
    var total = 0
    var last = 0
    var ordered = true
    for _ in 0..<entries {
      let first: Int
      let end: Int
      if bitCount - position >= 33 {
        (first, end) = readCheckedEntry()
      } else {
        let isRange = try readBool()
        first = try read(16)
        end = isRange ? try read(16) : first
      }
      guard first >= 1, end >= first else {
        throw TCFError(
          .badSegment, "\(context): invalid vendor range \(first)-\(end) at bit \(position)")
      }
      if ordered, first > last {
        total += end - first + 1
        last = end
      } else {
        ordered = false
      }
    }
    guard total > 0 else { return [] }
    position = start
    guard ordered else { return readOverlappingRanges(entries) }
    return Self.collect(total) { ids in
      var index = 0
      for _ in 0..<entries {
        var (id, end) = readCheckedEntry()
        while id <= end {
          ids[index] = id
          index &+= 1
          id &+= 1
        }
      }
    }
  }

  /// Reads `entries` range entries, already checked, that overlap or are out of order: sets
  /// their IDs in a 65 536-bit map (a word at a time) and returns the IDs set, ascending.
  private mutating func readOverlappingRanges(_ entries: Int) -> [Int] {
    var map = [UInt64](repeating: 0, count: 1024)
    for _ in 0..<entries {
      let (first, end) = readCheckedEntry()
      let firstWord = first >> 6
      let lastWord = end >> 6
      let low = UInt64.max << UInt64(first & 63)
      let high = UInt64.max >> UInt64(63 - end & 63)
      if firstWord == lastWord {
        map[firstWord] |= low & high
        continue
      }
      map[firstWord] |= low
      for word in firstWord + 1..<lastWord { map[word] = UInt64.max }
      map[lastWord] |= high
    }
    let total = map.reduce(0) { $0 + $1.nonzeroBitCount }
    return Self.collect(total) { ids in
      var index = 0
      for (word, bits) in map.enumerated() {
        var bits = bits
        while bits != 0 {
          ids[index] = word * 64 + bits.trailingZeroBitCount
          index += 1
          bits &= bits &- 1
        }
      }
    }
  }

  /// An array of `count` IDs that `fill` writes in place (every one of them), so the array is
  /// allocated once at its final size and nothing is copied.
  @inline(__always)
  private static func collect(
    _ count: Int, _ fill: (UnsafeMutableBufferPointer<Int>) -> Void
  ) -> [Int] {
    Array(unsafeUninitializedCapacity: count) { ids, initialized in
      fill(UnsafeMutableBufferPointer(rebasing: ids[..<count]))
      initialized = count
    }
  }

  /// Reads one range entry (`IsARange`, `StartVendorId`, then `EndVendorId` for a range) whose
  /// bits are known to be there: its first and last ID.
  @inline(__always)
  private mutating func readCheckedEntry() -> (first: Int, end: Int) {
    let bits = word(at: position)
    let first = Int(truncatingIfNeeded: bits >> 47 & 0xFFFF)
    guard bits >> 63 == 1 else {
      position += 17
      return (first, first)
    }
    position += 33
    return (first, Int(truncatingIfNeeded: bits >> 31 & 0xFFFF))
  }

  private func shortage(_ count: Int) -> TCFError {
    TCFError(
      shortageKind,
      "\(context) ends early: needed \(count) bits at bit \(position), \(bitCount - position) left"
    )
  }
}
