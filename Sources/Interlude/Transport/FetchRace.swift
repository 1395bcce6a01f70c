import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The first of several outcomes of one HTTP exchange (the response, the deadline, the caller's
/// cancellation), delivered once to a continuation; the losers' tasks are cancelled.
///
/// Lets ``URLSessionTransport`` return at its deadline even when the underlying `URLSession`
/// task has not finished yet (libcurl does not always honour timeouts), while cancelling that
/// task so it does not linger.
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
    lock.unlock()
    for task in losers {
      task.cancel()
    }
    waiting?.resume(returning: result)
  }
}
