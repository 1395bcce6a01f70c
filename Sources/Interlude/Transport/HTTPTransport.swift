/// Performs HTTP GETs for the SDK: the one seam between Interlude and the network.
///
/// The production implementation is ``URLSessionTransport``; tests use a recording fake from
/// `InterludeTestSupport` or a real local server.
public protocol HTTPTransport: Sendable {
  /// Performs the request and returns the response, whatever its status code.
  ///
  /// - Throws: ``TransportError`` when no complete response arrived; cancellation of the
  ///   calling task cancels the request.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
