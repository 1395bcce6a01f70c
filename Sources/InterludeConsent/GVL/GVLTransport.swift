/// Performs the HTTP GETs of a ``GVLLoader``: the seam between the consent engine and the network.
///
/// The consent module does no networking of its own. With the Interlude SDK, pass its transport
/// through `GVLHTTPTransport`; a consent-only app adopts this protocol over its own
/// `URLSession` (ephemeral, without a URL cache, so a `304 Not Modified` reaches the loader).
/// Tests use an in-memory transport or a real local HTTP server.
public protocol GVLTransport: Sendable {
  /// Performs the GET and returns the response whatever its status code (a `304` included).
  ///
  /// - Throws: When no complete response arrived. A body over
  ///   ``GVLFetchRequest/maxResponseBytes`` should fail with ``GVLError/tooLarge(url:limit:)``;
  ///   any other error is reported as ``GVLError/fetchFailed(url:reason:)``.
  func fetch(_ request: GVLFetchRequest) async throws -> GVLFetchResponse
}
