import Foundation
import InterludeTestSupport
import Testing

@testable import Interlude

/// The `Idempotency-Key` header: what lets a server count a beacon once when a crash in the
/// middle of its request makes the queue send it again.
@MainActor
@Suite("BeaconQueue idempotency key: one random key per beacon, on every attempt, across restarts")
struct BeaconQueueIdempotencyKeyTests {
  private func url(_ name: String) -> URL { BeaconQueueHarness.url(name) }

  private static let header = BeaconQueueConfiguration.defaultIdempotencyKeyHeader

  /// The key each request carried, by path, in order of arrival.
  private func keys(_ harness: BeaconQueueHarness) -> [String: [String?]] {
    var keys: [String: [String?]] = [:]
    for request in harness.recording?.requests ?? [] {
      keys[request.url.path, default: []].append(request.headers[Self.header])
    }
    return keys
  }

  @Test func everyAttemptOfABeaconCarriesItsOwnKeyUnchanged() async throws {
    let harness = try BeaconQueueHarness(answer: .status(503))
    defer { harness.remove() }
    let queue = try await harness.open()
    // A caller id that names the user must not reach the server through the key.
    queue.enqueue(url("a"), id: "user-42-impression", priority: .impression)
    queue.enqueue(url("b"), priority: .tracking)
    await queue.waitUntilIdle()
    try await harness.advance(by: 1)
    try await harness.advance(by: 2)

    let keys = keys(harness)
    let a = try #require(keys["/a"])
    let b = try #require(keys["/b"])
    #expect(a.count == 3 && b.count == 3, "three attempts each: \(keys)")
    #expect(Set(a).count == 1 && Set(b).count == 1, "a beacon's key changed between attempts")
    let keyA = try #require(a.first ?? nil)
    let keyB = try #require(b.first ?? nil)
    #expect(keyA != keyB)
    // A Structured Field string holding a UUID: nothing from the id or the URL.
    let shape = /"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/
    #expect(keyA.wholeMatch(of: shape) != nil, "\(keyA)")
    #expect(keyB.wholeMatch(of: shape) != nil, "\(keyB)")
    #expect(!keyA.contains("user-42"))
  }

  @Test func theKeySurvivesACrashAndARestart() async throws {
    let harness = try BeaconQueueHarness(
      answer: .failure(.connectionFailed("offline")))
    defer { harness.remove() }
    do {
      let queue = try await harness.open()
      queue.enqueue(url("a"), priority: .impression)
      await queue.waitUntilIdle()
      harness.crash()
    }
    let before = try #require(keys(harness)["/a"]?.first ?? nil)

    harness.recording?.setUnknownResponse(.status(204))
    let reopened = try await harness.open()
    try await harness.advance(by: 1)
    #expect(reopened.recovery.liveBeacons == 1)
    #expect(keys(harness)["/a"] == [before, before])
    #expect(harness.delivered.map(\.idempotencyKey) == [String(before.dropFirst().dropLast())])
  }

  @Test func aCompactedJournalKeepsTheKey() throws {
    let beacon = QueuedBeacon(
      id: "a", url: url("a"), priority: .click, enqueuedAt: BeaconQueueHarness.epoch,
      attempts: 1, failures: 1, idempotencyKey: "0b6c1f4e-2f55-4e63-9d0a-6f1f0e9c2a11")
    let record = BeaconJournalRecord.enqueue(
      BeaconQueueEntry(beacon: beacon, sequence: 0, hasCallerID: true))
    let line = record.line.dropLast()
    let decoded = try #require(BeaconJournalRecord.decode(line: Data(line)))
    #expect(decoded.key == beacon.idempotencyKey)
  }

  @Test func noHeaderWhenTheConfigurationTurnsItOff() async throws {
    var configuration = BeaconQueueHarness.configuration()
    configuration.idempotencyKeyHeader = nil
    let harness = try BeaconQueueHarness(configuration: configuration)
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"), priority: .impression)
    await queue.waitUntilIdle()
    let request = try #require(harness.recording?.requests.first)
    #expect(request.headers[Self.header] == nil)
    #expect(request.headers.keys.sorted() == ["User-Agent"])
    #expect(harness.delivered.count == 1)
  }

  @Test func a409ForAKeyStillInProcessIsRetriedAndWithoutAKeyRejected() async throws {
    let keyed = try BeaconQueueHarness()
    defer { keyed.remove() }
    keyed.recording?.stub(url("a"), with: .status(409), .status(204))
    let queue = try await keyed.open()
    queue.enqueue(url("a"), priority: .impression)
    await queue.waitUntilIdle()
    #expect(keyed.retryDelays == [1])
    try await keyed.advance(by: 1)
    #expect(keyed.delivered.map(\.url.path) == ["/a"])

    var configuration = BeaconQueueHarness.configuration()
    configuration.idempotencyKeyHeader = nil
    let plain = try BeaconQueueHarness(configuration: configuration)
    defer { plain.remove() }
    plain.recording?.stub(url("a"), with: .status(409), .status(204))
    let plainQueue = try await plain.open()
    plainQueue.enqueue(url("a"), priority: .impression)
    await plainQueue.waitUntilIdle()
    #expect(plain.dropped.map(\.reason) == [.rejected(statusCode: 409)])
  }
}
