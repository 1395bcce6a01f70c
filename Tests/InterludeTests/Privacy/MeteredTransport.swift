import Foundation
import Interlude

/// Passes requests to another transport and keeps count of them: every URL sent, and how many
/// are still waiting for an answer, so a session on a manual clock can wait for its traffic.
final class MeteredTransport: HTTPTransport, @unchecked Sendable {
  private let base: any HTTPTransport
  private let lock = NSLock()
  private var sent: [URL] = []
  private var pending = 0

  /// Meters `base`.
  init(_ base: any HTTPTransport) {
    self.base = base
  }

  /// Every URL sent so far, in order.
  var urls: [URL] { lock.withLock { sent } }

  /// How many requests have been sent.
  var count: Int { lock.withLock { sent.count } }

  /// How many requests are waiting for their answer.
  var inFlight: Int { lock.withLock { pending } }

  /// Counts the request, then sends it through the metered transport.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    lock.withLock {
      sent.append(request.url)
      pending += 1
    }
    defer { lock.withLock { pending -= 1 } }
    return try await base.send(request)
  }
}
