/// CRC-32 (IEEE 802.3, the zlib polynomial) of journal records: a torn or damaged record is
/// recognised instead of being half-read.
package enum JournalChecksum {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
    }
    return value
  }

  /// The CRC-32 of `bytes`.
  package static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32
  where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// The CRC-32 of `bytes` as 8 lowercase hex digits.
  package static func crc32Hex<Bytes: Sequence>(_ bytes: Bytes) -> String
  where Bytes.Element == UInt8 {
    let hex = String(crc32(bytes), radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
