/// Writes `Encodable` values as compact JSON, one after the other, into one UTF-8 buffer: the
/// encoder of `decode --lines`, which writes hundreds of thousands of objects a second.
///
/// It writes while the value encodes itself, without building a tree first (as `JSONEncoder`
/// does), so keys come out in the order the value encodes them, except a dictionary's, which
/// are sorted (so that the output is the same every run); a value that asks its encoder for
/// the same keyed container twice continues one object. Non-finite numbers are an error, as in
/// `JSONEncoder`.
final class JSONLineWriter {
  /// The JSON written so far.
  private(set) var bytes: [UInt8] = []
  /// The containers open, innermost last: whether each is an object, and whether it has a
  /// member yet.
  private var open: [(isObject: Bool, hasMember: Bool)] = []

  /// Why a value cannot be written.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Creates an empty writer.
  init() {
    bytes.reserveCapacity(1 << 16)
  }

  /// Appends `value` as one JSON value.
  func write(_ value: some Encodable) throws {
    try value.encode(to: Slot(writer: self, depth: 0))
    close(to: 0)
  }

  /// Appends raw text (a newline between values).
  func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Takes the bytes written, leaving the writer empty.
  func take() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  // MARK: Writing

  /// Closes the containers deeper than `depth`.
  fileprivate func close(to depth: Int) {
    while open.count > depth {
      bytes.append(open.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }
  }

  /// Starts a member of the container at `depth` (a comma after the first), after closing what
  /// is deeper; `key` for an object's member.
  fileprivate func member(at depth: Int, key: String?) {
    close(to: depth)
    guard depth > 0 else { return }
    if open[depth - 1].hasMember { bytes.append(UInt8(ascii: ",")) }
    open[depth - 1].hasMember = true
    if let key {
      string(key)
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// Opens an object or array at `depth`; nothing when the slot at that depth opened one
  /// already (a second request for the same container).
  fileprivate func openContainer(isObject: Bool) {
    bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    open.append((isObject, false))
  }

  fileprivate func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = text.utf8
    // Most strings need no escape: one append, not one per byte.
    guard
      utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    else {
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
      case UInt8(ascii: "\n"): bytes.append(contentsOf: [92, 110])
      case UInt8(ascii: "\r"): bytes.append(contentsOf: [92, 114])
      case UInt8(ascii: "\t"): bytes.append(contentsOf: [92, 116])
      case 0..<0x20:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  fileprivate func integer<T: BinaryInteger>(_ value: T) {
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    var magnitude = value.magnitude
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      )
    withUnsafeMutableBytes(of: &digits) { buffer in
      // Written from the end, then appended at once.
      var start = buffer.count
      while magnitude > 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
  }

  fileprivate func floatingPoint(_ value: Double) throws {
    guard value.isFinite else { throw Failure(description: "\(value) is not a JSON number") }
    if value == value.rounded(), abs(value) < 1e15 {
      integer(Int64(value))
    } else {
      bytes.append(contentsOf: "\(value)".utf8)
    }
  }

  fileprivate func literal(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes a value of a standard type directly; returns false for any other type.
  fileprivate func primitive(_ value: some Encodable) throws -> Bool {
    switch value {
    case let value as Bool: literal(value ? "true" : "false")
    case let value as String: string(value)
    case let value as Int: integer(value)
    case let value as Double: try floatingPoint(value)
    case let value as [Int]:
      bytes.append(UInt8(ascii: "["))
      for (index, element) in value.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        integer(element)
      }
      bytes.append(UInt8(ascii: "]"))
    case let value as any SortedKeysEncodable:
      try value.encodeSortedKeys(to: Slot(writer: self, depth: open.count))
    default: return false
    }
    return true
  }
}

/// A dictionary with string keys, which ``JSONLineWriter`` writes with its keys sorted.
private protocol SortedKeysEncodable {
  func encodeSortedKeys(to encoder: any Encoder) throws
}

extension Dictionary: SortedKeysEncodable where Key == String, Value: Encodable {
  fileprivate func encodeSortedKeys(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONLineWriter.Name.self)
    for (key, value) in sorted(by: { $0.key < $1.key }) {
      try container.encode(value, forKey: JSONLineWriter.Name(stringValue: key))
    }
  }
}

extension JSONLineWriter {
  /// A key given by its name.
  fileprivate struct Name: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension JSONLineWriter {
  /// The encoder of one JSON value: the whole value, a member or an array element.
  fileprivate struct Slot: Encoder {
    let writer: JSONLineWriter
    /// The number of containers around the value.
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      openOnce(isObject: true)
      return KeyedEncodingContainer(Keyed<Key>(writer: writer, depth: depth + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      openOnce(isObject: false)
      return Unkeyed(writer: writer, depth: depth + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      Single(writer: writer, depth: depth)
    }

    /// Opens the container, unless this slot's container is still open (asked for again).
    private func openOnce(isObject: Bool) {
      if writer.open.count > depth, writer.open[depth].isObject == isObject {
        writer.close(to: depth + 1)
        return
      }
      writer.close(to: depth)
      writer.openContainer(isObject: isObject)
    }
  }

  /// A value written by itself.
  fileprivate struct Single: SingleValueEncodingContainer {
    let writer: JSONLineWriter
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { writer.literal("null") }
    mutating func encode(_ value: Bool) throws { writer.literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { writer.string(value) }
    mutating func encode(_ value: Double) throws { try writer.floatingPoint(value) }
    mutating func encode(_ value: Float) throws { try writer.floatingPoint(Double(value)) }
    mutating func encode(_ value: Int) throws { writer.integer(value) }
    mutating func encode(_ value: Int8) throws { writer.integer(value) }
    mutating func encode(_ value: Int16) throws { writer.integer(value) }
    mutating func encode(_ value: Int32) throws { writer.integer(value) }
    mutating func encode(_ value: Int64) throws { writer.integer(value) }
    mutating func encode(_ value: UInt) throws { writer.integer(value) }
    mutating func encode(_ value: UInt8) throws { writer.integer(value) }
    mutating func encode(_ value: UInt16) throws { writer.integer(value) }
    mutating func encode(_ value: UInt32) throws { writer.integer(value) }
    mutating func encode(_ value: UInt64) throws { writer.integer(value) }
    mutating func encode(_ value: some Encodable) throws {
      if try writer.primitive(value) { return }
      try value.encode(to: Slot(writer: writer, depth: depth))
    }
  }

  /// The members of an object.
  fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONLineWriter
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    private func start(_ key: Key) {
      writer.member(at: depth, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
      start(key)
      writer.literal("null")
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      start(key)
      writer.literal(value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      start(key)
      writer.string(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      start(key)
      try writer.floatingPoint(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
      start(key)
      writer.integer(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      start(key)
      try writer.floatingPoint(Double(value))
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      start(key)
      if try writer.primitive(value) { return }
      try value.encode(to: Slot(writer: writer, depth: depth))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      start(key)
      writer.openContainer(isObject: true)
      return KeyedEncodingContainer(Keyed<NestedKey>(writer: writer, depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      start(key)
      writer.openContainer(isObject: false)
      return Unkeyed(writer: writer, depth: depth + 1)
    }

    mutating func superEncoder() -> any Encoder {
      writer.member(at: depth, key: "super")
      return Slot(writer: writer, depth: depth)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      start(key)
      return Slot(writer: writer, depth: depth)
    }
  }

  /// The elements of an array.
  fileprivate struct Unkeyed: UnkeyedEncodingContainer {
    let writer: JSONLineWriter
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var count = 0

    private mutating func start() {
      writer.member(at: depth, key: nil)
      count += 1
    }

    mutating func encodeNil() throws {
      start()
      writer.literal("null")
    }
    mutating func encode(_ value: Int) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: Int8) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: Int16) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: Int32) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: Int64) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: UInt) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: UInt8) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: UInt16) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: UInt32) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: UInt64) throws {
      start()
      writer.integer(value)
    }
    mutating func encode(_ value: Bool) throws {
      start()
      writer.literal(value ? "true" : "false")
    }
    mutating func encode(_ value: Double) throws {
      start()
      try writer.floatingPoint(value)
    }
    mutating func encode(_ value: Float) throws {
      start()
      try writer.floatingPoint(Double(value))
    }
    mutating func encode(_ value: String) throws {
      start()
      writer.string(value)
    }
    mutating func encode(_ value: some Encodable) throws {
      start()
      if try writer.primitive(value) { return }
      try value.encode(to: Slot(writer: writer, depth: depth))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      start()
      writer.openContainer(isObject: true)
      return KeyedEncodingContainer(Keyed<NestedKey>(writer: writer, depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      start()
      writer.openContainer(isObject: false)
      return Unkeyed(writer: writer, depth: depth + 1)
    }

    mutating func superEncoder() -> any Encoder {
      start()
      return Slot(writer: writer, depth: depth)
    }
  }
}
