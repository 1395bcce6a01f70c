public import Foundation
import InterludeConsent

/// A durable beacon sender: a file-backed journal, retries with backoff, expiry, overflow by
/// priority and a cap on beacons in flight.
///
/// Give it to the loader and every beacon of every session goes through it:
///
/// ```swift
/// let transport = URLSessionTransport()
/// let beacons = try BeaconQueue(journal: BeaconQueue.defaultJournalURL(), transport: transport)
/// let loader = AdsLoader(transport: transport, beacons: beacons)
/// Task { for await event in beacons.events { if let log = event.logEvent { report(log) } } }
/// ```
///
/// The loader also forwards the events that have a ``BeaconQueueEvent/logEvent`` (drops,
/// journal failures) to its live ``AdsManager``s as `LOG` ad events (the queue is a
/// ``ReportingBeaconSender``), so an app that only follows IMA's guide hears of them too;
/// ``events`` is for the app that wants every event.
///
/// **Guarantees.**
/// - *At least once* across crashes, offline periods and restarts: an enqueue appends the
///   beacon to the journal before it returns, and a beacon leaves the journal only when a server
///   answered it or the queue gave up on it (an event says which and why).
/// - *At most once per beacon once a server has answered*: the settling mark (`D`, or `X` for a
///   4xx) is journaled on the thread the answer arrives on, before the main actor hears of it,
///   and a beacon with a mark is never sent again, even when enqueued again under the same id
///   (the id is remembered for ``BeaconQueueConfiguration/expiry``). The window left: the
///   process dies after the server received the request and before the mark was written,
///   which is mostly while the server has not answered yet. Every attempt is journaled (`A`)
///   before its request, so such a beacon is known at the next start
///   (``BeaconJournalRecovery/interruptedAttempts``) and is sent again: a possible duplicate,
///   the price of never losing it. No client can close that window alone, so every attempt of
///   a beacon carries the same random key in an `Idempotency-Key` header
///   (``BeaconQueueConfiguration/idempotencyKeyHeader``, after the IETF HTTPAPI draft), kept in
///   the journal across restarts: a server that honours it counts the beacon exactly once.
///
/// **Durability window.** A record is one `write(2)` on the main actor, so it survives the
/// app's own crash as soon as the call returns; `fsync(2)` runs in batches on a background
/// queue (``BeaconQueueConfiguration/commitBatch`` records or
/// ``BeaconQueueConfiguration/commitInterval`` seconds), so a power loss or kernel panic can lose
/// the last 100 ms of records. Call ``flush()`` when the app moves to the background to close
/// that window.
///
/// **Delivery.** Due beacons go out highest priority first, then in order of acceptance, at most
/// ``BeaconQueueConfiguration/maxInFlight`` at a time, through the transport with
/// ``BeaconQueueConfiguration/requestTimeout``. Failures follow the ``RetryPolicy``. While the
/// device is offline every attempt fails fast and backs off, so the queue pauses by itself.
/// A beacon not delivered within ``BeaconQueueConfiguration/expiry`` (24 hours) is dropped; when
/// ``BeaconQueueConfiguration/capacity`` beacons wait, the lowest priority is dropped first and
/// impressions last. Both are reported as ``BeaconQueueEvent/dropped(_:reason:)``.
///
/// **Time.** Expiry and backoff are counted in wall-clock dates kept in the journal, so they
/// mean the same after a restart; the times of ``BeaconQueueConfiguration`` and
/// ``RetryPolicy`` are `Duration`s.
@MainActor
public final class BeaconQueue: ImmediateBeaconSender, ReportingBeaconSender {
  /// The largest beacon response body read: 64 KiB (a larger one still counts as delivered).
  package static let maxResponseBytes = 64 << 10

  /// The journal file.
  package let journalURL: URL
  /// The limits the queue runs with.
  package let configuration: BeaconQueueConfiguration
  /// What the queue found in its journal when it opened.
  package let recovery: BeaconJournalRecovery
  /// Everything the queue reports, for one consumer (the newest 1 024 are kept while nobody
  /// reads). ``BeaconQueueEvent/logEvent`` gives the IMA-style LOG event of those that matter.
  public let events: AsyncStream<BeaconQueueEvent>
  /// Called on the main actor with every event, as it happens (beside ``events``).
  package var onEvent: ((BeaconQueueEvent) -> Void)?

