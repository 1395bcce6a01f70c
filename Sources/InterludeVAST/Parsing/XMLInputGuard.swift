import Foundation

/// Makes a document safe to hand to `XMLParser`, or refuses it, before libxml2 sees it.
///
/// On Linux, `XMLParser` is FoundationXML over libxml2 run in recovery mode, and FoundationXML
/// crashes the process on two things libxml2 passes on (both found by `Scripts/fuzz`):
/// - A name (element, attribute, namespace prefix, processing-instruction target) or a comment
///   with bytes that are not valid UTF-8: its conversion to `String` is force-unwrapped. Such a
///   document is not well-formed, so it is refused.
/// - A processing instruction without data (`<?target?>`): the missing data reaches `strlen` as
///   a null pointer. A space goes in before its `?>`, which gives it empty data and changes
///   nothing else. The scan does not tell comments and CDATA sections apart (libxml2 in recovery
///   mode may not either), so `<?x?>` inside them gains the same space.
///
/// Which bytes libxml2 reads as markup depends on the encoding, which is settled first as libxml2
/// settles it: UTF-16 or UTF-32 from a byte order mark or the `<?` patterns it detects, then the
/// `encoding` of a well-formed XML declaration at the start, else UTF-8 (libxml2 also falls back
/// to UTF-8 on a malformed declaration). UTF-8 must be valid. Other encodings are accepted only
/// when they keep ASCII bytes as they are (ISO 8859, the Windows code pages, the CJK multi-byte
/// ones), so that the scan sees the markup libxml2 sees; the rest (EBCDIC, UTF-7, a UTF-16 or
/// UTF-32 declaration over 8-bit text, and unknown names) are refused.
enum XMLInputGuard {
  /// What to parse, or why not.
  enum Outcome: Equatable {
    /// The document to parse (possibly with spaces added).
    case ready(Data)
    /// The reason the document cannot be parsed safely.
    case rejected(String)
  }

  /// Checks `data` and repairs what can be repaired.
  static func prepare(_ data: Data) -> Outcome {
    let layout: Layout = data.withUnsafeBytes { raw in
      Self.layout(of: raw.bindMemory(to: UInt8.self))
    }
    switch layout {
    case .utf8:
      guard isValidUTF8(data) else { return .rejected("Document is not valid UTF-8") }
      return .ready(paddingProcessingInstructions(data, width: 1, bigEndian: false))
    case .asciiCompatible:
      return .ready(paddingProcessingInstructions(data, width: 1, bigEndian: false))
    case .wide(let width, let bigEndian):
      return .ready(paddingProcessingInstructions(data, width: width, bigEndian: bigEndian))
    case .unsupported(let encoding):
      return .rejected("Unsupported document encoding \(encoding)")
    }
  }

  // MARK: Encoding

  /// How libxml2 will read the bytes.
  private enum Layout {
    /// UTF-8: checked for validity.
    case utf8
    /// A declared encoding that keeps ASCII bytes as they are; libxml2 converts it.
    case asciiCompatible
    /// UTF-16 (2) or UTF-32 (4) code units.
    case wide(width: Int, bigEndian: Bool)
    /// An encoding whose markup a byte scan cannot see.
    case unsupported(String)
  }

  /// libxml2's detection from the first bytes, in its order.
  private static let starts: [([UInt8], Layout)] = [
    ([0x00, 0x00, 0x00, 0x3C], .wide(width: 4, bigEndian: true)),
    ([0x3C, 0x00, 0x00, 0x00], .wide(width: 4, bigEndian: false)),
    ([0x00, 0x00, 0x3C, 0x00], .unsupported("UCS-4 (2143)")),
    ([0x00, 0x3C, 0x00, 0x00], .unsupported("UCS-4 (3412)")),
    ([0x4C, 0x6F, 0xA7, 0x94], .unsupported("EBCDIC")),
    ([0x00, 0x3C, 0x00, 0x3F], .wide(width: 2, bigEndian: true)),
    ([0x3C, 0x00, 0x3F, 0x00], .wide(width: 2, bigEndian: false)),
    ([0xFE, 0xFF], .wide(width: 2, bigEndian: true)),
    ([0xFF, 0xFE], .wide(width: 2, bigEndian: false)),
  ]

  /// Prefixes of declared encodings (lowercased, without `-` and `_`) that keep every ASCII
  /// byte as itself and never use the bytes of `<`, `?` and `>` inside a multi-byte character.
  private static let asciiCompatiblePrefixes = [
    "iso8859", "latin", "windows125", "cp125", "usascii", "ascii", "koi8", "shiftjis", "sjis",
    "eucjp", "euckr", "gb2312", "gbk", "gb18030", "big5",
  ]

  private static func layout(of bytes: UnsafeBufferPointer<UInt8>) -> Layout {
    if let start = starts.first(where: { bytes.starts(with: $0.0) }) { return start.1 }
    guard let declared = declaredEncoding(bytes) else { return .utf8 }
    let name = declared.lowercased().filter { $0 != "-" && $0 != "_" }
    // libxml2 ignores a plain UTF-16 declaration over 8-bit text and reads it as UTF-8.
    if ["utf8", "utf16"].contains(name) { return .utf8 }
    if asciiCompatiblePrefixes.contains(where: name.hasPrefix) { return .asciiCompatible }
    return .unsupported(declared)
  }

