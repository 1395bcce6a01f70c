/// The output buffer of one expansion: template bytes copied as they are, values
/// percent-encoded as they are written.
///
/// Values go in byte by byte through ``appendEncoded(_:)-(UInt8)``, so no intermediate strings
/// are built for numbers, lists or time stamps.
struct MacroWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8]

  /// Creates an empty writer; nothing is allocated until something is written or reserved.
  init() {
    bytes = []
  }

  /// Makes room for `capacity` bytes.
  mutating func reserve(_ capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The result as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Copies template bytes unchanged.
  mutating func appendRaw<C: Collection<UInt8>>(_ raw: C) {
    bytes.append(contentsOf: raw)
  }

  /// Copies one template byte unchanged.
  mutating func appendRaw(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Writes `-1`: a supported macro whose value is not known.
  mutating func appendUnknown() {
    bytes.append(UInt8(ascii: "-"))
    bytes.append(UInt8(ascii: "1"))
  }

  /// Writes `-2`: a value known but withheld by privacy policy.
  mutating func appendWithheld() {
    bytes.append(UInt8(ascii: "-"))
    bytes.append(UInt8(ascii: "2"))
  }

  /// Writes one value byte, percent-encoded unless it is RFC 3986 unreserved
  /// (`A-Z a-z 0-9 - . _ ~`).
  mutating func appendEncoded(_ byte: UInt8) {
    if Self.isUnreserved(byte) {
      bytes.append(byte)
    } else {
      bytes.append(UInt8(ascii: "%"))
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0x0F)])
    }
  }

  /// Writes a value, percent-encoding its UTF-8 bytes.
  mutating func appendEncoded(_ value: String) {
    for byte in value.utf8 { appendEncoded(byte) }
  }

  /// Writes a list: each element encoded, joined by unencoded commas.
  mutating func appendEncodedList<S: Sequence<String>>(_ values: S) {
    var first = true
    for value in values {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      appendEncoded(value)
    }
  }

  /// Writes a list of integers joined by unencoded commas.
  mutating func appendList(_ values: [Int]) {
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendInteger(value)
    }
  }

  /// Writes an integer in decimal, padded with zeros to `width` digits.
  mutating func appendInteger(_ value: Int, width: Int = 1) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var count = 1
    var probe = magnitude / 10
    while probe > 0 {
      count += 1
      probe /= 10
    }
    let digits = max(count, width)
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    var index = start + digits - 1
    while magnitude > 0 {
      bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      index -= 1
    }
  }

  /// True for RFC 3986 unreserved bytes.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
