public import Foundation

/// A ``ConsentReceiptLog`` as JSON, for an app to hand to an auditor or forward to its server:
///
/// ```json
/// {"format": "interlude-consent-receipts", "version": 1, "droppedCount": 0,
///  "damagedCount": 0, "receipts": [{"sequence": 1, "timestamp": "…", "action": "acceptAll",
///  "tcString": "…", "additionalConsentString": null, "gppString": "…", "layerVersion": 1,
///  "configurationVersion": "1a2b3c4d", "vendorListVersion": 17, "tcfPolicyVersion": 5,
///  "trackingAuthorization": "authorized"}]}
/// ```
public struct ConsentReceiptExport: Hashable, Sendable, Codable {
  /// The value of ``format``.
  package static let formatName = "interlude-consent-receipts"

  /// Always `interlude-consent-receipts`.
  public var format: String
  /// The log's format version.
  public var version: Int
  /// Receipts the size bound dropped, oldest first, before the first one listed.
  public var droppedCount: Int
  /// Records found damaged on disk (failed checksum) and left out.
  public var damagedCount: Int
  /// The receipts kept, oldest first.
  public var receipts: [ConsentReceipt]

  /// Creates an export.
  package init(droppedCount: Int, damagedCount: Int, receipts: [ConsentReceipt]) {
    format = Self.formatName
    version = ConsentReceiptLogRecord.version
    self.droppedCount = droppedCount
    self.damagedCount = damagedCount
    self.receipts = receipts
  }

  /// Pretty-printed JSON with sorted keys.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
