import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The first of several outcomes of one HTTP exchange (the response, the deadline, the caller's
/// cancellation), delivered once to a continuation; the losers' tasks are cancelled and the
/// deadline timer is disarmed.
///
/// Lets ``URLSessionTransport`` return at its deadline even when the underlying `URLSession`
/// task has not finished yet (libcurl does not always honour timeouts), while cancelling that
/// task so it does not linger.
///
/// The deadline is a `DispatchSourceTimer`, not a task sleeping in `Task.sleep`: a cancelled
/// `Task.sleep` returns at once, but the runtime keeps the sleep's job and its dispatch timer
/// (about 1 KB) until the original deadline passes (swiftlang/swift#60441). With one sleep per
/// request and a deadline of seconds, every request left memory behind for its whole timeout
/// (3 700 requests in flight at once in `interlude-bench stress`). A cancelled dispatch source is
/// released at once.
final class FetchRace: @unchecked Sendable {
  /// A complete answer from the session.
  struct Answer: Sendable {
    /// The body.
    var data: Data
    /// The response head.
    var response: HTTPURLResponse
  }

  /// What the race produced.
  typealias Outcome = Result<Answer, TransportError>

  private let lock = NSLock()
  private var outcome: Outcome?
  private var continuation: CheckedContinuation<Outcome, Never>?
  private var tasks: [Task<Void, Never>] = []
  private var deadline: (any DispatchSourceTimer)?

  /// Whether a deadline is armed and has neither fired nor been disarmed by another outcome.
  var isDeadlineArmed: Bool {
    lock.withLock { deadline != nil }
  }

  deinit {
    // A race always ends before it goes, which disarms the deadline; this is a safety net, as an
    // armed dispatch source lives on until it is cancelled.
    deadline?.cancel()
  }

  /// Installs the continuation; returns false (having resumed it) when the race is already over.
  func start(_ continuation: CheckedContinuation<Outcome, Never>) -> Bool {
    lock.lock()
    if let outcome {
      lock.unlock()
      continuation.resume(returning: outcome)
      return false
    }
    self.continuation = continuation
    lock.unlock()
    return true
  }

  /// Keeps a contender's task so that it is cancelled when another one wins.
  func attach(_ task: Task<Void, Never>) {
    lock.lock()
    if outcome != nil {
      lock.unlock()
      task.cancel()
      return
    }
    tasks.append(task)
    lock.unlock()
  }

  /// Finishes the race with ``TransportError/timedOut`` `seconds` from now, unless another
  /// outcome comes first (which disarms the timer). Does nothing once the race is over.
  ///
  /// When the timer fires, the timeout is reported from a task of the caller's priority, as the
  /// response is: both then wait their turn on the same executor, so a response that arrived
  /// before the deadline still wins when the process's tasks are starved for a while.
  func armDeadline(after seconds: Double) {
    let priority = Task.currentPriority
    lock.lock()
    defer { lock.unlock() }
    // Checked before the timer exists: a dispatch source must not be released unresumed.
    guard outcome == nil, deadline == nil else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    let nanoseconds = Int(min(max(0, seconds), 86_400) * 1_000_000_000)
    timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), leeway: .milliseconds(1))
    timer.setEventHandler { [weak self] in
      guard let self else { return }
      Task(priority: priority) { self.finish(.failure(.timedOut)) }
    }
    deadline = timer
    timer.resume()
  }

  /// Reports an outcome; only the first one counts.
  func finish(_ result: Outcome) {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return
    }
    outcome = result
    let waiting = continuation
    continuation = nil
    let losers = tasks
    tasks = []
    let timer = deadline
    deadline = nil
    lock.unlock()
    timer?.cancel()
    for task in losers {
      task.cancel()
    }
    waiting?.resume(returning: result)
  }
}