  let transport: any HTTPTransport
  let userAgent: String
  let clock: any PlaybackClock
  let now: @MainActor () -> Date
  let journal: BeaconJournal
  let continuation: AsyncStream<BeaconQueueEvent>.Continuation

  /// Live beacons by id.
  var entries: [String: BeaconQueueEntry] = [:]
  /// Ids of settled beacons given by the caller, with when they settled.
  var settled: [String: Date] = [:]
  var nextSequence = 0
  var inFlight = 0
  var tasks: [String: Task<Void, Never>] = [:]
  var wakeTimer: PlaybackTimer?
  var wakeDue: Date?
  var started = false
  var isClosed = false
  var isCompacting = false
  var journalHealthy = true
  var waiters: [(untilEmpty: Bool, continuation: CheckedContinuation<Void, Never>)] = []
  /// The observers added with ``observe(_:)`` (loaders forwarding LOG events to their managers).
  var observers: [@MainActor (BeaconQueueEvent) -> Bool] = []

  /// Opens the queue on its journal (creating it if needed), recovers what it holds, and starts
  /// delivering on the next turn of the main actor.
  ///
  /// - Parameters:
  ///   - url: The journal file; its folder is created if needed. Beside it the queue keeps
  ///     `<journal>.lock` and, during compaction, `<journal>.compact`.
  ///   - transport: How beacons are sent; share the loader's.
  ///   - configuration: Limits, retry policy and journal upkeep.
  ///   - userAgent: The `User-Agent` of beacon requests.
  /// - Throws: ``BeaconQueueError`` when the journal cannot be opened or another queue holds it.
  public convenience init(
    journal url: URL, transport: any HTTPTransport,
    configuration: BeaconQueueConfiguration = BeaconQueueConfiguration(),
    userAgent: String = DeviceInfo.defaultUserAgent
  ) throws(BeaconQueueError) {
    try self.init(
      journal: url, transport: transport, configuration: configuration, userAgent: userAgent,
      clock: nil, now: nil)
  }

  /// Opens the queue with its timers on `clock` (real time when nil) and its dates from `now`
  /// (`Date()` when nil), so that tests drive a day of retries on a manual clock.
  package init(
    journal url: URL, transport: any HTTPTransport,
    configuration: BeaconQueueConfiguration = BeaconQueueConfiguration(),
    userAgent: String = DeviceInfo.defaultUserAgent, clock: (any PlaybackClock)?,
    now: (@MainActor () -> Date)? = nil
  ) throws(BeaconQueueError) {
    let (journal, replay) = try BeaconJournal.open(
      url: url, batch: configuration.commitBatch,
      interval: configuration.commitInterval.timeInterval)
    self.journal = journal
    self.journalURL = url
    self.configuration = configuration
    self.transport = transport
    self.userAgent = userAgent
    self.clock = clock ?? SystemPlaybackClock()
    self.now = now ?? { Date() }
    (events, continuation) = AsyncStream.makeStream(
      of: BeaconQueueEvent.self, bufferingPolicy: .bufferingNewest(1_024))
    var interrupted = 0
    for var entry in replay.entries {
      if entry.inFlight {
        // The attempt's outcome was never recorded: it is not in flight in this process.
        interrupted += 1
        entry.inFlight = false
      }
      entries[entry.id] = entry
    }
    nextSequence = replay.entries.count
    settled = replay.settled
    recovery = BeaconJournalRecovery(
      liveBeacons: replay.entries.count, interruptedAttempts: interrupted,
      settledIDs: replay.settled.count, tornBytes: replay.tornBytes,
      skippedRecords: replay.skippedRecords)
    Task { [weak self] in self?.start() }
  }

  deinit {
    continuation.finish()
  }

