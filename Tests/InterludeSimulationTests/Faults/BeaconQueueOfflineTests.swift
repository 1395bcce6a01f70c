import Foundation
import Interlude
import InterludeSimulation
import Testing

@MainActor
@Suite("Faults: BeaconQueue on a SimulatedNetwork")
struct BeaconQueueOfflineTests {
  private static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

  /// Lets the queue's attempts run (they leave the main actor) until none is in flight.
  private func settle(_ queue: BeaconQueue, _ network: SimulatedNetwork) async throws {
    for _ in 0..<2_000 where queue.inFlightCount > 0 || network.requestsInFlight > 0 {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    try #require(queue.inFlightCount == 0, "beacon attempts never finished")
    try #require(network.requestsInFlight == 0)
  }

  @Test("BeaconQueue at least once: beacons enqueued offline are each delivered once, back online")
  func offlineOutage() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interlude-offline-beacons-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let urls = (1...6).map { URL(string: "https://t.test/beacon\($0)") ?? directory }
    let base = InMemoryTransport(
      responses: Dictionary(uniqueKeysWithValues: urls.map { ($0.absoluteString, Data()) }))
    let clock = ManualClock()
    let network = SimulatedNetwork(base: base, clock: clock)
    let queue = try BeaconQueue(
      journal: directory.appendingPathComponent("beacons.journal"), transport: network,
      configuration: BeaconQueueConfiguration(retry: RetryPolicy(maxAttempts: 3)),
      userAgent: "InterludeTest/1", clock: clock,
      now: { Self.epoch.addingTimeInterval(clock.now) })
    var events: [BeaconQueueEvent] = []
    queue.onEvent = { events.append($0) }
    await queue.waitUntilIdle()

    network.goOffline(for: 20)
    for (index, url) in urls.enumerated() {
      if index == 3 {
        // Half during the first retries' backoff.
        clock.advance(by: 5)
        try await settle(queue, network)
      }
      queue.enqueue(url)
    }
    try await settle(queue, network)
    while clock.now < 600, !queue.pendingBeacons.isEmpty {
      clock.advance(by: 1)
      try await settle(queue, network)
    }

    #expect(queue.pendingBeacons.isEmpty)
    let dropped = events.filter { if case .dropped = $0 { true } else { false } }
    #expect(dropped.isEmpty)
    let delivered = events.compactMap { event -> URL? in
      if case .delivered(let beacon, _) = event { beacon.url } else { nil }
    }
    #expect(delivered.sorted { $0.absoluteString < $1.absoluteString } == urls)
    let offline = network.log.filter { $0.outcome == .offline }
    #expect(!offline.isEmpty)
    #expect(offline.allSatisfy { $0.time < 20 })
    for url in urls {
      let answers = network.log.filter {
        $0.url == url.absoluteString && $0.outcome == .answered(statusCode: 200)
      }
      #expect(answers.count == 1, "\(url)")
      #expect(answers.allSatisfy { $0.time >= 20 }, "\(url)")
    }
    #expect(network.log.allSatisfy { $0.purpose == .beacon })
    await queue.close()
  }
}
