/// Base64url (RFC 4648 §5) without padding, over bytes, as TC strings use it.
enum TCFBase64URL {
  /// The 64 characters in value order.
  static let alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Each byte's 6-bit value, or 0xFF for bytes outside the alphabet.
  static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
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
    let invalid = values.withUnsafeBufferPointer { table in
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
    table: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    var position = start
    var index = 0
    while end - position >= 4 {
      let a = table[Int(text[position])]
      let b = table[Int(text[position &+ 1])]
      let c = table[Int(text[position &+ 2])]
      let d = table[Int(text[position &+ 3])]
      guard (a | b | c | d) & 0xC0 == 0 else { break }
      let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
      output[index] = UInt8(truncatingIfNeeded: group >> 16)
      output[index &+ 1] = UInt8(truncatingIfNeeded: group >> 8)
      output[index &+ 2] = UInt8(truncatingIfNeeded: group)
      index &+= 3
      position &+= 4
    }
    var accumulator: UInt32 = 0
    var pending = 0
    while position < end {
      let value = table[Int(text[position])]
      if value == 0xFF { return position }
      accumulator = (accumulator << 6) | UInt32(value)
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
