public import Foundation

/// The local, append-only, checksummed log of consent receipts that ``ConsentManager`` appends
/// to on every saved decision.
///
/// The file is a series of checksummed lines (`CRC32 JSON\n`), the format of the beacon queue's
/// journal: a header, then one line per receipt, each carrying the CRC-32 of its JSON.
/// - **Append-only.** A receipt is one `write(2)` at the end of the file followed by `fsync(2)`:
///   once the append returns, the receipt survives a crash of the process and a power loss.
/// - **Crash recovery.** A receipt torn by a crash in the middle of its write fails its checksum
///   and is cut off when the log next opens; every whole receipt before it is kept.
/// - **Damage.** A record that fails its checksum before the end is skipped and counted
///   (``damagedCount``), never half-read. CRC-32 catches accidental damage, not a deliberate
///   edit: the log is evidence kept by the app, not a tamper-proof seal.
/// - **Bounded.** At most ``capacity`` receipts are kept. Past it the oldest are dropped, and
///   their number is kept (``droppedCount``), by rewriting the file: the kept records go to
///   `<log>.compact`, which is synced and renamed over the log (atomic), so a crash leaves the
///   old file or the new one, whole.
///
/// A lock file (`<log>.lock`, `flock`) keeps a second log, in this process or another, from
/// opening the same file. Without a file the log keeps its receipts in memory only.
///
/// Nothing is sent anywhere: an app that wants the receipts on its server exports them
/// (``export()``) and sends them itself.
public final class ConsentReceiptLog: Sendable {
  /// The default bound: 500 receipts (a few per user and year, so years of history).
  public static let defaultCapacity = 500

  /// The file, or nil for a log kept in memory.
  public let url: URL?
  /// The most receipts kept.
  public let capacity: Int
  /// What opening the file found.
  package let recovery: ConsentReceiptLogRecovery

  private let state: Locked<State>

  /// A log kept in memory only (lost when the process ends).
  public init(capacity: Int = defaultCapacity) {
    url = nil
    self.capacity = max(1, capacity)
    recovery = ConsentReceiptLogRecovery()
    state = Locked(State(url: nil, stored: [], dropped: 0, damaged: 0, nextSequence: 1))
  }

