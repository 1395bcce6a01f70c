import Foundation
import InterludeTestSupport
import Testing

@testable import Interlude

@MainActor
@Suite("BeaconQueue journal: recovery, torn records, compaction, lock, group commit")
struct BeaconQueueJournalTests {
  private func url(_ name: String) -> URL { BeaconQueueHarness.url(name) }

  private static let offline = StubResponse.failure(.connectionFailed("offline"))

  private static func isCompaction(_ event: BeaconQueueEvent) -> Bool {
    if case .compacted = event { true } else { false }
  }

  /// Writes a journal made of `records`, plus `tail` bytes.
  private func write(_ records: [BeaconJournalRecord], tail: Data = Data(), to file: URL) throws {
    var data = Data()
    for record in records { data.append(record.line) }
    data.append(tail)
    try data.write(to: file)
  }

  private func enqueueRecord(_ id: String, attempts: Int = 0) -> BeaconJournalRecord {
    var entry = BeaconQueueEntry(
      beacon: QueuedBeacon(
        id: id, url: url(id), priority: .impression, enqueuedAt: BeaconQueueHarness.epoch),
      sequence: 0, hasCallerID: true)
    entry.beacon.attempts = attempts
    return .enqueue(entry)
  }

  @Test func beaconsSurviveACrashAndAreDeliveredAfterTheRestart() async throws {
    let harness = try BeaconQueueHarness(answer: Self.offline)
    defer { harness.remove() }
    do {
      let queue = try await harness.open()
      for name in ["a", "b", "c"] { queue.enqueue(url(name), priority: .impression) }
      await queue.waitUntilIdle()
      harness.crash()
    }

    harness.recording?.setUnknownResponse(.status(204))
    let reopened = try await harness.open()
    #expect(reopened.recovery.liveBeacons == 3)
    #expect(reopened.recovery.interruptedAttempts == 0)
    try await harness.advance(by: 1)
    #expect(harness.delivered.map(\.url.path).sorted() == ["/a", "/b", "/c"])
    #expect(harness.delivered.allSatisfy { $0.priority == .impression && $0.failures == 1 })
  }

  @Test func anAttemptCutShortByACrashIsSentAgainAndReported() async throws {
    let held = HeldTransport()
    let harness = try BeaconQueueHarness(transport: held)
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"), id: "a", priority: .impression)
    await held.waitForHeld(1)
    // The request is out and its outcome never recorded: the journal as a crash leaves it.

    let second = try BeaconQueueHarness(answer: .status(204))
    defer { second.remove() }
    try FileManager.default.copyItem(at: harness.journal, to: second.journal)
    let reopened = try await second.open()
    #expect(reopened.recovery.interruptedAttempts == 1)
    #expect(second.requestedPaths == ["/a"])
    #expect(second.delivered.map(\.attempts) == [2])
    let log = try #require(second.events.compactMap(\.logEvent).first)
    #expect(log.data["type"] == "beaconJournalRecovered")
    held.answerAll()
  }

