/// Writes `Encodable` values as compact JSON, one after the other, into one UTF-8 buffer: the
/// encoder of `decode --lines`, which writes hundreds of thousands of objects a second.
///
/// It writes while the value encodes itself, without building a tree first (as `JSONEncoder`
/// does), so keys come out in the order the value encodes them, except a dictionary's, which
/// are sorted (so that the output is the same every run); a value that asks its encoder for
/// the same keyed container twice continues one object. Non-finite numbers are an error, as in
/// `JSONEncoder`.
///
/// Its stored properties are `@exclusivity(unchecked)`: every byte appended is an access to a
/// class property, which Swift otherwise checks at run time for overlapping accesses, and those
/// checks cost more than the writing itself. A writer is used by one caller at a time and no
/// method holds an access across a call to another, so they cannot overlap.
final class JSONLineWriter {
  /// The JSON written so far.
  @exclusivity(unchecked) private var output = JSONLineBytes(capacity: 1 << 16)
  /// The containers open, innermost last.
  @exclusivity(unchecked) private var open = JSONLineContainers()
  /// How ``primitive(_:)`` writes each type met so far (see ``Form``).
  @exclusivity(unchecked) private var forms: [(type: ObjectIdentifier, form: Form)] = []

  /// Why a value cannot be written.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Creates an empty writer.
  init() {}

  /// The number of bytes written since the last flush.
  var count: Int { output.count }

