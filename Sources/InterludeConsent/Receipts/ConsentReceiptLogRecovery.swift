/// What a ``ConsentReceiptLog`` found in its file when it opened.
package struct ConsentReceiptLogRecovery: Hashable, Sendable {
  /// Receipts read.
  package var receipts: Int
  /// Bytes cut from the end of the file: a receipt torn by a crash in the middle of its write
  /// (the decision it records was saved, its receipt was not).
  package var tornBytes: Int
  /// Records before the end of the file that fail their checksum or cannot be read (damage on
  /// disk, not a crash), skipped.
  package var damagedRecords: Int

  /// Creates a report.
  package init(receipts: Int = 0, tornBytes: Int = 0, damagedRecords: Int = 0) {
    self.receipts = receipts
    self.tornBytes = tornBytes
    self.damagedRecords = damagedRecords
  }
}
