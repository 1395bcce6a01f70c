import Foundation
import InterludeConsent

/// Delivery: starting what is due, handling answers, retries and the wake-up timer.
extension BeaconQueue {
  /// How close to due a beacon counts as due, in seconds (timers round to the microsecond).
  static let dueTolerance = 0.000_5

  /// Runs once after init: reports the recovery, gives up on beacons whose interrupted attempts
  /// used up the retry policy, cleans a damaged journal, and starts delivering.
  func start() {
    guard !started, !isClosed else { return }
    started = true
    emit(.recovered(recovery))
    let date = now()
    let exhausted = entries.values.filter {
      $0.beacon.attempts >= max(1, configuration.retry.maxAttempts)
    }
    for entry in exhausted.sorted(by: { $0.sequence < $1.sequence }) {
      // A beacon whose every attempt ended with the process (one that crashes it, say) must not
      // crash it forever.
      drop(
        entry, reason: .retriesExhausted(lastFailure: "interrupted by the end of the process"),
        at: date)
    }
    if recovery.skippedRecords > 0 { compact() }
    pump()
  }

  /// Drops what expired, starts due beacons up to the in-flight cap, sets the timer for the next
  /// due or expiry time, compacts the journal when worth it, and wakes waiters.
  func pump() {
    guard started, !isClosed else {
      notifyWaiters()
      return
    }
    let date = now()
    dropExpired(at: date)
    let room = configuration.maxInFlight - inFlight
    if room > 0 {
      let due = entries.values.filter { !$0.inFlight && nextAttempt(of: $0, at: date) <= date }
      for entry in due.sorted(by: Self.deliveryOrder).prefix(room) {
        attempt(entry.id, at: date)
      }
    }
    scheduleWake(after: date)
    compactIfWorthIt()
    notifyWaiters()
  }

  /// Journals the attempt, then sends the beacon in a task.
  private func attempt(_ id: String, at date: Date) {
    guard var entry = entries[id] else { return }
    entry.inFlight = true
    entry.beacon.attempts += 1
    entries[id] = entry
    inFlight += 1
    // Before the request: should the process die while it is out, the next start knows the
    // beacon may have reached its server.
    append([.attempt(entry.beacon, at: date)])
    var headers = ["User-Agent": userAgent]
    var keyed = false
    if let name = configuration.idempotencyKeyHeader, let key = entry.beacon.idempotencyKey {
      // A Structured Field string, as the draft asks: the key is a UUID, nothing to escape.
      headers[name] = "\"\(key)\""
      keyed = true
    }
    let request = HTTPRequest(
      url: entry.beacon.url, headers: headers,
      timeout: configuration.requestTimeout.timeInterval, maxResponseBytes: Self.maxResponseBytes,
      purpose: .beacon)
    let transport = self.transport
    let journal = self.journal
    let policy = configuration.retry
    tasks[id] = Task { [weak self] in
      let (outcome, marked) = await Self.perform(
        request, id: id, startedAt: date, transport: transport, journal: journal, policy: policy,
        keyed: keyed)
      self?.finish(id, outcome, marked: marked)
    }
  }

  /// Sends the request off the main actor and, when a server has answered for good, writes the
  /// settling mark at once, from the thread the answer arrived on: waiting for the main actor
  /// (busy with playback, say) would widen the window in which a crash makes the beacon go
  /// out again although its server has answered.
  @concurrent
  private nonisolated static func perform(
    _ request: HTTPRequest, id: String, startedAt date: Date, transport: any HTTPTransport,
    journal: BeaconJournal, policy: RetryPolicy, keyed: Bool
  ) async -> (outcome: BeaconAttemptOutcome, marked: Bool) {
    let result: Result<HTTPResponse, TransportError>
    do throws(TransportError) {
      result = .success(try await transport.send(request))
    } catch {
      result = .failure(error)
    }
    let outcome = BeaconAttemptOutcome(result, policy: policy, keyed: keyed)
    guard let mark = outcome.settlingRecord(id: id, at: date) else { return (outcome, false) }
    return (outcome, journal.appendMark(mark) == nil)
  }

