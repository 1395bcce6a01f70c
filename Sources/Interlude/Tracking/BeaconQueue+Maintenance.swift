import Foundation
import InterludeConsent

/// Upkeep: expiry, overflow, settling, journal appends and compaction, events.
extension BeaconQueue {
  /// Drops the waiting beacons older than the expiry, oldest first.
  func dropExpired(at date: Date) {
    let expired = entries.values.filter {
      !$0.inFlight
        && date.timeIntervalSince($0.beacon.enqueuedAt) >= configuration.expiry.timeInterval
          - Self.dueTolerance
    }
    for entry in expired.sorted(by: { $0.sequence < $1.sequence }) {
      drop(entry, reason: .expired, at: date)
    }
  }

  /// Makes room for a beacon of `priority` when the queue is full, by dropping the lowest
  /// priority waiting beacon (the oldest among equals); false when the newcomer is itself the
  /// lowest and should be dropped.
  func makeRoom(for priority: BeaconPriority, at date: Date) -> Bool {
    while entries.count >= max(1, configuration.capacity) {
      let victim = entries.values.filter { !$0.inFlight }.min {
        ($0.beacon.priority, $0.sequence) < ($1.beacon.priority, $1.sequence)
      }
      guard let victim, victim.beacon.priority <= priority else { return false }
      drop(victim, reason: .overflow, at: date)
    }
    return true
  }

  /// Journals the drop (unless `marked`: already written), then settles the beacon and reports
  /// it.
  func drop(
    _ entry: BeaconQueueEntry, reason: BeaconDropReason, at date: Date, marked: Bool = false
  ) {
    if !marked { append([.dropped(id: entry.id, reason: reason.name, at: date)]) }
    settle(entry, at: date)
    emit(.dropped(entry.beacon, reason: reason))
  }

  /// Forgets a delivered or dropped beacon, remembering its id when the caller gave it.
  func settle(_ entry: BeaconQueueEntry, at date: Date) {
    entries[entry.id] = nil
    guard entry.hasCallerID else { return }
    settled[entry.id] = date
    let capacity = max(0, configuration.settledIDCapacity)
    if settled.count > capacity + capacity / 8 {
      pruneSettled(at: date)
    }
  }

  /// Forgets settled ids older than the expiry, then the oldest beyond the capacity.
  func pruneSettled(at date: Date) {
    settled = settled.filter {
      date.timeIntervalSince($0.value) < configuration.expiry.timeInterval
    }
    let capacity = max(0, configuration.settledIDCapacity)
    guard settled.count > capacity else { return }
    let newest = settled.sorted { $0.value > $1.value }.prefix(capacity)
    settled = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
  }

  /// Appends records to the journal; a failure is reported once until an append succeeds.
  func append(_ records: [BeaconJournalRecord]) {
    var bytes = Data()
    for record in records { bytes.append(record.line) }
    if let failure = journal.append(bytes, records: records.count) {
      if journalHealthy {
        journalHealthy = false
        emit(.journalFailed(failure))
      }
    } else {
      journalHealthy = true
    }
  }

  /// Compacts when the journal is long enough and mostly dead records.
  func compactIfWorthIt() {
    guard !isCompacting, !isClosed else { return }
    let total = journal.recordCount
    let live = entries.count + settled.count + 1
    guard total >= configuration.compactionThreshold,
      Double(total - live) >= configuration.compactionDeadFraction * Double(total)
    else { return }
    compact()
  }

  /// Rewrites the journal with the live state: a header, one `E` per live beacon (with its
  /// attempts and next attempt) in acceptance order, one `D` per remembered settled id.
  func compact() {
    guard !isCompacting, !isClosed else { return }
    pruneSettled(at: now())
    var bytes = BeaconJournalRecord.header.line
    var count = 1
    for entry in entries.values.sorted(by: { $0.sequence < $1.sequence }) {
      bytes.append(BeaconJournalRecord.enqueue(entry).line)
      count += 1
    }
    for (id, date) in settled.sorted(by: { $0.value < $1.value }) {
      bytes.append(BeaconJournalRecord.delivered(id: id, status: nil, at: date).line)
      count += 1
    }
    isCompacting = true
    let started = journal.compact(bytes, records: count) { result in
      Task { @MainActor [weak self] in self?.compactionFinished(result) }
    }
    if !started { isCompacting = false }
  }

  private func compactionFinished(
    _ result: Result<(before: Int, after: Int), BeaconJournal.JournalFailure>
  ) {
    isCompacting = false
    switch result {
    case .success(let counts):
      emit(.compacted(recordsBefore: counts.before, recordsAfter: counts.after))
    case .failure(let failure):
      emit(.journalFailed(failure.message))
    }
  }

  /// Reports an event to ``onEvent``, ``events`` and the internal observers (dropping those
  /// that ask to stop).
  func emit(_ event: BeaconQueueEvent) {
    onEvent?(event)
    continuation.yield(event)
    observers = observers.filter { $0(event) }
  }

  /// Adds an observer of every event, beside ``events``; it stays
  /// until it returns false.
  public func observe(_ observer: @escaping @MainActor (BeaconQueueEvent) -> Bool) {
    observers.append(observer)
  }
}
