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
}
