package import Foundation

/// The record framing of the append-only journals (the beacon queue's and the consent
/// receipts'): one line per record, `CRC32 BODY\n`.
///
/// The line is the 8-digit lowercase hex CRC-32 of the body, a space, the body (JSON, without a
/// newline) and a newline. A record cut short by a crash, or damaged on disk, fails the checksum
/// and is recognised as such instead of being half-read.
package enum ChecksummedLine {
  /// `body` framed as one line, newline included. The body must not contain a newline.
  package static func frame(_ body: Data) -> Data {
    var line = Data((JournalChecksum.crc32Hex(body) + " ").utf8)
    line.append(body)
    line.append(UInt8(ascii: "\n"))
    return line
  }

  /// The body of `line` (given without its newline) when its checksum holds; nil when the line
  /// is torn, damaged or not a record.
  package static func body(of line: Data) -> Data? {
    guard line.count > 10 else { return nil }
    let start = line.startIndex
    guard line[start + 8] == UInt8(ascii: " "),
      let stored = UInt32(String(decoding: line[start..<start + 8], as: UTF8.self), radix: 16)
    else { return nil }
    let body = line[(start + 9)...]
    guard JournalChecksum.crc32(body) == stored else { return nil }
    return body
  }
}
