import Dispatch
import Foundation
import InterludeConsent

/// The append-only file behind a ``BeaconQueue``: appends, group commit, compaction, lock.
///
/// Durability has two levels, and the difference is the window the queue documents:
/// - **Process crash** (the app is killed, crashes, is jettisoned): a record is safe once
///   ``append(_:records:)`` returns, because it is one `write(2)` into the kernel's page cache,
///   which outlives the process. The caller (the main actor) never waits for the disk.
/// - **Power loss or kernel panic**: a record is safe once synced. Syncs are batched (group
///   commit) on a background queue: after `batch` records or `interval` seconds after the first
///   unsynced one, whichever comes first, one `fsync(2)` covers them all.
///
/// Compaction writes the live records to `<journal>.compact`, syncs it, copies in the records
/// appended meanwhile, renames it over the journal (atomic) and syncs the folder. A crash
/// before the rename leaves the old journal whole (the stray file is deleted at the next open);
/// after it, the new one.
///
/// A lock file (`<journal>.lock`, `flock`) keeps a second queue, in this process or another,
/// from opening the same journal; the kernel releases it when the process dies.
///
/// Unchecked: every mutable field is behind `state`'s lock, and `io` is a `DispatchQueue`,
/// which is thread-safe but not declared `Sendable` by the iOS 16 SDK's Dispatch.
final class BeaconJournal: @unchecked Sendable {
  /// The journal file.
  let url: URL
  private let compactPath: String
  private let batch: Int
  private let interval: Double
  private let io = DispatchQueue(label: "org.interlude.beacon-journal")
  private let state: Locked<State>

  /// The open file and its group commit.
  private struct State {
    /// The journal's descriptor, -1 once closed.
    var descriptor: Int32
    /// The lock file's descriptor, -1 once released.
    var lockDescriptor: Int32
    /// The file's length in bytes.
    var size: Int
    /// Records in the file, header included.
    var records: Int
    /// Records written since the last sync.
    var unsynced = 0
    /// Whether a commit waits for the interval.
    var timerArmed = false
    /// Whether a commit was asked for at once (a full batch).
    var urgentArmed = false
    /// While a compaction runs: what was appended meanwhile, copied into the new file.
    var carried: [(bytes: Data, records: Int)]?
    /// `fsync` calls made for group commits.
    var syncs = 0
    /// Settling marks written by ``appendMark(_:)`` that the queue has not yet taken in.
    var pendingMarks: [String: Data] = [:]
  }

  private init(
    url: URL, descriptor: Int32, lockDescriptor: Int32, size: Int, records: Int, batch: Int,
    interval: Double
  ) {
    self.url = url
    self.compactPath = url.path + ".compact"
    state = Locked(
      State(descriptor: descriptor, lockDescriptor: lockDescriptor, size: size, records: records))
    self.batch = max(1, batch)
    self.interval = max(0, interval)
  }

  deinit {
    state.withLock { state in
      if state.descriptor >= 0 {
        JournalFile.sync(state.descriptor)
        JournalFile.close(state.descriptor)
      }
      if state.lockDescriptor >= 0 { JournalFile.close(state.lockDescriptor) }
    }
  }

  /// Records in the file, header included.
  var recordCount: Int { state.withLock { $0.records } }

  /// `fsync` calls made for group commits so far.
  var syncCount: Int { state.withLock { $0.syncs } }

