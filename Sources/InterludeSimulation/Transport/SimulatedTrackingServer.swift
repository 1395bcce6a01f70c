public import Interlude

/// The servers of a simulated session: beacons reach an imaginary tracking server that
/// answers 204 to every one, or the real one `beacons` sends them to; every other request goes
/// to `base`.
public struct SimulatedTrackingServer: HTTPTransport {
  /// The transport that answers the document requests.
  public let base: any HTTPTransport
  /// The transport that sends beacons to their tracking servers; nil: none is sent, each is
  /// answered 204 here.
  public let beacons: (any HTTPTransport)?

  /// Creates the servers over `base`, with beacons answered here (`beacons` nil) or sent
  /// through `beacons`.
  public init(base: any HTTPTransport, beacons: (any HTTPTransport)? = nil) {
    self.base = base
    self.beacons = beacons
  }

  /// Answers a beacon with 204, or sends it through ``beacons``; passes anything else to
  /// ``base``.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    guard request.purpose == .beacon else { return try await base.send(request) }
    guard let beacons else { return HTTPResponse(url: request.url, statusCode: 204) }
    return try await beacons.send(request)
  }
}
