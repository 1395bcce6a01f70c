import Foundation
import Interlude

/// A transport that holds every request until the test answers it, and counts how many were
/// held at once.
final class HeldTransport: HTTPTransport, @unchecked Sendable {
  private struct Held {
    var url: URL
    var continuation: CheckedContinuation<Int, Never>
  }

  private let lock = NSLock()
  private var held: [Held] = []
  private var arrivals: [URL] = []
  private var concurrent = 0
  private var peak = 0

  /// Waits until the test answers, then returns that status.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let status = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      lock.withLock {
        held.append(Held(url: request.url, continuation: continuation))
        arrivals.append(request.url)
        concurrent += 1
        peak = max(peak, concurrent)
      }
    }
    return HTTPResponse(url: request.url, statusCode: status)
  }

  /// Every URL requested so far, in order of arrival.
  var requested: [URL] { lock.withLock { arrivals } }

  /// The URLs waiting for an answer, in order of arrival.
  var waiting: [URL] { lock.withLock { held.map(\.url) } }

  /// The most requests held at once so far.
  var peakConcurrency: Int { lock.withLock { peak } }

  /// Answers the oldest held request with `status`.
  func answerOldest(with status: Int = 204) {
    let first: Held? = lock.withLock {
      guard !held.isEmpty else { return nil }
      concurrent -= 1
      return held.removeFirst()
    }
    first?.continuation.resume(returning: status)
  }

  /// Answers every held request with `status`.
  func answerAll(with status: Int = 204) {
    let all: [Held] = lock.withLock {
      let all = held
      held = []
      concurrent -= all.count
      return all
    }
    for request in all { request.continuation.resume(returning: status) }
  }

  /// Waits (polling, up to two seconds) until `count` requests are held.
  func waitForHeld(_ count: Int) async {
    let deadline = Date().addingTimeInterval(2)
    while waiting.count < count, Date() < deadline {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }
}