  private static func isValidUTF8(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      // Most documents are ASCII: skip eight bytes at a time while none has its top bit set.
      var start = 0
      while start + 8 <= raw.count,
        raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        start += 8
      }
      guard let firstNonASCII = bytes[start...].firstIndex(where: { $0 >= 0x80 }) else {
        return true
      }
      var iterator = bytes[firstNonASCII...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid: continue
        case .emptyInput: return true
        case .error: return false
        }
      }
    }
  }

  /// The `encoding` of an XML declaration at the very start, when the declaration is
  /// well-formed up to it: `<?xml version="1.n" encoding="Name"` (either quote, any XML space).
  private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var index = 0
    func skipSpace() -> Bool {
      let start = index
      while index < bytes.count, String.isXMLSpace(bytes[index]) { index += 1 }
      return index > start
    }
    func literal(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let matches = text.withUTF8Buffer { expected in
        (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
      }
      if matches { index += count }
      return matches
    }
    /// `= "value"` with optional space around `=`; the value must satisfy `isValid`.
    func quotedValue(_ isValid: (ArraySlice<UInt8>) -> Bool) -> String? {
      _ = skipSpace()
      guard literal("=") else { return nil }
      _ = skipSpace()
      guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
      let quote = bytes[index]
      let start = index + 1
      guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
      let value = Array(bytes[start..<end])[...]
      guard isValid(value) else { return nil }
      index = end + 1
      return String(decoding: value, as: UTF8.self)
    }
    guard literal("<?xml"), skipSpace(), literal("version"), quotedValue(isVersionNumber) != nil,
      skipSpace(), literal("encoding")
    else { return nil }
    return quotedValue(isEncodingName)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// `1.` and one or more digits.
  private static func isVersionNumber(_ version: ArraySlice<UInt8>) -> Bool {
    version.count > 2 && version.starts(with: [0x31, 0x2E])
      && version.dropFirst(2).allSatisfy(isDigit)
  }

  /// `[A-Za-z] ([A-Za-z0-9._] | '-')*`.
  private static func isEncodingName(_ name: ArraySlice<UInt8>) -> Bool {
    guard let first = name.first, isLetter(first) else { return false }
    return name.allSatisfy { byte in
      isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x5F || byte == 0x2D
    }
  }

  // MARK: Processing instructions

  /// ``insertionPoints(in:)`` for one-byte units, the same result found faster: for each `?>`,
  /// a look back to the nearest space, `<?` (pad) or earlier `?>` (do not).
  private static func bytePaddingPoints(_ raw: UnsafeRawBufferPointer) -> [Int] {
    guard let base = raw.baseAddress, raw.count > 1 else { return [] }
    let bytes = raw.bindMemory(to: UInt8.self)
    var insertions: [Int] = []
    var from = 0
    while from < raw.count - 1,
      let found = memchr(base + from, 0x3F, raw.count - 1 - from)
    {
      let index = base.distance(to: UnsafeRawPointer(found))
      from = index + 1
      guard bytes[index + 1] == 0x3E else { continue }
      var back = index - 1
      while back >= 1 {
        let byte = bytes[back]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
        if byte == 0x3F, bytes[back - 1] == 0x3C {
          insertions.append(index)
          break
        }
        if byte == 0x3E, bytes[back - 1] == 0x3F { break }
        back -= 1
      }
    }
    return insertions
  }

  /// The indexes of the `?` of every `?>` that a `<?` precedes with no XML space in between
  /// (and not the `?` of that `<?` itself).
  private static func insertionPoints<Units: RandomAccessCollection>(
    in units: Units
  ) -> [Int] where Units.Element: BinaryInteger, Units.Index == Int {
    var insertions: [Int] = []
    var open: Int?
    var index = units.startIndex
    let last = units.endIndex - 1
    while index < last {
      let current = units[index]
      if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
        open = nil
      } else if current == 0x3F, units[index + 1] == 0x3E {
        if let start = open, index >= start + 2 { insertions.append(index) }
        open = nil
      } else if current == 0x3C, units[index + 1] == 0x3F, open == nil {
        open = index
      }
      index += 1
    }
    return insertions
  }

  /// `data` with a space before every `?>` that a `<?` precedes with no XML space in between:
  /// each `<?target?>`, and a few harmless look-alikes. One linear pass over the code units.
  private static func paddingProcessingInstructions(
    _ data: Data, width: Int, bigEndian: Bool
  ) -> Data {
    let insertions: [Int] = data.withUnsafeBytes { raw in
      guard width > 1 else {
        // One byte per unit: the common case. `?>` is rare, so find each `?` with `memchr`
        // and look back from it.
        return bytePaddingPoints(raw)
      }
      func unit(_ index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<width {
          let byte = UInt32(raw[index * width + (bigEndian ? offset : width - 1 - offset)])
          value = value << 8 | byte
        }
        return value
      }
      return insertionPoints(in: (0..<(raw.count / width)).lazy.map(unit)).map { $0 * width }
    }
    guard !insertions.isEmpty else { return data }
    var space = [UInt8](repeating: 0, count: width)
    space[bigEndian ? width - 1 : 0] = 0x20
    var padded = Data(capacity: data.count + insertions.count * width)
    data.withUnsafeBytes { raw in
      var copied = 0
      for offset in insertions {
        padded.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[copied..<offset]))
        padded.append(contentsOf: space)
        copied = offset
      }
      padded.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[copied...]))
    }
    return padded
  }
}
