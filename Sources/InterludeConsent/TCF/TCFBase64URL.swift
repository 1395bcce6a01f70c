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

  /// Decodes characters `start..<end` of `text` into bytes; the bit count is 6 per character.
  ///
  /// Up to two trailing `=` are stripped first (iabtcf-java and `java.util.Base64` write them).
  static func decode(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) throws(TCFError) -> (bytes: [UInt8], bitCount: Int) {
    var end = end
    var stripped = 0
    while end > start, stripped < 2, text[end - 1] == UInt8(ascii: "=") {
      end -= 1
      stripped += 1
    }
    let characters = end - start
    let bitCount = characters * 6
    var bytes = [UInt8](repeating: 0, count: (bitCount + 7) / 8)
    let invalid: Int? = values.withUnsafeBufferPointer { table in
      bytes.withUnsafeMutableBufferPointer { output in
        var accumulator: UInt32 = 0
        var pending = 0
        var index = 0
        for position in start..<end {
          let value = table[Int(text[position])]
          if value == 0xFF { return position }
          accumulator = (accumulator << 6) | UInt32(value)
          pending += 6
          if pending >= 8 {
            pending -= 8
            output[index] = UInt8(truncatingIfNeeded: accumulator >> UInt32(pending))
            index += 1
          }
        }
        if pending > 0 {
          output[index] = UInt8(truncatingIfNeeded: accumulator << UInt32(8 - pending))
        }
        return nil
      }
    }
    if let invalid {
      let scalar = Unicode.Scalar(text[invalid])
      throw TCFError(
        .notBase64,
        "character '\(Character(scalar))' at offset \(invalid) is not base64url (A-Z a-z 0-9 - _)")
    }
    return (bytes, bitCount)
  }

  /// Encodes the first `bitCount` bits of `bytes` (a multiple of 6) as characters.
  static func encode(_ bytes: [UInt8], bitCount: Int, into output: inout [UInt8]) {
    output.reserveCapacity(output.count + bitCount / 6)
    var position = 0
    while position + 6 <= bitCount {
      var value = 0
      for offset in 0..<6 {
        let bit = position + offset
        value = (value << 1) | Int((bytes[bit >> 3] >> UInt8(7 - bit & 7)) & 1)
      }
      output.append(alphabet[value])
      position += 6
    }
  }
}
