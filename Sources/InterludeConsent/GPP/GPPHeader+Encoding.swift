extension GPPHeader {
  /// The header as base64url text: type, version and the section IDs as a Fibonacci-coded
  /// range, padded to a whole byte and then to a 6-bit multiple, as iabgpp-es writes it
  /// (`DBABMA` for `[2]`).
  public var encoded: String {
    var writer = TCFBitWriter(capacityBits: 64)
    writer.write(headerType, 6)
    writer.write(gppVersion, 6)
    let ranges = Self.ranges(of: sectionIDs)
    writer.write(ranges.count, 12)
    var previous = 0
    for range in ranges {
      writer.writeBit(range.count > 1)
      Self.writeFibonacci(range.lowerBound - previous, into: &writer)
      if range.count > 1 {
        Self.writeFibonacci(range.upperBound - range.lowerBound, into: &writer)
      }
      previous = range.upperBound
    }
    return writer.gppBase64URL()
  }

  /// Sorted, distinct IDs grouped into runs of consecutive numbers.
  private static func ranges(of ids: [Int]) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    for id in Set(ids).sorted() {
      if let last = ranges.last, last.upperBound + 1 == id {
        ranges[ranges.count - 1] = last.lowerBound...id
      } else {
        ranges.append(id...id)
      }
    }
    return ranges
  }

  /// Fibonacci (Zeckendorf) code of a positive integer: the terms 1, 2, 3, 5, … lowest first,
  /// then the terminating 1.
  private static func writeFibonacci(_ value: Int, into writer: inout TCFBitWriter) {
    var terms = [1, 2]
    while let last = terms.last, last <= value { terms.append(terms[terms.count - 2] + last) }
    var bits = [Bool](repeating: false, count: terms.count)
    var remainder = value
    for index in terms.indices.reversed() where terms[index] <= remainder {
      bits[index] = true
      remainder -= terms[index]
    }
    while bits.last == false { bits.removeLast() }
    for bit in bits { writer.writeBit(bit) }
    writer.writeBit(true)
  }
}