  /// The JSON written since the last flush.
  var text: String { output.withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Appends `value` as one JSON value, through its `encode(to:)`, where a value goes next: at
  /// the top, or after a member's key or an element's comma.
  func write(_ value: some Encodable) throws {
    let depth = open.count
    try value.encode(to: Slot(writer: self, depth: depth))
    close(to: depth)
  }

  /// Appends raw text (a newline between values).
  func append(_ text: StaticString) {
    output.append(text)
  }

  /// Hands the bytes written to `body`, then empties the writer, keeping its storage for the
  /// next values.
  func flush(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    try output.withBytes(body)
    output.removeAll()
  }

  // MARK: Writing directly

  /// Writes an object whose members `body` writes, without going through `Encoder` (see
  /// ``JSONLineWritable``).
  func writeObject(_ body: (Members) throws -> Void) rethrows {
    openContainer(isObject: true)
    let depth = open.count
    try body(Members(writer: self, depth: depth))
    close(to: depth - 1)
  }

  /// The members of an object written directly, each as an `Encodable` value of its type would
  /// be written. Keys are literals, written as they are (a literal key needs no escape), or
  /// names (`member(named:_:)`), escaped as any string is.
  struct Members {
    fileprivate let writer: JSONLineWriter
    /// The number of containers open, this object included.
    fileprivate let depth: Int

    func member(_ key: StaticString, _ value: Int) {
      writer.member(at: depth, key: key)
      writer.integer(value)
    }

    func member(_ key: StaticString, _ value: Int64) {
      writer.member(at: depth, key: key)
      writer.integer(value)
    }

    func member(_ key: StaticString, _ value: Bool) {
      writer.member(at: depth, key: key)
      writer.literal(value ? "true" : "false")
    }

    func member(_ key: StaticString, _ value: String) {
      writer.member(at: depth, key: key)
      writer.string(value)
    }

    func member(_ key: StaticString, _ value: [Int]) {
      writer.member(at: depth, key: key)
      writer.integers(value)
    }

    func member(_ key: StaticString, _ value: [String]) {
      writer.member(at: depth, key: key)
      writer.openContainer(isObject: false)
      for element in value {
        writer.member(at: depth + 1, key: nil)
        writer.string(element)
      }
      writer.close(to: depth)
    }

    /// A member whose key is a name made at run time.
    func member(named key: String, _ value: Bool) {
      writer.member(at: depth, key: key)
      writer.literal(value ? "true" : "false")
    }

    /// A member whose key is a name made at run time.
    func member(named key: String, _ value: String) {
      writer.member(at: depth, key: key)
      writer.string(value)
    }

    /// A member whose value is `null`.
    func null(_ key: StaticString) {
      writer.member(at: depth, key: key)
      writer.literal("null")
    }

    /// A member whose value is an object `body` writes.
    func object(_ key: StaticString, _ body: (Members) throws -> Void) rethrows {
      writer.member(at: depth, key: key)
      try writer.writeObject(body)
    }

    /// A member whose value writes itself.
    func member(_ key: StaticString, writing value: some JSONLineWritable) throws {
      writer.member(at: depth, key: key)
      try value.writeJSONLine(to: writer)
    }

    /// A member whose value is an array of objects, each written by `body`.
    func objects<Element>(
      _ key: StaticString, _ elements: [Element], _ body: (Element, Members) throws -> Void
    ) rethrows {
      writer.member(at: depth, key: key)
      writer.openContainer(isObject: false)
      for element in elements {
        writer.member(at: depth + 1, key: nil)
        try writer.writeObject { try body(element, $0) }
      }
      writer.close(to: depth)
    }
  }

  // MARK: Writing

  /// Closes the containers deeper than `depth`.
  fileprivate func close(to depth: Int) {
    while open.count > depth {
      output.append(open.pop() ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }
  }

  /// Starts a member of the container at `depth` (a comma after the first), after closing what
  /// is deeper; `key` for an object's member.
  fileprivate func member(at depth: Int, key: String?) {
    startMember(at: depth)
    if let key, depth > 0 {
      string(key)
      output.append(UInt8(ascii: ":"))
    }
  }

  /// Starts a member of the object at `depth` whose key is a literal, which needs no escape:
  /// its text is copied as it is.
  fileprivate func member(at depth: Int, key: StaticString) {
    startMember(at: depth)
    output.append(UInt8(ascii: "\""))
    output.append(key)
    output.append("\":")
  }

  /// Closes what is deeper than `depth` and writes the comma before any member but the first.
  private func startMember(at depth: Int) {
    close(to: depth)
    guard depth > 0 else { return }
    if open.addMember(at: depth - 1) { output.append(UInt8(ascii: ",")) }
  }

  /// Opens an object or array at `depth`; nothing when the slot at that depth opened one
  /// already (a second request for the same container).
  fileprivate func openContainer(isObject: Bool) {
    output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    open.push(isObject: isObject)
  }

  fileprivate func string(_ text: String) {
    var text = text
    // The bytes at once (`withUTF8`), not one by one through the string's view.
    text.withUTF8 { string($0) }
  }

  private func string(_ utf8: UnsafeBufferPointer<UInt8>) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: one append, not one per byte.
    guard Self.needsEscape(utf8) else {
      output.append(utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(#"\""#)
      case UInt8(ascii: "\\"): output.append(#"\\"#)
      case UInt8(ascii: "\n"): output.append(#"\n"#)
      case UInt8(ascii: "\r"): output.append(#"\r"#)
      case UInt8(ascii: "\t"): output.append(#"\t"#)
      case 0..<0x20:
        output.append(#"\u00"#)
        output.append(Self.hexDigit(byte >> 4))
        output.append(Self.hexDigit(byte & 15))
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The lowercase hexadecimal digit of a value below 16.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Whether `utf8` has a byte JSON escapes: a control character, `"` or `\`. Reads eight
  /// bytes at a time, as the TC string decoder looks for a `.`.
  private static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = utf8.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits = ones &* 0x80
    // Nonzero when a byte of `word` is below `limit` (at most 0x80): the lowest such byte
    // borrows and sets its high bit, and no byte below it is flagged.
    func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
      (word &- ones &* limit) & ~word & highBits != 0
    }
    var index = 0
    while utf8.count - index >= 8 {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if hasByte(below: 0x20, in: word)
        || hasByte(below: 1, in: word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        || hasByte(below: 1, in: word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
      {
        return true
      }
      index += 8
    }
    // The last bytes (most strings written are shorter than eight), one at a time.
    while index < utf8.count {
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      index += 1
    }
    return false
  }

  fileprivate func integer<T: BinaryInteger>(_ value: T) {
    if value >= 0, value < 10 {
      output.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    output.append(atMost: Self.integerBytes) { Self.write(value, to: $0) }
  }

  /// Appends `values` as an array of numbers, made in place after making room for the longest
  /// they can be: one check for room for the whole array, not one per byte. A number below
  /// 1 000 (a vendor or purpose ID, most numbers written) is copied from ``smallNumbers``.
  fileprivate func integers(_ values: [Int]) {
    Self.smallNumbers.withUnsafeBufferPointer { table in
      output.append(atMost: 2 + values.count * (Self.integerBytes + 1)) { start in
        start[0] = UInt8(ascii: "[")
        var next = start + 1
        for index in values.indices {
          if index > 0 {
            next[0] = UInt8(ascii: ",")
            next += 1
          }
          let value = values[index]
          if UInt(bitPattern: value) < UInt(table.count) {
            // Four bytes stored where at least 21 are free; the count says how many are kept.
            let packed = table[value]
            UnsafeMutableRawPointer(next).storeBytes(of: packed.littleEndian, as: UInt32.self)
            next += Int(packed >> 24)
          } else {
            next += Self.write(value, to: next)
          }
        }
        next[0] = UInt8(ascii: "]")
        return next + 1 - start
      }
    }
  }

  /// The text of each number below 1 000, by number: its digits in the low three bytes, the
  /// first lowest, and their count in the high byte.
  private static let smallNumbers: [UInt32] = (0..<1_000).map { number in
    let digits = Array(String(number).utf8)
    var packed = UInt32(digits.count) << 24
    for (place, digit) in digits.enumerated() { packed |= UInt32(digit) << (8 * place) }
    return packed
  }

  /// The most bytes an integer of 64 bits or fewer takes in decimal: a sign and 19 digits, or
  /// 20 digits.
  private static let integerBytes = 20

  /// The text of each number from 00 to 99, one after the other: ``write(_:to:)`` copies a
  /// pair of digits at once, where working out each digit (a division by 10 and a remainder)
  /// costs most of the time spent on a number. A literal, not a `static let` array, so that
  /// reading it needs no check that it was made, nor a bounds check.
  private static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Writes `value` in decimal at `start`, where ``integerBytes`` bytes are free; returns the
  /// number of bytes written.
  private static func write<T: BinaryInteger>(
    _ value: T, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var first = start
    if value < 0 {
      first[0] = UInt8(ascii: "-")
      first += 1
    }
    var magnitude = UInt64(value.magnitude)
    var count = 1
    var power: UInt64 = 10
    while count < 20, magnitude >= power {
      count += 1
      power &*= 10
    }
    // The digits from the last, two at a time, each pair's text from the table.
    var end = first + count
    // The 200 bytes of the literal, read in place: `pair` is below 100, so the two bytes at
    // `2 * pair` are within them.
    let pairs = UnsafeRawPointer(Self.digitPairs.utf8Start)
    while magnitude >= 10 {
      let pair = Int(magnitude % 100)
      magnitude /= 100
      end -= 2
      UnsafeMutableRawPointer(end).storeBytes(
        of: pairs.loadUnaligned(fromByteOffset: 2 * pair, as: UInt16.self), as: UInt16.self)
    }
    if end > first { first[0] = UInt8(ascii: "0") + UInt8(magnitude) }
    return first + count - start
  }

  fileprivate func floatingPoint(_ value: Double) throws {
    guard value.isFinite else { throw Failure(description: "\(value) is not a JSON number") }
    if value == value.rounded(), abs(value) < 1e15 {
      integer(Int64(value))
    } else {
      var text = "\(value)"
      text.withUTF8 { output.append($0) }
    }
  }

  fileprivate func literal(_ text: StaticString) {
    output.append(text)
  }

  /// Writes a value of a standard type directly; returns false for any other type.
  fileprivate func primitive<Value: Encodable>(_ value: Value) throws -> Bool {
    let type = ObjectIdentifier(Value.self)
    let form: Form
    // A few types in all: a search costs less than hashing.
    if let known = forms.first(where: { $0.type == type }) {
      form = known.form
    } else {
      form = Form(of: Value.self)
      forms.append((type, form))
    }
    // Each cast below is to the value's own type, which the runtime answers at once.
    switch form {
    case .encodable: return false
    case .bool: literal(value as? Bool == true ? "true" : "false")
    case .string: string(value as? String ?? "")
    case .int: integer(value as? Int ?? 0)
    case .double: try floatingPoint(value as? Double ?? 0)
    case .integers: integers(value as? [Int] ?? [])
    case .sortedKeys:
      guard let value = value as? any SortedKeysEncodable else { return false }
      try value.encodeSortedKeys(to: Slot(writer: self, depth: open.count))
    case .direct:
      guard let value = value as? any JSONLineWritable else { return false }
      try value.writeJSONLine(to: self)
    }
    return true
  }

  /// How ``primitive(_:)`` writes a type's values. It is found once per type and remembered:
  /// trying a value against each standard type (a dynamic cast each, the last a protocol
  /// conformance lookup) costs more than writing most values.
  private enum Form {
    case bool, string, int, double, integers, sortedKeys
    /// A ``JSONLineWritable`` type: the value writes itself, directly.
    case direct
    /// Any other type: the value encodes itself.
    case encodable

    init(of type: Any.Type) {
      self =
        switch type {
        case is Bool.Type: .bool
        case is String.Type: .string
        case is Int.Type: .int
        case is Double.Type: .double
        case is [Int].Type: .integers
        case is any SortedKeysEncodable.Type: .sortedKeys
        case is any JSONLineWritable.Type: .direct
        default: .encodable
        }
    }
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
      if writer.open.count > depth, writer.open.isObject(at: depth) == isObject {
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
