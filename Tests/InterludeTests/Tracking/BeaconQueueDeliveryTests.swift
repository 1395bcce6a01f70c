import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

@MainActor
@Suite("BeaconQueue delivery: retries, drops, deduplication, in-flight cap")
struct BeaconQueueDeliveryTests {
  private func url(_ name: String) -> URL { BeaconQueueHarness.url(name) }

  @Test func deliversEachBeaconOnceAndJournalsTheDeliveredMark() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    queue.enqueue(url("b"), priority: .impression)
    queue.enqueue(url("c"), priority: .quartile)
    await queue.waitUntilIdle()

    #expect(harness.requestedPaths.sorted() == ["/a", "/b", "/c"])
    let agents = harness.recording?.requests.map { $0.headers["User-Agent"] }
    #expect(agents == ["InterludeTest/1", "InterludeTest/1", "InterludeTest/1"])
    #expect(harness.recording?.requests.allSatisfy { $0.purpose == .beacon } == true)
    #expect(harness.delivered.map(\.url.path).sorted() == ["/a", "/b", "/c"])
    #expect(queue.pendingBeacons.isEmpty)
    let marks = try harness.journalLines().filter { $0.contains(#""k":"D""#) }
    #expect(marks.count == 3)

    try await harness.close()
    let reopened = try await harness.open()
    #expect(reopened.recovery.liveBeacons == 0)
    #expect(harness.requestedPaths.count == 3)
  }

  @Test func retriesWithExponentialBackoff() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxAttempts: 10, initialDelay: 1))
    defer { harness.remove() }
    harness.recording?.stub(
      url("a"), with: .status(503), .status(502), .status(500), .status(204))
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    #expect(harness.requestedPaths.count == 1)
    #expect(harness.retryDelays == [1])

    // Each retry comes exactly when due, not a moment before: 1, 2, then 4 seconds.
    for (wait, requests) in [(0.9, 1), (0.1, 2), (1.9, 2), (0.1, 3), (3.9, 3), (0.1, 4)] {
      try await harness.advance(by: wait)
      #expect(harness.requestedPaths.count == requests, "after \(harness.clock.now) s")
    }
    #expect(harness.retryDelays == [1, 2, 4])
    #expect(harness.delivered.map(\.url.path) == ["/a"])
    #expect(harness.delivered.first?.attempts == 4)
    #expect(queue.pendingBeacons.isEmpty)
  }

  @Test func honoursRetryAfter() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    harness.recording?.stub(
      url("a"), with: StubResponse(statusCode: 429, headers: ["Retry-After": "30"]),
      .status(204))
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    #expect(harness.retryDelays == [30])
    try await harness.advance(by: 29.9)
    #expect(harness.requestedPaths.count == 1)
    try await harness.advance(by: 0.1)
    #expect(harness.requestedPaths.count == 2)
    #expect(harness.delivered.count == 1)
  }

  @Test(arguments: [400, 403, 404, 410])
  func doesNotRetryOtherClientErrors(status: Int) async throws {
    let harness = try BeaconQueueHarness(answer: .status(status))
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("gone"))
    await queue.waitUntilIdle()
    try await harness.advance(by: 3_600)

    #expect(harness.requestedPaths == ["/gone"])
    #expect(harness.dropped.map(\.reason) == [.rejected(statusCode: status)])
    let log = try #require(harness.events.compactMap(\.logEvent).first)
    #expect(log.type == .log)
    #expect(log.data["type"] == "beaconDropped")
    #expect(log.data["reason"] == "rejected")
    #expect(log.data["statusCode"] == String(status))
    #expect(queue.pendingBeacons.isEmpty)
  }

  @Test(arguments: [429, 500, 502, 503, 504])
  func retriesTooManyRequestsAndServerErrors(status: Int) async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    harness.recording?.stub(url("a"), with: .status(status), .status(200))
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    try await harness.advance(by: 1)
    #expect(harness.requestedPaths == ["/a", "/a"])
    #expect(harness.delivered.count == 1)
    #expect(harness.dropped.isEmpty)
  }

  @Test func givesUpAfterMaxAttemptsThatReachedAServer() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxAttempts: 3), answer: .status(503))
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    for _ in 0..<10 { try await harness.advance(by: 60) }
    #expect(harness.requestedPaths.count == 3)
    #expect(harness.dropped.map(\.reason) == [.retriesExhausted(lastFailure: "HTTP 503")])
  }

  @Test func timeoutsCountAgainstMaxAttempts() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxAttempts: 2),
      answer: .failure(.timedOut))
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    for _ in 0..<5 { try await harness.advance(by: 60) }
    #expect(harness.requestedPaths.count == 2)
    #expect(harness.dropped.first?.reason.name == "retriesExhausted")
  }

  @Test func waitsOutAnOfflinePeriodWithoutSpendingAttempts() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxAttempts: 2))
    defer { harness.remove() }
    let offline = StubResponse.failure(.connectionFailed("offline"))
    harness.recording?.stub(
      url("a"), with: offline, offline, offline, offline, offline, .status(204))
    let queue = try await harness.open()
    queue.enqueue(url("a"), priority: .impression)
    await queue.waitUntilIdle()
    for _ in 0..<6 { try await harness.advance(by: 60) }
    #expect(harness.requestedPaths.count == 6)
    #expect(harness.retryDelays == [1, 2, 4, 8, 16])
    #expect(harness.delivered.map(\.attempts) == [1])
    #expect(harness.dropped.isEmpty)
  }

  @Test func aRedirectAnswerOrAnOversizedBodyCountsAsDelivered() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    harness.recording?.stub(url("moved"), with: .status(302))
    harness.recording?.stub(
      url("big"), with: StubResponse(body: Data(count: BeaconQueue.maxResponseBytes + 1)))
    let queue = try await harness.open()
    queue.enqueue(url("moved"))
    queue.enqueue(url("big"))
    await queue.waitUntilIdle()
    let statuses = harness.events.compactMap { event -> String? in
      guard case .delivered(let beacon, let status) = event else { return nil }
      return "\(beacon.url.path) \(status.map(String.init) ?? "unread")"
    }
    #expect(statuses.sorted() == ["/big unread", "/moved 302"])
    try await harness.advance(by: 60)
    #expect(harness.requestedPaths.count == 2)
  }

  @Test func dropsWhatCannotBeSent() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    harness.recording?.stub(url("loop"), with: .failure(.badRedirect("loop")))
    let queue = try await harness.open()
    let ftp = try #require(URL(string: "ftp://t.test/x"))
    #expect(!queue.enqueue(ftp, id: nil))
    queue.enqueue(url("loop"))
    await queue.waitUntilIdle()
    #expect(harness.dropped.map(\.reason.name) == ["unsendable", "unsendable"])
    #expect(harness.requestedPaths == ["/loop"])
  }

  @Test func anIDIsSentAtMostOnceOnceAServerAnswered() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    let queue = try await harness.open()
    #expect(queue.enqueue(url("imp"), id: "imp-1", priority: .impression))
    await queue.waitUntilIdle()
    #expect(harness.delivered.map(\.id) == ["imp-1"])

    // Enqueued again, in this process or after a restart: refused.
    #expect(!queue.enqueue(url("imp"), id: "imp-1", priority: .impression))
    try await harness.close()
    let reopened = try await harness.open()
    #expect(reopened.recovery.settledIDs == 1)
    #expect(!reopened.enqueue(url("imp"), id: "imp-1", priority: .impression))
    await reopened.waitUntilIdle()
    #expect(harness.requestedPaths == ["/imp"])
    #expect(harness.events.filter { $0 == .duplicateIgnored(id: "imp-1") }.count == 2)
  }

  @Test func anIDIsAcceptedOnceWhileItWaits() async throws {
    let harness = try BeaconQueueHarness(answer: .failure(.connectionFailed("offline")))
    defer { harness.remove() }
    let queue = try await harness.open()
    #expect(queue.enqueue(url("a"), id: "a"))
    #expect(!queue.enqueue(url("a"), id: "a"))
    await queue.waitUntilIdle()
    #expect(queue.pendingBeacons.map(\.id) == ["a"])
  }

  @Test func dropsWhatIsNotDeliveredWithinTheExpiry() async throws {
    var configuration = BeaconQueueHarness.configuration(maxDelay: 3_600)
    configuration.expiry = .seconds(86_400)
    let harness = try BeaconQueueHarness(
      configuration: configuration, answer: .failure(.connectionFailed("offline")))
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("late"), priority: .impression)
    await queue.waitUntilIdle()
    try await harness.advance(by: 3_600)
    queue.enqueue(url("later"))
    await queue.waitUntilIdle()
    while harness.clock.now < 86_400 - 1 {
      try await harness.advance(by: min(1_800, 86_400 - 1 - harness.clock.now))
    }
    #expect(harness.dropped.isEmpty)
    try await harness.advance(by: 1)
    #expect(harness.dropped.map(\.beacon.url.path) == ["/late"])
    #expect(harness.dropped.map(\.reason) == [.expired])
    let log = try #require(harness.events.compactMap(\.logEvent).first)
    #expect(log.data["reason"] == "expired")
    #expect(log.data["priority"] == "impression")
    #expect(queue.pendingBeacons.map(\.url.path) == ["/later"])
    try await harness.advance(by: 3_600)
    #expect(harness.dropped.map(\.beacon.url.path) == ["/late", "/later"])
  }

  @Test func overflowDropsTheLowestPriorityFirstAndImpressionsLast() async throws {
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(capacity: 3),
      answer: .failure(.connectionFailed("offline")))
    defer { harness.remove() }
    let queue = try await harness.open()
    let steps: [(String, BeaconPriority, Bool)] = [
      ("t1", .tracking, true), ("q1", .quartile, true), ("i1", .impression, true),
      ("e1", .error, true),  // full: drops t1, the lowest
      ("t2", .tracking, false),  // the newcomer is the lowest: dropped itself
      ("i2", .impression, true),  // drops q1
      ("i3", .impression, true),  // drops e1
      ("i4", .impression, true),  // only impressions left: drops the oldest, i1
    ]
    for (name, priority, accepted) in steps {
      #expect(queue.enqueue(url(name), id: name, priority: priority) == accepted, "\(name)")
      await queue.waitUntilIdle()
    }
    #expect(harness.dropped.map(\.beacon.id) == ["t1", "t2", "q1", "e1", "i1"])
    #expect(harness.dropped.allSatisfy { $0.reason == .overflow })
    #expect(queue.pendingBeacons.map(\.id) == ["i2", "i3", "i4"])
  }

  @Test func capsBeaconsInFlightAndSendsTheHighestPriorityFirst() async throws {
    let held = HeldTransport()
    let harness = try BeaconQueueHarness(
      configuration: BeaconQueueHarness.configuration(maxInFlight: 2), transport: held)
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    queue.enqueue(url("b"))
    queue.enqueue(url("c"))
    queue.enqueue(url("d"), priority: .impression)
    queue.enqueue(url("e"), priority: .quartile)
    await held.waitForHeld(2)
    #expect(queue.inFlightCount == 2)
    for _ in 0..<3 {
      held.answerOldest()
      await held.waitForHeld(2)
    }
    held.answerAll()
    await queue.waitUntilEmpty()
    #expect(held.requested.map(\.path) == ["/a", "/b", "/d", "/e", "/c"])
    #expect(held.peakConcurrency == 2)
    #expect(harness.delivered.count == 5)
  }

  @Test func closeWaitsForAttemptsInFlightAndRefusesLaterBeacons() async throws {
    let held = HeldTransport()
    let harness = try BeaconQueueHarness(transport: held)
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await held.waitForHeld(1)
    let closing = Task { await queue.close() }
    try await Task.sleep(nanoseconds: 5_000_000)
    held.answerAll()
    await closing.value
    #expect(harness.delivered.map(\.url.path) == ["/a"])
    #expect(!queue.enqueue(url("b"), id: nil))
    #expect(harness.dropped.map(\.reason) == [.closed])
  }

  @Test func reportsThroughTheEventStream() async throws {
    let harness = try BeaconQueueHarness(answer: .status(404))
    defer { harness.remove() }
    let queue = try await harness.open()
    queue.enqueue(url("a"))
    await queue.waitUntilIdle()
    try await harness.close()
    var seen: [String] = []
    for await event in queue.events {
      switch event {
      case .recovered: seen.append("recovered")
      case .dropped(_, let reason): seen.append("dropped \(reason.name)")
      default: seen.append("other")
      }
    }
    #expect(seen == ["recovered", "dropped rejected"])
  }

  @Test func prioritiesFollowTheTrackingEvent() {
    #expect(BeaconPriority(trackingEvent: .start) == .quartile)
    #expect(BeaconPriority(trackingEvent: .midpoint) == .quartile)
    #expect(BeaconPriority(trackingEvent: .complete) == .quartile)
    #expect(BeaconPriority(trackingEvent: .pause) == .tracking)
    #expect(BeaconPriority(trackingEvent: .creativeView) == .tracking)
    #expect(
      BeaconPriority.allCases.sorted() == [.tracking, .quartile, .error, .click, .impression])
  }
}
