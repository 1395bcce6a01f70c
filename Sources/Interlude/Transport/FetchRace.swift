import Foundation
import InterludeConsent

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
final class FetchRace: Sendable {
  /// A complete answer from the session.
  struct Answer: Sendable {
    /// The body.
    var data: Data
    /// The response head.
    var response: HTTPURLResponse
  }

  /// What the race produced.
  typealias Outcome = Result<Answer, TransportError>

  private let state = Locked(State())

  /// The race so far.
  private struct State {
    /// The first outcome, once there is one.
    var outcome: Outcome?
    /// Where the outcome goes, once installed.
    var continuation: CheckedContinuation<Outcome, Never>?
    /// The contenders' tasks, cancelled when the race ends.
    var tasks: [Task<Void, Never>] = []
    /// The deadline's timer while armed.
    var deadline: (any DispatchSourceTimer)?
  }

  /// Whether a deadline is armed and has neither fired nor been disarmed by another outcome.
  var isDeadlineArmed: Bool {
    state.withLock { $0.deadline != nil }
  }

  deinit {
    // A race always ends before it goes, which disarms the deadline; this is a safety net, as an
    // armed dispatch source lives on until it is cancelled.
    state.withLock { $0.deadline?.cancel() }
  }

  /// Installs the continuation; returns false (having resumed it) when the race is already over.
  func start(_ continuation: CheckedContinuation<Outcome, Never>) -> Bool {
    let outcome = state.withLock { state -> Outcome? in
      if state.outcome == nil { state.continuation = continuation }
      return state.outcome
    }
    guard let outcome else { return true }
    continuation.resume(returning: outcome)
    return false
  }

  /// Keeps a contender's task so that it is cancelled when another one wins.
  func attach(_ task: Task<Void, Never>) {
    let isOver = state.withLock { state -> Bool in
      if state.outcome == nil { state.tasks.append(task) }
      return state.outcome != nil
    }
    if isOver { task.cancel() }
  }

  /// Finishes the race with ``TransportError/timedOut`` `seconds` from now, unless another
  /// outcome comes first (which disarms the timer). Does nothing once the race is over.
  ///
  /// When the timer fires, the timeout is reported from a task of the caller's priority, as the
  /// response is: both then wait their turn on the same executor, so a response that arrived
  /// before the deadline still wins when the process's tasks are starved for a while.
  func armDeadline(after seconds: Double) {
    let priority = Task.currentPriority
    state.withLock { state in
      // Checked before the timer exists: a dispatch source must not be released unresumed.
      guard state.outcome == nil, state.deadline == nil else { return }
      let timer = DispatchSource.makeTimerSource(queue: .global())
      let nanoseconds = Int(min(max(0, seconds), 86_400) * 1_000_000_000)
      timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), leeway: .milliseconds(1))
      timer.setEventHandler { [weak self] in
        guard let self else { return }
        Task(priority: priority) { self.finish(.failure(.timedOut)) }
      }
      timer.resume()
      state.deadline = timer
    }
  }

  /// Reports an outcome; only the first one counts.
  func finish(_ result: Outcome) {
    let ended = state.withLock {
      state -> (CheckedContinuation<Outcome, Never>?, [Task<Void, Never>])? in
      guard state.outcome == nil else { return nil }
      state.outcome = result
      defer {
        state.continuation = nil
        state.tasks = []
        state.deadline = nil
      }
      // Cancelled under the lock: a dispatch source is not Sendable, so it stays in the state.
      state.deadline?.cancel()
      return (state.continuation, state.tasks)
    }
    guard let (waiting, losers) = ended else { return }
    for task in losers {
      task.cancel()
    }
    waiting?.resume(returning: result)
  }
}
