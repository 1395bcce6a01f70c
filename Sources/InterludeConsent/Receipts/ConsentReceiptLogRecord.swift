import Foundation

/// One record of a ``ConsentReceiptLog`` file: one ``ChecksummedLine`` whose body is JSON.
///
/// Kinds: `H` header, first in the file (`v` the format version, `dropped` the receipts the
/// size bound has dropped so far, `damaged` the damaged records a rewrite has removed); `R` a
/// receipt (`receipt`, the ``ConsentReceipt`` JSON).
struct ConsentReceiptLogRecord: Codable {
  /// The format version the log writes and reads.
  static let version = 1

  /// The record kinds.
  enum Kind: String, Codable {
    case header = "H"
    case receipt = "R"
  }

  var kind: Kind
  var version: Int?
  var dropped: Int?
  var damaged: Int?
  var receipt: ConsentReceipt?

  private enum CodingKeys: String, CodingKey {
    case kind = "k"
    case version = "v"
    case dropped, damaged, receipt
  }

  /// A header for the current format.
  static func header(dropped: Int, damaged: Int) -> ConsentReceiptLogRecord {
    ConsentReceiptLogRecord(
      kind: .header, version: version, dropped: dropped, damaged: damaged, receipt: nil)
  }

  /// A receipt record.
  static func receipt(_ receipt: ConsentReceipt) -> ConsentReceiptLogRecord {
    ConsentReceiptLogRecord(
      kind: .receipt, version: nil, dropped: nil, damaged: nil, receipt: receipt)
  }

  /// The record as one checksummed line, newline included.
  func line() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return ChecksummedLine.frame(try encoder.encode(self))
  }
}
