public import Interlude

/// The servers of a simulated session: beacons reach an imaginary tracking server that
/// answers 204 to every one; every other request goes to `base`.
public struct SimulatedTrackingServer: HTTPTransport {
  /// The transport that answers the document requests.
  public let base: any HTTPTransport

  /// Creates the servers over `base`.
  public init(base: any HTTPTransport) {
    self.base = base
  }

  /// Answers a beacon with 204; passes anything else to ``base``.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    guard request.purpose == .beacon else { return try await base.send(request) }
    return HTTPResponse(url: request.url, statusCode: 204)
  }
}
