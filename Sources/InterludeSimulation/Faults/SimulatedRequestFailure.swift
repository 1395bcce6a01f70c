/// How a simulated request fails.
public enum SimulatedRequestFailure: Hashable, Sendable {
  /// The server answers HTTP 500.
  case serverError
  /// No answer arrives: the request fails with a timeout once its own timeout has passed on
  /// the simulation's clock.
  case timeout
  /// The answer arrives, but its body trickles in for this many seconds of the simulation's
  /// clock; past the request's timeout it fails as ``timeout`` does.
  case slowBody(seconds: Double)
  /// The connection is reset before the answer arrives.
  case connectionReset
}
