/// What a ``BeaconQueue`` found in its journal when it opened.
public struct BeaconJournalRecovery: Hashable, Sendable {
  /// Beacons not yet delivered or dropped, which the queue will deliver.
  public var liveBeacons: Int
  /// Of those, beacons whose last attempt had started when the previous process stopped
  /// without recording its outcome. The request may have reached the server, so sending
  /// them again may deliver them twice: the one case where at-least-once allows a duplicate.
  public var interruptedAttempts: Int
  /// Delivered or dropped beacon ids kept to refuse a second enqueue of the same id.
  package var settledIDs: Int
  /// Bytes cut from the end of the journal: a record torn by a crash in the middle of a write.
  package var tornBytes: Int
  /// Unreadable records before the end of the journal (damage, not a crash), skipped.
  package var skippedRecords: Int

  /// Creates a report.
  package init(
    liveBeacons: Int = 0, interruptedAttempts: Int = 0, settledIDs: Int = 0, tornBytes: Int = 0,
    skippedRecords: Int = 0
  ) {
    self.liveBeacons = liveBeacons
    self.interruptedAttempts = interruptedAttempts
    self.settledIDs = settledIDs
    self.tornBytes = tornBytes
    self.skippedRecords = skippedRecords
  }
}
