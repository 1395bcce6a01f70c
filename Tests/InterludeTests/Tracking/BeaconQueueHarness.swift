import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// A ``BeaconQueue`` on a temporary journal, a manual clock and a recording transport.
///
/// Time moves only through ``advance(by:)``, which then waits until the attempts it started
/// have finished, so a day of retries runs in milliseconds. ``crash()`` drops the queue without
/// closing it, as a killed process would: what it wrote is in the file, nothing else survives.
@MainActor
final class BeaconQueueHarness {
  static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

  let directory: URL
  let journal: URL
  let clock = ManualClock()
  let transport: any HTTPTransport
  let recording: RecordingTransport?
  var configuration: BeaconQueueConfiguration
  private(set) var queue: BeaconQueue?
  private(set) var events: [BeaconQueueEvent] = []

  init(
    configuration: BeaconQueueConfiguration = BeaconQueueHarness.configuration(),
    transport: (any HTTPTransport)? = nil, answer: StubResponse = .status(204)
  ) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interlude-beacons-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    journal = directory.appendingPathComponent("beacons.journal")
    self.configuration = configuration
    if let transport {
      self.transport = transport
      recording = nil
    } else {
      let recording = RecordingTransport(unknown: answer)
      self.transport = recording
      self.recording = recording
    }
  }

  /// A configuration without jitter, so retry times are exact.
  static func configuration(
    capacity: Int = 100, maxInFlight: Int = 4, maxAttempts: Int = 5, initialDelay: Double = 1,
    maxDelay: Double = 60, compactionThreshold: Int = 512
  ) -> BeaconQueueConfiguration {
    var configuration = BeaconQueueConfiguration(
      capacity: capacity, maxInFlight: maxInFlight,
      retry: RetryPolicy(
        initialDelay: .seconds(initialDelay), maxDelay: .seconds(maxDelay), jitter: 0,
        maxAttempts: maxAttempts))
    configuration.compactionThreshold = compactionThreshold
    return configuration
  }

  /// Opens a queue on the journal (a restart when one was open before) and starts it.
  ///
  /// After ``crash()`` the old journal closes once its background work (a compaction, say) is
  /// done, where a dead process would release it at once; so a locked journal is retried for a
  /// moment.
  @discardableResult
  func open() async throws -> BeaconQueue {
    var opened: BeaconQueue?
    for _ in 0..<100 where opened == nil {
      do {
        opened = try makeQueue()
      } catch {
        guard case .journalLocked = error else { throw error }
        try await Task.sleep(nanoseconds: 10_000_000)
      }
    }
    let queue = try opened ?? makeQueue()
    queue.onEvent = { [weak self] event in self?.events.append(event) }
    self.queue = queue
    await queue.waitUntilIdle()
    return queue
  }

  private func makeQueue() throws(BeaconQueueError) -> BeaconQueue {
    let clock = clock
    return try BeaconQueue(
      journal: journal, transport: transport, configuration: configuration,
      userAgent: "InterludeTest/1", clock: clock,
      now: { Self.epoch.addingTimeInterval(clock.now) })
  }

  /// The open queue.
  var current: BeaconQueue {
    get throws { try #require(queue) }
  }

  /// Moves time forward, then waits for the attempts that started to finish.
  func advance(by seconds: Double) async throws {
    clock.advance(by: seconds)
    try await current.waitUntilIdle()
  }

  /// Closes the queue properly.
  func close() async throws {
    try await current.close()
    queue = nil
  }

  /// Drops the queue without closing it, as if the process had been killed.
  func crash() {
    queue = nil
  }

  /// Deletes the temporary folder.
  func remove() {
    queue = nil
    try? FileManager.default.removeItem(at: directory)
  }

  /// A beacon URL on the test tracker.
  static func url(_ name: String) -> URL {
    URL(string: "https://t.test/\(name)") ?? URL(fileURLWithPath: "/")
  }

  /// The paths requested so far, in order.
  var requestedPaths: [String] {
    recording?.requestedURLs.map(\.path) ?? []
  }

  /// The beacons delivered so far, in order.
  var delivered: [QueuedBeacon] {
    events.compactMap { if case .delivered(let beacon, _) = $0 { beacon } else { nil } }
  }

  /// The beacons dropped so far with their reasons, in order.
  var dropped: [(beacon: QueuedBeacon, reason: BeaconDropReason)] {
    events.compactMap {
      if case .dropped(let beacon, let reason) = $0 { (beacon, reason) } else { nil }
    }
  }

  /// The retry delays scheduled so far, in order.
  var retryDelays: [Double] {
    events.compactMap { if case .retryScheduled(_, let delay, _) = $0 { delay } else { nil } }
  }

  /// The journal's lines.
  func journalLines() throws -> [String] {
    try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}
