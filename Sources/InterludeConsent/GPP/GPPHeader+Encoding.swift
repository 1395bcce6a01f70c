extension GPPHeader {
  /// The header as base64url text: type, version and the section IDs as a Fibonacci-coded
  /// range, padded to a whole byte and then to a 6-bit multiple, as iabgpp-es writes it
  /// (`DBABMA` for `[2]`).
  package var encoded: String {
    var writer = TCFBitWriter(capacityBits: 64)
    writer.write(headerType, 6)
    writer.write(gppVersion, 6)
    writer.writeFibonacciRange(sectionIDs)
    return writer.gppBase64URL()
  }
}
