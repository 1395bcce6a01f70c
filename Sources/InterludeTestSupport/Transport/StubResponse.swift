public import Foundation
public import Interlude

/// A canned answer that ``RecordingTransport`` gives for a route.
///
/// Either a response (status, headers, body) or a thrown ``TransportError``, each after an
/// optional delay. A delay longer than the request's timeout ends, like a real transport, with
/// ``TransportError/timedOut`` once the timeout has passed.
public struct StubResponse: Sendable {
  /// The status code.
  public var statusCode: Int
  /// Header fields; names are lowercased when the response is built.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// Seconds to wait before answering.
  public var delay: Double
  /// An error to throw instead of answering.
  public var error: TransportError?
  /// The URL reported as the final one (after redirects); the request's URL when nil.
  public var finalURL: URL?

  /// Creates a canned answer.
  public init(
    statusCode: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    delay: Double = 0, error: TransportError? = nil, finalURL: URL? = nil
  ) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
    self.delay = delay
    self.error = error
    self.finalURL = finalURL
  }

  /// A VAST or VMAP document, served as `application/xml`.
  public static func vast(_ xml: String, status: Int = 200) -> StubResponse {
    StubResponse(
      statusCode: status, headers: ["Content-Type": "application/xml; charset=utf-8"],
      body: Data(xml.utf8))
  }

  /// A plain-text body.
  public static func text(_ text: String, status: Int = 200) -> StubResponse {
    StubResponse(
      statusCode: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Data(text.utf8))
  }

  /// An empty response with a status code (`.status(204)` for a beacon, `.status(500)`).
  public static func status(_ code: Int) -> StubResponse {
    StubResponse(statusCode: code)
  }

  /// A redirect to another URL (the fake does not follow it; the caller sees the 3xx).
  public static func redirect(to location: String, status: Int = 302) -> StubResponse {
    StubResponse(statusCode: status, headers: ["Location": location])
  }

  /// No answer: the request waits for its own timeout, then fails with
  /// ``TransportError/timedOut``.
  public static var timeout: StubResponse {
    StubResponse(delay: .infinity, error: .timedOut)
  }

  /// A transport failure, thrown at once.
  public static func failure(_ error: TransportError) -> StubResponse {
    StubResponse(error: error)
  }

  /// The same answer after a delay in seconds.
  public func delayed(by seconds: Double) -> StubResponse {
    var copy = self
    copy.delay = seconds
    return copy
  }
}