  /// The journal of an app: `Application Support/Interlude/beacons.journal` (the user's data
  /// folder elsewhere, the temporary folder when there is none).
  public nonisolated static func defaultJournalURL() -> URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("Interlude", isDirectory: true)
      .appendingPathComponent("beacons.journal")
  }

  // MARK: Accepting beacons

  /// Accepts a beacon of priority ``BeaconPriority/tracking``: journaled before this returns,
  /// delivered in the background.
  package func enqueue(_ url: URL) {
    enqueue(url, id: nil, priority: .tracking)
  }

  /// Accepts a beacon: journaled before this returns, delivered in the background.
  package func enqueue(_ url: URL, priority: BeaconPriority) {
    enqueue(url, id: nil, priority: priority)
  }

  /// Accepts a beacon under an id: journaled before this returns, delivered in the background.
  ///
  /// - Parameters:
  ///   - url: The beacon's URL.
  ///   - id: The beacon's id, or nil for a new UUID. A beacon enqueued again with the id of one
  ///     the queue holds, or has delivered or dropped within ``BeaconQueueConfiguration/expiry``,
  ///     is ignored (``BeaconQueueEvent/duplicateIgnored(id:)``): enqueueing is idempotent.
  ///   - priority: How much it matters if the queue overflows.
  /// - Returns: True when the beacon was accepted; false when it was a duplicate, could not be
  ///   sent (not http or https), arrived after ``close()``, or lost to overflow (each reported
  ///   as an event).
  @discardableResult
  public func enqueue(_ url: URL, id: String?, priority: BeaconPriority = .tracking) -> Bool {
    if let id, entries[id] != nil || settled[id] != nil {
      emit(.duplicateIgnored(id: id))
      return false
    }
    let date = now()
    let beacon = QueuedBeacon(
      id: id ?? UUID().uuidString, url: url, priority: priority, enqueuedAt: date,
      idempotencyKey: UUID().uuidString.lowercased())
    guard !isClosed else {
      emit(.dropped(beacon, reason: .closed))
      return false
    }
    guard url.isWebAddress else {
      emit(.dropped(beacon, reason: .unsendable("not an http or https URL")))
      return false
    }
    guard makeRoom(for: priority, at: date) else {
      emit(.dropped(beacon, reason: .overflow))
      return false
    }
    let entry = BeaconQueueEntry(beacon: beacon, sequence: nextSequence, hasCallerID: id != nil)
    nextSequence += 1
    entries[beacon.id] = entry
    append([.enqueue(entry)])
    pump()
    return true
  }

  /// Accepts a beacon of priority ``BeaconPriority/tracking``; returns once it is journaled,
  /// not once delivered.
  public func send(_ url: URL) async {
    enqueue(url, id: nil, priority: .tracking)
  }

  /// Accepts a beacon; returns once it is journaled, not once delivered.
  public func send(_ url: URL, priority: BeaconPriority) async {
    enqueue(url, id: nil, priority: priority)
  }

  // MARK: State

  /// The beacons not yet delivered or dropped, in delivery order (priority, then acceptance).
  package var pendingBeacons: [QueuedBeacon] {
    entries.values.sorted(by: Self.deliveryOrder).map(\.beacon)
  }

  /// How many beacons are in flight.
  package var inFlightCount: Int { inFlight }

  /// Records in the journal file now (compaction shrinks it).
  package var journalRecordCount: Int { journal.recordCount }

  /// `fsync` calls made by group commits so far.
  package var journalSyncCount: Int { journal.syncCount }

  // MARK: Waiting and closing

  /// Syncs the journal now: every beacon accepted so far survives a power loss once this
  /// returns. Call it when the app moves to the background.
  public func flush() async {
    await journal.flush()
  }

  /// Returns once no beacon is in flight and none is due (those left wait for a retry).
  package func waitUntilIdle() async {
    guard !isSettled(untilEmpty: false) else { return }
    await withCheckedContinuation { waiters.append((false, $0)) }
  }

  /// Returns once every beacon accepted so far was delivered or dropped (or the queue closed).
  package func waitUntilEmpty() async {
    guard !isSettled(untilEmpty: true) else { return }
    await withCheckedContinuation { waiters.append((true, $0)) }
  }

  /// Stops delivering, waits for the attempts in flight to finish and journals their outcome,
  /// then syncs and closes the journal and releases its lock. Beacons still waiting stay in the
  /// journal for the next queue on the same file; later ones are dropped with
  /// ``BeaconDropReason/closed``.
  public func close() async {
    guard !isClosed else { return }
    isClosed = true
    wakeTimer?.cancel()
    wakeTimer = nil
    wakeDue = nil
    for task in Array(tasks.values) {
      await task.value
    }
    await journal.close()
    notifyWaiters()
    continuation.finish()
  }

  // MARK: Helpers

  /// Delivery order: higher priority first, then earlier acceptance.
  static func deliveryOrder(_ first: BeaconQueueEntry, _ second: BeaconQueueEntry) -> Bool {
    if first.beacon.priority != second.beacon.priority {
      return first.beacon.priority > second.beacon.priority
    }
    return first.sequence < second.sequence
  }
}