  @Test func aBeaconThatEndsEveryProcessIsGivenUp() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxAttempts: 3))
    defer { harness.remove() }
    var attempt = BeaconJournalRecord(kind: .attempt, id: "poison")
    attempt.attempts = 3
    try write([.header, enqueueRecord("poison", attempts: 2), attempt], to: harness.journal)
    let queue = try await harness.open()
    #expect(queue.recovery.interruptedAttempts == 1)
    #expect(harness.requestedPaths.isEmpty)
    #expect(harness.dropped.map(\.reason.name) == ["retriesExhausted"])
  }

  @Test func aTornLastRecordIsCutAndTheNextAppendStaysReadable() async throws {
    let harness = try BeaconQueueHarness(answer: Self.offline)
    defer { harness.remove() }
    let torn = enqueueRecord("torn").line.prefix(30)
    try write([.header, enqueueRecord("a"), enqueueRecord("b")], tail: torn, to: harness.journal)

    do {
      let queue = try await harness.open()
      #expect(queue.recovery.liveBeacons == 2)
      #expect(queue.recovery.tornBytes == 30)
      #expect(queue.recovery.skippedRecords == 0)
      queue.enqueue(url("c"), id: "c")
      await queue.waitUntilIdle()
      harness.crash()
    }

    let reopened = try await harness.open()
    #expect(reopened.recovery.tornBytes == 0)
    #expect(reopened.pendingBeacons.map(\.id).sorted() == ["a", "b", "c"])
  }

  @Test func aJournalCutAtAnyByteRecoversEveryWholeRecordBeforeTheCut() async throws {
    let source = try BeaconQueueHarness(answer: Self.offline)
    defer { source.remove() }
    let queue = try await source.open()
    for name in ["a", "b", "c", "d"] { queue.enqueue(url(name), id: name) }
    await queue.waitUntilIdle()
    try await source.close()
    let data = try Data(contentsOf: source.journal)

    let harness = try BeaconQueueHarness(answer: Self.offline)
    defer { harness.remove() }
    var cuts = 0
    for cut in stride(from: 0, through: data.count, by: 7) {
      let prefix = data.prefix(cut)
      try prefix.write(to: harness.journal)
      // The beacons whose enqueue record is whole in the prefix.
      let whole = String(decoding: prefix, as: UTF8.self).split(separator: "\n")
        .filter { $0.contains(#""k":"E""#) }.count
      let expected = prefix.last == UInt8(ascii: "\n") || prefix.isEmpty ? whole : nil
      let reopened = try await harness.open()
      if let expected {
        #expect(reopened.recovery.liveBeacons == expected, "cut at \(cut)")
      } else {
        #expect(reopened.recovery.tornBytes > 0, "cut at \(cut)")
      }
      try await harness.close()
      cuts += 1
    }
    #expect(cuts > 20)
  }

  @Test func aDamagedRecordInTheMiddleIsSkippedAndTheJournalRewritten() async throws {
    let harness = try BeaconQueueHarness(answer: Self.offline)
    defer { harness.remove() }
    var damaged = enqueueRecord("b").line
    damaged[damaged.count / 2] ^= 0x20
    var data = BeaconJournalRecord.header.line
    data.append(enqueueRecord("a").line)
    data.append(damaged)
    data.append(enqueueRecord("c").line)
    try data.write(to: harness.journal)

    let queue = try await harness.open()
    #expect(queue.recovery.skippedRecords == 1)
    #expect(queue.recovery.tornBytes == 0)
    #expect(queue.pendingBeacons.map(\.id).sorted() == ["a", "c"])
    try await harness.close()
    let reopened = try await harness.open()
    #expect(reopened.recovery.skippedRecords == 0)
    #expect(reopened.pendingBeacons.map(\.id).sorted() == ["a", "c"])
  }

  @Test func compactionKeepsLiveBeaconsAndSettledIDs() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(
        capacity: 1_000, maxAttempts: 100, compactionThreshold: 40))
    defer { harness.remove() }
    let failing = ["f1", "f2", "f3"]
    for name in failing { harness.recording?.stub(url(name), with: .status(503)) }
    var attempts: [Int] = []
    do {
      let queue = try await harness.open()
      for name in failing { queue.enqueue(url(name), id: name, priority: .impression) }
      for index in 0..<60 {
        queue.enqueue(url("ok\(index)"), id: "ok\(index)")
        await queue.waitUntilIdle()
      }
      try await harness.advance(by: 1)
      try await harness.advance(by: 2)
      // Compaction runs in the background; its event reaches the main actor a moment later.
      await queue.flush()
      for _ in 0..<200 where !harness.events.contains(where: Self.isCompaction) {
        try await Task.sleep(nanoseconds: 5_000_000)
      }
      // 60 delivered beacons alone wrote 180 records (enqueue, attempt, delivered).
      #expect(queue.journalRecordCount < 150)
      attempts = queue.pendingBeacons.map(\.attempts)
      harness.crash()
    }
    let compactions = harness.events.compactMap { event -> (Int, Int)? in
      if case .compacted(let before, let after) = event { (before, after) } else { nil }
    }
    #expect(!compactions.isEmpty)
    #expect(compactions.allSatisfy { $0.1 < $0.0 })

    let reopened = try await harness.open()
    #expect(reopened.pendingBeacons.map(\.id) == failing)
    #expect(reopened.pendingBeacons.map(\.attempts) == attempts)
    #expect(reopened.pendingBeacons.allSatisfy { $0.priority == .impression })
    #expect(reopened.recovery.settledIDs == 60)
    #expect(!reopened.enqueue(url("ok7"), id: "ok7"))
    #expect(harness.requestedPaths.filter { $0 == "/ok7" }.count == 1)
  }

  @Test func aCompactionCutShortLeavesTheJournalWhole() async throws {
    let harness = try BeaconQueueHarness(answer: Self.offline)
    defer { harness.remove() }
    try write([.header, enqueueRecord("a")], to: harness.journal)
    let stray = URL(fileURLWithPath: harness.journal.path + ".compact")
    try Data("00000000 {\"k\":\"H\"".utf8).write(to: stray)
    let queue = try await harness.open()
    #expect(queue.pendingBeacons.map(\.id) == ["a"])
    #expect(!FileManager.default.fileExists(atPath: stray.path))
  }

  @Test func aSecondQueueCannotOpenTheSameJournal() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    try await harness.open()
    #expect(throws: BeaconQueueError.journalLocked(path: harness.journal.path)) {
      _ = try BeaconQueue(journal: harness.journal, transport: harness.transport)
    }
    try await harness.close()
    let again = try BeaconQueue(journal: harness.journal, transport: harness.transport)
    await again.close()
  }

  @Test func refusesAJournalFromANewerVersion() throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    var header = BeaconJournalRecord.header
    header.version = 99
    try write([header], to: harness.journal)
    #expect(throws: BeaconQueueError.unsupportedJournalVersion(99)) {
      _ = try BeaconQueue(journal: harness.journal, transport: harness.transport)
    }
  }

  @Test func syncsInBatchesNotPerRecord() async throws {
    var configuration = BeaconQueueHarness.configuration(
      capacity: 1_000, compactionThreshold: 100_000)
    configuration.commitBatch = 64
    configuration.commitInterval = .seconds(60)
    let harness = try BeaconQueueHarness(
      configuration: configuration, answer: .failure(.connectionFailed("offline")))
    defer { harness.remove() }
    let queue = try await harness.open()
    for index in 0..<200 { queue.enqueue(url("b\(index)")) }
    await queue.waitUntilIdle()
    await queue.flush()
    // 200 enqueues plus an attempt and a retry record each: 600 records, a handful of syncs.
    #expect(queue.journalRecordCount >= 600)
    #expect(queue.journalSyncCount >= 1)
    #expect(queue.journalSyncCount <= 12)
  }

  @Test func recordsAreChecksummedLines() throws {
    let line = String(decoding: enqueueRecord("a\"b\n").line, as: UTF8.self)
    #expect(line.hasSuffix("\n"))
    #expect(line.filter { $0 == "\n" }.count == 1)
    let decoded = BeaconJournalRecord.decode(line: Data(line.utf8.dropLast()))
    #expect(decoded?.id == "a\"b\n")
    var flipped = Data(line.utf8.dropLast())
    flipped[12] ^= 1
    #expect(BeaconJournalRecord.decode(line: flipped) == nil)
  }
}
