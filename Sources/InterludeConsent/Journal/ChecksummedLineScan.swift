package import Foundation

/// One pass over a whole journal file of ``ChecksummedLine`` records, as it is read at start-up.
///
/// Each line whose checksum holds is handed to the reader, which says whether it could use it.
/// A line that fails (checksum or reader) is skipped. Unreadable bytes after the last good
/// record are a record torn by a crash: ``validLength`` ends before them, and the owner
/// truncates the file there before appending (otherwise the next record would be glued to the
/// torn one). Unreadable lines before the last good record are damage, counted in
/// ``skippedRecords``.
package struct ChecksummedLineScan: Sendable {
  /// Bytes up to the end of the last good record.
  package private(set) var validLength = 0
  /// Good records read.
  package private(set) var recordCount = 0
  /// Bytes after the last good record (a torn tail).
  package private(set) var tornBytes = 0
  /// Unreadable records before the last good one.
  package private(set) var skippedRecords = 0

  /// Scans `data`, handing each checksummed body to `read`, which returns whether the record
  /// was readable.
  package init(data: Data, read: (Data) -> Bool) {
    let newline = UInt8(ascii: "\n")
    var unreadableSinceLastGood = 0
    var start = data.startIndex
    while start < data.endIndex {
      guard let end = data[start...].firstIndex(of: newline) else { break }
      if let body = ChecksummedLine.body(of: data[start..<end]), read(body) {
        recordCount += 1
        skippedRecords += unreadableSinceLastGood
        unreadableSinceLastGood = 0
        validLength = end + 1 - data.startIndex
      } else {
        unreadableSinceLastGood += 1
      }
      start = end + 1
    }
    tornBytes = data.count - validLength
  }
}
