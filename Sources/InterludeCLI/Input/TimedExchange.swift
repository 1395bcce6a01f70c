import Foundation
import Interlude

/// One request a ``TimedTransport`` passed on: when it started, how long it took, what came back.
struct TimedExchange: Hashable, Sendable {
  /// The URL requested.
  var url: String
  /// What the request was for.
  var purpose: HTTPRequest.Purpose
  /// Milliseconds from the first request of the load to this one's start.
  var start: Double
  /// Milliseconds until the response (or the failure) arrived.
  var milliseconds: Double
  /// The HTTP status, when a response arrived.
  var statusCode: Int?
  /// The body, when a response arrived.
  var body: Data?
  /// Why no response arrived.
  var failure: TransportError?
}