  /// Opens (or creates) the journal at `url`, replays it and cuts a torn tail.
  static func open(
    url: URL, batch: Int, interval: Double
  ) throws(BeaconQueueError) -> (BeaconJournal, BeaconJournalReplay) {
    let path = url.path
    func unavailable(_ reason: String) -> BeaconQueueError {
      .journalUnavailable(path: path, reason: reason)
    }
    let opened: JournalFile.Opened
    switch JournalFile.open(url) {
    case .success(let value): opened = value
    case .failure(.locked): throw .journalLocked(path: path)
    case .failure(.unavailable(let reason)): throw unavailable(reason)
    }
    let lockDescriptor = opened.lockDescriptor
    let replay = BeaconJournalReplay(data: opened.contents)
    if let version = replay.version, version > BeaconJournalRecord.version {
      JournalFile.close(lockDescriptor)
      throw .unsupportedJournalVersion(version)
    }

    let descriptor: Int32
    switch JournalFile.openForAppending(path) {
    case .success(let value): descriptor = value
    case .failure(let failure):
      JournalFile.close(lockDescriptor)
      throw unavailable("cannot open it for writing: \(failure.message)")
    }
    var size = replay.validLength
    var records = replay.recordCount
    if replay.tornBytes > 0 {
      if let reason = JournalFile.truncate(descriptor, to: replay.validLength) {
        JournalFile.close(descriptor)
        JournalFile.close(lockDescriptor)
        throw unavailable("cannot cut its torn tail: \(reason)")
      }
    }
    if size == 0 {
      let header = BeaconJournalRecord.header.line
      if let reason = JournalFile.writeAll(descriptor, header) {
        JournalFile.close(descriptor)
        JournalFile.close(lockDescriptor)
        throw unavailable("cannot write it: \(reason)")
      }
      size = header.count
      records = 1
    }
    if replay.tornBytes > 0 || replay.validLength == 0 {
      JournalFile.sync(descriptor)
      JournalFile.syncFolder(of: url)
    }
    let journal = BeaconJournal(
      url: url, descriptor: descriptor, lockDescriptor: lockDescriptor, size: size,
      records: records, batch: batch, interval: interval)
    return (journal, replay)
  }

  /// Appends `bytes` (whole records, `records` of them) with one `write(2)`, and arms the group
  /// commit; returns a description of the failure, or nil.
  ///
  /// On return the records survive a crash of the process; they survive a power loss after the
  /// next group commit. A failed write is cut off again, so no torn record stays in the middle.
  func append(_ bytes: Data, records count: Int) -> String? {
    state.withLock { append(bytes, records: count, to: &$0) }
  }

  /// Appends a settling mark (`D`, or `X` for a rejection) from any thread, as soon as the
  /// answer arrives; returns a description of the failure, or nil.
  ///
  /// The mark stays pending until the queue takes it in (``acknowledgeMark(id:)``): until then
  /// the queue's snapshots still show the beacon live, so a compaction starting meanwhile
  /// copies the pending marks into the new file after the snapshot.
  func appendMark(_ record: BeaconJournalRecord) -> String? {
    let bytes = record.line
    return state.withLock { state in
      let failure = append(bytes, records: 1, to: &state)
      if failure == nil { state.pendingMarks[record.id] = bytes }
      return failure
    }
  }

  /// The queue has taken in the mark of `id`: its snapshots no longer show the beacon live.
  func acknowledgeMark(id: String) {
    state.withLock { $0.pendingMarks[id] = nil }
  }

  /// Appends under the lock (`state` is the locked state).
  private func append(_ bytes: Data, records count: Int, to state: inout State) -> String? {
    guard state.descriptor >= 0 else { return "the journal is closed" }
    if let failure = JournalFile.writeAll(state.descriptor, bytes) {
      _ = JournalFile.truncate(state.descriptor, to: state.size)
      return failure
    }
    state.size += bytes.count
    state.records += count
    state.unsynced += count
    state.carried?.append((bytes, count))
    if state.unsynced >= batch {
      if !state.urgentArmed {
        state.urgentArmed = true
        io.async { [weak self] in self?.commit() }
      }
    } else if !state.timerArmed {
      state.timerArmed = true
      io.asyncAfter(deadline: .now() + interval) { [weak self] in self?.commit() }
    }
    return nil
  }

