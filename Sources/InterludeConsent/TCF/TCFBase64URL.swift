/// Base64url (RFC 4648 §5) without padding, over bytes, as TC strings use it.
enum TCFBase64URL {
  /// The 64 characters in value order.
  static let alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Marks a byte outside the alphabet in ``shiftedValues``.
  static let invalid: UInt32 = 0x8000_0000

  /// Four tables of 256 entries: entry `256 * k + byte` is the byte's 6-bit value shifted to
  /// its place as the `k`th character of a 4-character (24-bit) group, or ``invalid``. A
  /// group's bits are then the OR of four lookups.
  static let shiftedValues: [UInt32] = {
    var table = [UInt32](repeating: invalid, count: 1024)
    for (value, character) in alphabet.enumerated() {
      for place in 0..<4 {
        table[256 * place + Int(character)] = UInt32(value) << UInt32(18 - 6 * place)
      }
    }
    return table
  }()

  /// The end of characters `start..<end` of `text` without up to two trailing `=`
  /// (iabtcf-java and `java.util.Base64` write them).
  static func endStrippingPadding(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    var end = end
    var stripped = 0
    while end > start, stripped < 2, text[end - 1] == UInt8(ascii: "=") {
      end -= 1
      stripped += 1
    }
    return end
  }

  /// Decodes characters `start..<end` of `text` (6 bits each) into `output`, which is zeroed
  /// and holds at least `((end - start) * 6 + 7) / 8` bytes.
  ///
  /// - Throws: ``TCFErrorKind/notBase64`` naming the first character outside the alphabet.
  static func decode(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    into output: UnsafeMutableRawBufferPointer
  ) throws(TCFError) {
    precondition(output.count >= ((end - start) * 6 + 7) / 8, "base64url output too small")
    let invalid = shiftedValues.withUnsafeBufferPointer { table in
      decode(text, from: start, to: end, table: table, into: output)
    }
    if let invalid {
      let scalar = Unicode.Scalar(text[invalid])
      throw TCFError(
        .notBase64,
        "character '\(Character(scalar))' at offset \(invalid) is not base64url (A-Z a-z 0-9 - _)")
    }
  }

  /// Writes the bytes of characters `start..<end` into `output`, four characters (three bytes)
  /// at a time; returns the offset of the first character outside the alphabet, if any.
  @inline(__always)
  private static func decode(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    table: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    var position = start
    var index = 0
    // Each group is stored as four bytes, the last one zero until the next group lands.
    while end - position >= 4, output.count - index >= 4 {
      let group =
        table[Int(text[position])] | table[256 &+ Int(text[position &+ 1])]
        | table[512 &+ Int(text[position &+ 2])] | table[768 &+ Int(text[position &+ 3])]
      guard group & Self.invalid == 0 else { break }
      output.storeBytes(of: (group << 8).bigEndian, toByteOffset: index, as: UInt32.self)
      index &+= 3
      position &+= 4
    }
    var accumulator: UInt32 = 0
    var pending = 0
    while position < end {
      let value = table[768 &+ Int(text[position])]
      if value == Self.invalid { return position }
      accumulator = (accumulator << 6) | value
      pending += 6
      if pending >= 8 {
        pending -= 8
        output[index] = UInt8(truncatingIfNeeded: accumulator >> UInt32(pending))
        index += 1
      }
      position += 1
    }
    if pending > 0 {
      output[index] = UInt8(truncatingIfNeeded: accumulator << UInt32(8 - pending))
    }
    return nil
  }

  /// Appends the first `bitCount` bits of `bytes` (a multiple of 6) to `output` as characters.
  static func encode(_ bytes: [UInt8], bitCount: Int, into output: inout [UInt8]) {
    let characters = bitCount / 6
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: characters) { buffer in
      bytes.withUnsafeBufferPointer { input in encode(input, bitCount: bitCount, into: buffer) }
      output.append(contentsOf: buffer)
    }
  }

  /// Writes the first `bitCount` bits of `bytes` (a multiple of 6) as characters into the
  /// first `bitCount / 6` places of `output`, three bytes (four characters) at a time.
  static func encode(
    _ bytes: UnsafeBufferPointer<UInt8>, bitCount: Int,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let characters = bitCount / 6
    precondition(
      output.count >= characters && bytes.count * 8 >= characters * 6, "base64url buffers too small"
    )
    alphabet.withUnsafeBufferPointer { alphabet in
      var written = 0
      var index = 0
      while characters - written >= 4 {
        let group = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
        output[written] = alphabet[group >> 18]
        output[written + 1] = alphabet[group >> 12 & 63]
        output[written + 2] = alphabet[group >> 6 & 63]
        output[written + 3] = alphabet[group & 63]
        index += 3
        written += 4
      }
      var accumulator = 0
      var pending = 0
      while written < characters {
        if pending < 6 {
          accumulator = accumulator << 8 | Int(bytes[index])
          index += 1
          pending += 8
        }
        pending -= 6
        output[written] = alphabet[accumulator >> pending & 63]
        written += 1
      }
    }
  }
}
