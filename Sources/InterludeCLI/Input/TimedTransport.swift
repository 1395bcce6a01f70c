import Foundation
import Interlude
import InterludeConsent

/// A transport that passes every request on and records when it started and how long it
/// took, on a monotonic clock, with the response body: the waterfall of `inspect --follow
/// --html` and the documents it lints.
final class TimedTransport: HTTPTransport, Sendable {
  private let base: any HTTPTransport
  private let clock = ContinuousClock()
  /// When the first exchange started.
  private let origin = Locked<ContinuousClock.Instant?>(nil)
  private let recorded = Locked<[TimedExchange]>([])

  /// A transport that sends through `base`.
  init(_ base: any HTTPTransport) {
    self.base = base
  }

  /// Every exchange so far, in the order they started.
  var exchanges: [TimedExchange] {
    recorded.withLock { $0.sorted { $0.start < $1.start } }
  }

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let started = clock.now
    let first = origin.withLock { origin in
      if origin == nil { origin = started }
      return origin ?? started
    }
    let start = milliseconds(from: first, to: started)
    var exchange = TimedExchange(
      url: request.url.absoluteString, purpose: request.purpose, start: start, milliseconds: 0)
    do {
      let response = try await base.send(request)
      exchange.statusCode = response.statusCode
      exchange.body = response.body
      finish(exchange, started: started)
      return response
    } catch {
      exchange.failure = error
      finish(exchange, started: started)
      throw error
    }
  }

  private func finish(_ exchange: TimedExchange, started: ContinuousClock.Instant) {
    var exchange = exchange
    exchange.milliseconds = milliseconds(from: started, to: clock.now)
    recorded.withLock { $0.append(exchange) }
  }

  private func milliseconds(
    from start: ContinuousClock.Instant, to end: ContinuousClock.Instant
  )
    -> Double
  {
    let duration = start.duration(to: end)
    return Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
  }
}
