public import Interlude

/// Placeholder: passes every request on.
public final class SimulatedNetwork: HTTPTransport {
  let base: any HTTPTransport
  /// Creates a network.
  public init(base: any HTTPTransport, clock: ManualClock) { self.base = base }
  /// Sends.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    try await base.send(request)
  }
  /// Offline.
  @MainActor public func goOffline(for seconds: Double) {}
  /// Fail next.
  @MainActor public func failNext(_ target: SimulatedRequestTarget, with failure: SimulatedRequestFailure) {}
  /// Parked.
  @MainActor public var parkedRequests: Int { 0 }
  /// In flight.
  @MainActor public var requestsInFlight: Int { 0 }
}
