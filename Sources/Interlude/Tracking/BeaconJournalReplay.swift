import Foundation
import InterludeConsent

/// The state a journal's records describe, rebuilt at start-up.
///
/// Records apply in order. An `E` for an id already live or settled is ignored (deduplication
/// by id); `A` marks an attempt in flight until an `R`, `D` or `X` for the same id resolves
/// it; `D` and `X` settle the beacon, and keep its id when the caller gave it (or when the
/// beacon itself is not in the file: a settled id written by compaction).
///
/// A record that cannot be read is skipped; unreadable bytes after the last good record are a
/// torn tail (``ChecksummedLineScan``), cut before anything is appended.
struct BeaconJournalReplay {
  /// Live beacons, in acceptance order.
  private(set) var entries: [BeaconQueueEntry] = []
  /// Settled ids remembered for deduplication, with when they settled.
  private(set) var settled: [String: Date] = [:]
  /// Bytes up to the end of the last good record.
  private(set) var validLength = 0
  /// Good records read.
  private(set) var recordCount = 0
  /// Bytes after the last good record (a torn tail).
  private(set) var tornBytes = 0
  /// Unreadable records before the last good one.
  private(set) var skippedRecords = 0
  /// The header's version, when the file has a header.
  private(set) var version: Int?

  private var index: [String: Int] = [:]

  /// Replays `data`, the whole journal.
  init(data: Data) {
    let decoder = JSONDecoder()
    var live: [BeaconQueueEntry?] = []
    let scan = ChecksummedLineScan(data: data) { body in
      guard let record = try? decoder.decode(BeaconJournalRecord.self, from: Data(body)) else {
        return false
      }
      apply(record, to: &live)
      return true
    }
    validLength = scan.validLength
    recordCount = scan.recordCount
    tornBytes = scan.tornBytes
    skippedRecords = scan.skippedRecords
    entries = live.compactMap { $0 }
    for position in entries.indices {
      entries[position].sequence = position
    }
  }

  private mutating func apply(_ record: BeaconJournalRecord, to live: inout [BeaconQueueEntry?]) {
    let time = Date(timeIntervalSince1970: record.time ?? 0)
    switch record.kind {
    case .header:
      version = record.version
    case .enqueue:
      guard index[record.id] == nil, settled[record.id] == nil, !record.id.isEmpty,
        let text = record.url, let url = URL(string: text)
      else { return }
      var beacon = QueuedBeacon(
        id: record.id, url: url,
        priority: BeaconPriority(rawValue: record.priority ?? 0) ?? .tracking,
        enqueuedAt: time, idempotencyKey: record.key)
      beacon.attempts = record.attempts ?? 0
      beacon.failures = record.failures ?? 0
      if let next = record.next { beacon.nextAttempt = Date(timeIntervalSince1970: next) }
      index[record.id] = live.count
      live.append(
        BeaconQueueEntry(
          beacon: beacon, sequence: live.count, hasCallerID: record.callerID ?? false,
          inFlight: record.inFlight ?? false))
    case .attempt:
      guard let position = index[record.id], var entry = live[position] else { return }
      entry.beacon.attempts = record.attempts ?? entry.beacon.attempts + 1
      entry.inFlight = true
      live[position] = entry
    case .retry:
      guard let position = index[record.id], var entry = live[position] else { return }
      entry.beacon.attempts = record.attempts ?? entry.beacon.attempts
      entry.beacon.failures = record.failures ?? entry.beacon.failures + 1
      if let next = record.next { entry.beacon.nextAttempt = Date(timeIntervalSince1970: next) }
      entry.inFlight = false
      live[position] = entry
    case .delivered, .dropped:
      if let position = index.removeValue(forKey: record.id) {
        if live[position]?.hasCallerID == true { settled[record.id] = time }
        live[position] = nil
      } else if !record.id.isEmpty {
        settled[record.id] = time
      }
    }
  }
}