  /// Opens (or creates) the log at `url`, reads it and cuts a torn tail.
  ///
  /// - Throws: ``ConsentReceiptLogError/locked(path:)`` when another log has the file open,
  ///   ``ConsentReceiptLogError/unsupportedVersion(_:)`` for a file from a newer version,
  ///   ``ConsentReceiptLogError/unavailable(path:reason:)`` when it cannot be used.
  public init(url: URL, capacity: Int = defaultCapacity) throws(ConsentReceiptLogError) {
    let path = url.path
    self.url = url
    self.capacity = max(1, capacity)
    let opened: JournalFile.Opened
    switch JournalFile.open(url) {
    case .success(let value): opened = value
    case .failure(.locked): throw .locked(path: path)
    case .failure(.unavailable(let reason)): throw .unavailable(path: path, reason: reason)
    }
    let decoder = JSONDecoder()
    var header: ConsentReceiptLogRecord?
    var receipts: [ConsentReceipt] = []
    let scan = ChecksummedLineScan(data: opened.contents) { body in
      guard let record = try? decoder.decode(ConsentReceiptLogRecord.self, from: Data(body))
      else { return false }
      switch record.kind {
      case .header:
        header = record
      case .receipt:
        guard let receipt = record.receipt else { return false }
        receipts.append(receipt)
      }
      return true
    }
    if let version = header?.version, version > ConsentReceiptLogRecord.version {
      JournalFile.close(opened.lockDescriptor)
      throw .unsupportedVersion(version)
    }
    let descriptor: Int32
    switch JournalFile.openForAppending(path) {
    case .success(let value): descriptor = value
    case .failure(let failure):
      JournalFile.close(opened.lockDescriptor)
      throw .unavailable(path: path, reason: "cannot open it for writing: \(failure.message)")
    }
    func fail(_ reason: String) -> ConsentReceiptLogError {
      JournalFile.close(descriptor)
      JournalFile.close(opened.lockDescriptor)
      return .unavailable(path: path, reason: reason)
    }
    if scan.tornBytes > 0, let reason = JournalFile.truncate(descriptor, to: scan.validLength) {
      throw fail("cannot cut its torn tail: \(reason)")
    }
    var state = State(
      url: url, stored: [], dropped: header?.dropped ?? 0,
      damaged: (header?.damaged ?? 0) + scan.skippedRecords,
      nextSequence: (receipts.map(\.sequence).max() ?? 0) + 1)
    state.size = scan.validLength
    if scan.validLength == 0 {
      // A new file (or one with nothing readable): its header comes first.
      let line: Data
      do {
        line = try ConsentReceiptLogRecord.header(dropped: 0, damaged: 0).line()
      } catch {
        throw fail("cannot encode its header: \(error)")
      }
      if let reason = JournalFile.writeAll(descriptor, line) {
        throw fail("cannot write it: \(reason)")
      }
      state.size = line.count
    }
    if scan.tornBytes > 0 || scan.validLength == 0 {
      JournalFile.sync(descriptor)
      JournalFile.syncFolder(of: url)
    }
    state.descriptor = descriptor
    state.lockDescriptor = opened.lockDescriptor
    recovery = ConsentReceiptLogRecovery(
      receipts: receipts.count, tornBytes: scan.tornBytes, damagedRecords: scan.skippedRecords)
    if header == nil && !receipts.isEmpty || receipts.count > self.capacity {
      // Receipts that lost their header, or more than a capacity lowered since: rewritten
      // behind a header (atomically, so a crash now loses nothing).
      let kept = Array(receipts.suffix(self.capacity))
      if let reason = state.rewrite(kept, dropped: state.dropped + receipts.count - kept.count) {
        state.close()
        throw .unavailable(path: path, reason: reason)
      }
    } else {
      state.stored = receipts
    }
    self.state = Locked(state)
  }

  deinit {
    state.withLock { state in
      if state.descriptor >= 0 { JournalFile.close(state.descriptor) }
      if state.lockDescriptor >= 0 { JournalFile.close(state.lockDescriptor) }
    }
  }

