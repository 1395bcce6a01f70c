// The crash test runs processes: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `interlude-beacon-crash-helper receipts` appends receipts to a log of capacity 40 as fast as
/// it can and is killed with SIGKILL at a random point, again and again on the same file: in
/// the middle of an append, of its sync, or of the rewrite that drops the oldest receipts. After
/// every kill the log must open with every receipt the helper had acknowledged, no damaged
/// record, its numbers in order without a gap, and the dropped count accounting for the rest.
@Suite("ConsentReceiptLog crash test: SIGKILL mid-write, reopen")
struct ConsentReceiptLogCrashTests {
  private static let capacity = 40

  @Test(.timeLimit(.minutes(2)))
  func everyAcknowledgedReceiptSurvivesKills() throws {
    let helper = try #require(
      BuiltExecutable.url(
        named: "interlude-beacon-crash-helper", override: "INTERLUDE_BEACON_CRASH_HELPER"),
      "interlude-beacon-crash-helper is not built beside the tests")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-receipt-crash-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("receipts.log")
    var generator = SystemRandomNumberGenerator()
    var acknowledged = 0
    var kills = 0
    for round in 0..<10 {
      // Early rounds kill soon (inside the first appends and the first rewrite), later ones
      // after up to three capacities' worth of appends.
      let wanted = Int.random(in: 1...(round < 3 ? 45 : 120), using: &generator)
      let run = try Self.runAndKill(helper, log: file, afterAcknowledged: wanted)
      acknowledged = max(acknowledged, run.lastAcknowledged)
      if run.killed { kills += 1 }

      let log = try ConsentReceiptLog(url: file, capacity: Self.capacity)
      defer { log.close() }
      let sequences = log.receipts.map(\.sequence)
      let last = sequences.last ?? 0
      #expect(log.recovery.damagedRecords == 0, "round \(round): damaged records")
      #expect(last >= acknowledged, "round \(round): acknowledged receipt \(acknowledged) lost")
      #expect(
        sequences == Array((last - sequences.count + 1)...last) || sequences.isEmpty,
        "round \(round): numbers out of order or with a gap: \(sequences)")
      #expect(sequences.count <= Self.capacity, "round \(round)")
      #expect(
        log.droppedCount + sequences.count == last,
        "round \(round): \(log.droppedCount) dropped + \(sequences.count) kept != \(last)")
      #expect(
        !FileManager.default.fileExists(atPath: file.path + ".compact"),
        "round \(round): a stray rewrite file")
    }
    #expect(kills >= 8, "only \(kills) kills landed before the helper finished")
    #expect(acknowledged > Self.capacity, "the rewrite path was exercised")
  }

  /// Starts the helper, reads its lines until `afterAcknowledged` `W` lines came, kills it with
  /// SIGKILL and waits for it to end.
  private static func runAndKill(
    _ helper: URL, log: URL, afterAcknowledged wanted: Int
  ) throws -> (lastAcknowledged: Int, killed: Bool) {
    let (process, reader) = try ChildProcess.start(
      helper,
      ["receipts", "--log", log.path, "--count", "100000", "--capacity", String(capacity)])
    var buffer = ""
    var seen = 0
    var lastAcknowledged = 0
    var finished = false
    while seen < wanted && !finished {
      let data = reader.availableData
      if data.isEmpty { break }
      buffer += String(decoding: data, as: UTF8.self)
      while let newline = buffer.firstIndex(of: "\n") {
        let line = buffer[..<newline]
        buffer.removeSubrange(...newline)
        if line.hasPrefix("W "), let number = Int(line.dropFirst(2)) {
          seen += 1
          lastAcknowledged = number
        } else if line == "DONE" || line.hasPrefix("J ") {
          finished = true
        }
      }
    }
    let killed = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    // Lines already in the pipe were written before the kill: they count too.
    buffer += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    for line in buffer.split(separator: "\n") where line.hasPrefix("W ") {
      lastAcknowledged = max(lastAcknowledged, Int(line.dropFirst(2)) ?? 0)
    }
    return (lastAcknowledged, killed)
  }
}
#endif
