extension TCFBitWriter {
  /// The bits as a GPP segment: padded with zeros to a whole byte and then to a multiple of 6
  /// bits, in base64url without padding, as iabgpp-es writes headers and sections.
  mutating func gppBase64URL() -> String {
    pad(toMultipleOf: 8)
    pad(toMultipleOf: 6)
    var characters: [UInt8] = []
    TCFBase64URL.encode(bytes, bitCount: bitCount, into: &characters)
    return String(decoding: characters, as: UTF8.self)
  }

  /// The bit at `index` (below ``bitCount``).
  func bit(at index: Int) -> Bool {
    bytes[index >> 3] & (0x80 >> UInt8(index & 7)) != 0
  }

  /// Appends one bit per Boolean.
  mutating func writeBools(_ values: [Bool]) {
    for value in values { writeBit(value) }
  }

  /// Appends a `String(count)`: per character 6 bits, its ASCII code less 65, a space (also
  /// the padding of a shorter text) as 63, as iabgpp-es writes it.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a longer text or a character below `A`
  ///   other than a space.
  mutating func writeString(_ text: String, count: Int, _ field: String) throws(GPPError) {
    let codes = Array(text.unicodeScalars.map(\.value))
    guard codes.count <= count,
      codes.allSatisfy({ $0 == 32 || (65...127).contains($0) })
    else {
      throw GPPError(
        .valueOutOfRange, detail: "\(field) '\(text)' is not \(count) letters from A")
    }
    for index in 0..<count {
      let code = index < codes.count ? codes[index] : 32
      write(code == 32 ? 63 : Int(code) - 65, 6)
    }
  }

  /// Appends a `Range (Fibonacci)` of `ids` (sorted, repeats dropped): a 12-bit count of runs,
  /// then per run an `isRange` bit, the Fibonacci-coded offset from the previous run's last ID
  /// and, for a run of several IDs, its Fibonacci-coded length.
  mutating func writeFibonacciRange(_ ids: [Int]) {
    let runs = Self.runs(of: ids)
    write(runs.count, 12)
    var previous = 0
    for run in runs {
      writeBit(run.count > 1)
      writeFibonacci(run.lowerBound - previous)
      if run.count > 1 { writeFibonacci(run.upperBound - run.lowerBound) }
      previous = run.upperBound
    }
  }

  /// Appends a `Range (Int)`, the fixed-width form of iabgpp-es's earlier writers: a 12-bit
  /// count of runs, then per run an `isRange` bit and its first (and, for several IDs, last) ID
  /// in 16 bits.
  mutating func writeIntegerRange(_ ids: [Int]) {
    let runs = Self.runs(of: ids)
    write(runs.count, 12)
    for run in runs {
      writeBit(run.count > 1)
      write(run.lowerBound, 16)
      if run.count > 1 { write(run.upperBound, 16) }
    }
  }

  /// Appends an `OptimizedRange` as iabgpp-es writes it: the largest ID in 16 bits, then the
  /// shorter of a range (`isRange` 1) and a bitfield as long as the largest ID (`isRange` 0),
  /// the range when they tie. The range is a Fibonacci range, or a `Range (Int)` when
  /// `fibonacci` is false (the form of iabgpp-es's earlier writers).
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for an ID below 1 or above 65535.
  mutating func writeOptimizedRange(
    _ ids: [Int], _ field: String, fibonacci: Bool = true
  ) throws(GPPError) {
    let sorted = Array(Set(ids)).sorted()
    if let bad = sorted.first(where: { !(1...0xFFFF).contains($0) }) {
      throw GPPError(.valueOutOfRange, detail: "\(field) holds \(bad), not an ID from 1 to 65535")
    }
    let maximum = sorted.last ?? 0
    write(maximum, 16)
    let rangeBitCount =
      fibonacci
      ? Self.fibonacciRangeBitCount(sorted)
      : 12 + Self.runs(of: sorted).reduce(0) { $0 + ($1.count > 1 ? 33 : 17) }
    let isRange = rangeBitCount <= maximum
    writeBit(isRange)
    if !isRange {
      writeBitfield(sorted, count: maximum)
    } else if fibonacci {
      writeFibonacciRange(sorted)
    } else {
      writeIntegerRange(sorted)
    }
  }

  /// Appends an `N-ArrayOfRanges(keyWidth, typeWidth)`: a 12-bit count, then per record its
  /// key, its type and its IDs as an `OptimizedRange` (as a `Range (Int)` when `fibonacci` is
  /// false, the form of iabgpp-es's earlier writers).
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a key or type beyond its bits, or an ID
  ///   outside 1 to 65535.
  mutating func writeRangeEntries(
    _ entries: [GPPRangeEntry], keyWidth: Int, typeWidth: Int, _ field: String,
    fibonacci: Bool = true
  ) throws(GPPError) {
    guard entries.count < 1 << 12 else {
      throw GPPError(.valueOutOfRange, detail: "\(field) has more than 4095 records")
    }
    write(entries.count, 12)
    for entry in entries {
      guard (0..<1 << keyWidth).contains(entry.key), (0..<1 << typeWidth).contains(entry.type)
      else {
        throw GPPError(
          .valueOutOfRange,
          detail: "\(field) record key \(entry.key), type \(entry.type) does not fit "
            + "\(keyWidth) and \(typeWidth) bits")
      }
      write(entry.key, keyWidth)
      write(entry.type, typeWidth)
      if fibonacci {
        try writeOptimizedRange(entry.ids, field)
      } else {
        writeIntegerRange(entry.ids)
      }
    }
  }

  /// Fibonacci (Zeckendorf) code of a positive integer: the terms 1, 2, 3, 5, … lowest first,
  /// then the terminating 1.
  mutating func writeFibonacci(_ value: Int) {
    let terms = Self.fibonacciTerms(upTo: value)
    var bits = [Bool](repeating: false, count: terms.count)
    var remainder = value
    for index in terms.indices.reversed() where terms[index] <= remainder {
      bits[index] = true
      remainder -= terms[index]
    }
    while bits.last == false { bits.removeLast() }
    writeBools(bits)
    writeBit(true)
  }

  /// The Fibonacci terms 1, 2, 3, 5 … up to the first one beyond `value`.
  private static func fibonacciTerms(upTo value: Int) -> [Int] {
    var terms = [1, 2]
    while let last = terms.last, last <= value { terms.append(terms[terms.count - 2] + last) }
    return terms
  }

  /// The length of the Fibonacci code of a positive integer: up to its largest term, then the
  /// terminating 1.
  private static func fibonacciBitCount(_ value: Int) -> Int {
    (fibonacciTerms(upTo: value).lastIndex { $0 <= value } ?? 0) + 2
  }

  /// The length of ``writeFibonacciRange(_:)``'s bits for sorted, distinct IDs.
  private static func fibonacciRangeBitCount(_ ids: [Int]) -> Int {
    var count = 12
    var previous = 0
    for run in runs(of: ids) {
      count += 1 + fibonacciBitCount(run.lowerBound - previous)
      if run.count > 1 { count += fibonacciBitCount(run.upperBound - run.lowerBound) }
      previous = run.upperBound
    }
    return count
  }

  /// Sorted, distinct IDs grouped into runs of consecutive numbers.
  static func runs(of ids: [Int]) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for id in Set(ids).sorted() {
      if let last = runs.last, last.upperBound + 1 == id {
        runs[runs.count - 1] = last.lowerBound...id
      } else {
        runs.append(id...id)
      }
    }
    return runs
  }
}