  /// Syncs now and returns once the records appended so far are on disk.
  func flush() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      io.async {
        self.commit()
        continuation.resume()
      }
    }
  }

  /// Rewrites the journal as `bytes` (the live state, `count` records, header first) plus the
  /// records appended from now until the switch; `completion` runs on a background queue with
  /// the record counts of the old and new files at the switch, or the failure. False when the
  /// journal is closed or a compaction is already running.
  func compact(
    _ bytes: Data, records count: Int,
    completion: @escaping @Sendable (Result<(before: Int, after: Int), JournalFailure>) -> Void
  ) -> Bool {
    let started = state.withLock { state -> Bool in
      guard state.descriptor >= 0, state.carried == nil else { return false }
      // Marks the snapshot does not reflect yet go in after it, then whatever comes next.
      state.carried = state.pendingMarks.values.map { (bytes: $0, records: 1) }
      return true
    }
    guard started else { return false }
    io.async {
      completion(self.writeCompacted(bytes, records: count))
    }
    return true
  }

  /// Syncs and closes the journal and releases its lock; waits for pending background work.
  func close() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      io.async {
        let (descriptor, lockDescriptor) = self.state.withLock { state -> (Int32, Int32) in
          defer { (state.descriptor, state.lockDescriptor) = (-1, -1) }
          return (state.descriptor, state.lockDescriptor)
        }
        if descriptor >= 0 {
          JournalFile.sync(descriptor)
          JournalFile.close(descriptor)
        }
        if lockDescriptor >= 0 { JournalFile.close(lockDescriptor) }
        continuation.resume()
      }
    }
  }

  /// A failure of a background journal operation.
  struct JournalFailure: Error {
    var message: String
  }

  // MARK: Background work (on `io`)

  /// One group commit: syncs the records written since the last one.
  private func commit() {
    let (descriptor, pending) = state.withLock { state -> (Int32, Int) in
      defer { (state.unsynced, state.timerArmed, state.urgentArmed) = (0, false, false) }
      return (state.descriptor, state.unsynced)
    }
    guard descriptor >= 0, pending > 0 else { return }
    JournalFile.sync(descriptor)
    state.withLock { $0.syncs += 1 }
  }

  private func writeCompacted(
    _ bytes: Data, records count: Int
  ) -> Result<(before: Int, after: Int), JournalFailure> {
    func fail(
      _ message: String, closing temporary: Int32 = -1
    ) -> Result<(before: Int, after: Int), JournalFailure> {
      if temporary >= 0 { JournalFile.close(temporary) }
      JournalFile.remove(compactPath)
      state.withLock { $0.carried = nil }
      return .failure(JournalFailure(message: message))
    }
    let temporary: Int32
    switch JournalFile.create(compactPath) {
    case .success(let value): temporary = value
    case .failure(let failure): return fail("compaction: \(failure.message)")
    }
    if let failure = JournalFile.writeAll(temporary, bytes) {
      return fail("compaction: \(failure)", closing: temporary)
    }
    if let failure = JournalFile.sync(temporary) {
      return fail("compaction sync: \(failure)", closing: temporary)
    }
    // The switch, under the lock: what was appended meanwhile, then the rename.
    let switched = state.withLock { state -> Result<(before: Int, after: Int), JournalFailure> in
      guard state.descriptor >= 0 else {
        return .failure(JournalFailure(message: "the journal was closed"))
      }
      var total = count
      var newSize = bytes.count
      for chunk in state.carried ?? [] {
        if let failure = JournalFile.writeAll(temporary, chunk.bytes) {
          return .failure(JournalFailure(message: "compaction: \(failure)"))
        }
        total += chunk.records
        newSize += chunk.bytes.count
      }
      if let reason = JournalFile.rename(compactPath, over: url.path) {
        return .failure(JournalFailure(message: "compaction rename: \(reason)"))
      }
      JournalFile.close(state.descriptor)
      let before = state.records
      state.descriptor = temporary
      state.unsynced = total - count
      state.size = newSize
      state.records = total
      state.carried = nil
      return .success((before: before, after: total))
    }
    if case .failure(let failure) = switched {
      return fail(failure.message, closing: temporary)
    }
    JournalFile.syncFolder(of: url)
    commit()
    return switched
  }
}