  /// Records the outcome of an attempt: delivered, retried or dropped.
  ///
  /// `marked`: the settling mark is already in the journal (else it is written here).
  private func finish(_ id: String, _ outcome: BeaconAttemptOutcome, marked: Bool) {
    tasks[id] = nil
    inFlight -= 1
    defer { pump() }
    if marked { journal.acknowledgeMark(id: id) }
    guard var entry = entries[id], entry.inFlight else { return }
    entry.inFlight = false
    entries[id] = entry
    let date = now()
    switch outcome {
    case .delivered(let status):
      deliver(entry, statusCode: status, at: date, marked: marked)
    case .rejected(let status):
      drop(entry, reason: .rejected(statusCode: status), at: date, marked: marked)
    case .retry(let failure, let counted, let retryAfter):
      let notBefore = retryAfter.flatMap { configuration.retry.retryAfter($0, now: date) }
      retry(entry, failure: failure, counted: counted, notBefore: notBefore, at: date)
    case .unsendable(let detail):
      drop(entry, reason: .unsendable(detail), at: date)
    }
  }

  /// Journals the delivered mark (unless already written), then settles the beacon and
  /// reports it.
  private func deliver(
    _ entry: BeaconQueueEntry, statusCode: Int?, at date: Date, marked: Bool
  ) {
    if !marked { append([.delivered(id: entry.id, status: statusCode, at: date)]) }
    settle(entry, at: date)
    emit(.delivered(entry.beacon, statusCode: statusCode))
  }

  /// Schedules the next attempt, or drops the beacon when the policy's attempts are used up.
  private func retry(
    _ entry: BeaconQueueEntry, failure: String, counted: Bool, notBefore: Double? = nil,
    at date: Date
  ) {
    var entry = entry
    let policy = configuration.retry
    if !counted { entry.beacon.attempts = max(0, entry.beacon.attempts - 1) }
    entry.beacon.failures += 1
    if counted, entry.beacon.attempts >= max(1, policy.maxAttempts) {
      drop(entry, reason: .retriesExhausted(lastFailure: failure), at: date)
      return
    }
    var delay = policy.delay(
      afterFailures: entry.beacon.failures, random: Double.random(in: 0..<1))
    if let notBefore { delay = max(delay, notBefore) }
    entry.beacon.nextAttempt = date.addingTimeInterval(delay)
    entries[entry.id] = entry
    append([.retry(entry.beacon, failure: failure)])
    emit(.retryScheduled(entry.beacon, delay: delay, failure: failure))
  }

  /// Sets one timer for the earliest retry or expiry among the beacons waiting.
  private func scheduleWake(after date: Date) {
    var earliest: Date?
    let atCapacity = inFlight >= configuration.maxInFlight
    for entry in entries.values where !entry.inFlight {
      let expiry = entry.beacon.enqueuedAt.addingTimeInterval(configuration.expiry.timeInterval)
      var wake = min(nextAttempt(of: entry, at: date), expiry)
      if wake.timeIntervalSince(date) <= Self.dueTolerance {
        // Due already: an attempt finishing will start it.
        guard !atCapacity else { continue }
        wake = date
      }
      if earliest.map({ wake < $0 }) ?? true { earliest = wake }
    }
    guard earliest != wakeDue else { return }
    wakeTimer?.cancel()
    wakeTimer = nil
    wakeDue = earliest
    guard let earliest else { return }
    let delay = max(0.001, earliest.timeIntervalSince(date))
    wakeTimer = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      wakeTimer = nil
      wakeDue = nil
      pump()
    }
  }

  /// When `entry` is due: its next attempt, `date` itself when that is within the tolerance,
  /// or when it lies further ahead than any delay the policy can ask for (the wall clock was
  /// set back since it was scheduled).
  private func nextAttempt(of entry: BeaconQueueEntry, at date: Date) -> Date {
    let next = entry.beacon.nextAttempt
    let ahead = next.timeIntervalSince(date)
    let policy = configuration.retry
    if ahead <= Self.dueTolerance
      || ahead > max(policy.maxDelay.timeInterval, policy.maxRetryAfter.timeInterval) + 1
    {
      return date
    }
    return next
  }

  /// Whether waiters for idleness (or emptiness) may go on.
  func isSettled(untilEmpty: Bool) -> Bool {
    if isClosed { return true }
    guard started, inFlight == 0 else { return false }
    return untilEmpty ? entries.isEmpty : true
  }

  /// Resumes the waiters whose condition holds.
  func notifyWaiters() {
    guard !waiters.isEmpty else { return }
    let idle = isSettled(untilEmpty: false)
    let empty = isSettled(untilEmpty: true)
    var waiting: [(untilEmpty: Bool, continuation: CheckedContinuation<Void, Never>)] = []
    for waiter in waiters {
      if waiter.untilEmpty ? empty : idle {
        waiter.continuation.resume()
      } else {
        waiting.append(waiter)
      }
    }
    waiters = waiting
  }
}