  /// The default file: `Interlude/consent-receipts.log` in the app's Application Support
  /// folder (backed up with the app, never shown to the user).
  public static func defaultURL() throws(ConsentReceiptLogError) -> URL {
    do {
      return try FileManager.default.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
      ).appendingPathComponent("Interlude/consent-receipts.log")
    } catch {
      throw .unavailable(path: "Application Support", reason: error.localizedDescription)
    }
  }

  /// The receipts kept, oldest first.
  public var receipts: [ConsentReceipt] { state.withLock { $0.stored } }

  /// Receipts dropped, oldest first, to keep within ``capacity``.
  public var droppedCount: Int { state.withLock { $0.dropped } }

  /// Records found damaged (failed checksum) and left out, in this file's life.
  public var damagedCount: Int { state.withLock { $0.damaged } }

  /// Appends `receipt`, numbered with the next ``ConsentReceipt/sequence`` and its timestamp cut
  /// to the millisecond, and returns it as kept. On return it is on disk (synced); when the log
  /// is full the oldest receipt is dropped first.
  ///
  /// - Throws: ``ConsentReceiptLogError/writeFailed(reason:)`` (the log is as it was) or
  ///   ``ConsentReceiptLogError/closed``.
  @discardableResult
  package func append(_ receipt: ConsentReceipt) throws(ConsentReceiptLogError) -> ConsentReceipt {
    let capacity = capacity
    return try state.withLock { (state) throws(ConsentReceiptLogError) -> ConsentReceipt in
      guard !state.isClosed else { throw .closed }
      var numbered = receipt
      numbered.sequence = state.nextSequence
      numbered.timestamp = ConsentReceipt.storedTimestamp(receipt.timestamp)
      let overflow = state.stored.count + 1 - capacity
      if state.url != nil {
        if overflow > 0 {
          let kept = Array(state.stored.dropFirst(overflow)) + [numbered]
          if let reason = state.rewrite(kept, dropped: state.dropped + overflow) {
            throw .writeFailed(reason: reason)
          }
          state.nextSequence += 1
          return numbered
        }
        if let reason = state.appendToFile(numbered) { throw .writeFailed(reason: reason) }
      } else if overflow > 0 {
        state.stored.removeFirst(overflow)
        state.dropped += overflow
      }
      state.stored.append(numbered)
      state.nextSequence += 1
      return numbered
    }
  }

  /// The log as an export: the receipts kept and the counts of dropped and damaged ones.
  public func export() -> ConsentReceiptExport {
    state.withLock {
      ConsentReceiptExport(droppedCount: $0.dropped, damagedCount: $0.damaged, receipts: $0.stored)
    }
  }

  /// Syncs and closes the file and releases its lock; later appends throw
  /// ``ConsentReceiptLogError/closed``. The receipts stay readable.
  public func close() {
    state.withLock { $0.close() }
  }

  /// The log's state and its file work, under the lock (or in the initializer).
  private struct State {
    /// The file, or nil for a log kept in memory.
    let url: URL?
    /// The receipts kept, oldest first.
    var stored: [ConsentReceipt]
    /// Receipts dropped to keep within the capacity.
    var dropped: Int
    /// Records found damaged and left out.
    var damaged: Int
    /// The sequence number of the next receipt.
    var nextSequence: Int
    /// The file's descriptor, -1 when there is none.
    var descriptor: Int32 = -1
    /// The lock file's descriptor, -1 when there is none.
    var lockDescriptor: Int32 = -1
    /// The file's length in bytes.
    var size = 0
    /// Whether ``ConsentReceiptLog/close()`` ran.
    var isClosed = false

    /// Syncs and closes the file and releases its lock.
    mutating func close() {
      isClosed = true
      if descriptor >= 0 {
        JournalFile.sync(descriptor)
        JournalFile.close(descriptor)
        descriptor = -1
      }
      if lockDescriptor >= 0 {
        JournalFile.close(lockDescriptor)
        lockDescriptor = -1
      }
    }

    /// Writes one receipt record and syncs it; on failure the file is cut back. The failure, or
    /// nil.
    mutating func appendToFile(_ receipt: ConsentReceipt) -> String? {
      let line: Data
      do {
        line = try ConsentReceiptLogRecord.receipt(receipt).line()
      } catch {
        return "cannot encode it: \(error)"
      }
      if let failure = JournalFile.writeAll(descriptor, line) ?? JournalFile.sync(descriptor) {
        _ = JournalFile.truncate(descriptor, to: size)
        return failure
      }
      size += line.count
      return nil
    }

    /// Replaces the file with a header and `receipts` (atomic rename of `<log>.compact`) and
    /// takes them as the log's state. The failure, or nil (the log unchanged on failure).
    mutating func rewrite(_ receipts: [ConsentReceipt], dropped newDropped: Int) -> String? {
      guard let url else { return "the log has no file" }
      var bytes: Data
      do {
        bytes = try ConsentReceiptLogRecord.header(dropped: newDropped, damaged: damaged).line()
        for receipt in receipts {
          bytes.append(try ConsentReceiptLogRecord.receipt(receipt).line())
        }
      } catch {
        return "cannot encode it: \(error)"
      }
      let temporaryPath = url.path + ".compact"
      let temporary: Int32
      switch JournalFile.create(temporaryPath) {
      case .success(let value): temporary = value
      case .failure(let failure): return "rewrite: \(failure.message)"
      }
      let failure =
        JournalFile.writeAll(temporary, bytes) ?? JournalFile.sync(temporary)
        ?? JournalFile.rename(temporaryPath, over: url.path)
      if let failure {
        JournalFile.close(temporary)
        JournalFile.remove(temporaryPath)
        return "rewrite: \(failure)"
      }
      JournalFile.syncFolder(of: url)
      if descriptor >= 0 { JournalFile.close(descriptor) }
      descriptor = temporary
      size = bytes.count
      stored = receipts
      dropped = newDropped
      return nil
    }
  }
}
