public import Interlude

/// How a request through a ``SimulatedNetwork`` ended.
public enum SimulatedNetworkOutcome: Hashable, Sendable {
  /// An HTTP answer came back with this status: from the base transport, or the 500 of a
  /// ``SimulatedRequestFailure/serverError`` fault.
  case answered(statusCode: Int)
  /// The request failed with this error: a fault's timeout or reset, the base transport's own
  /// error, or ``TransportError/cancelled`` when the calling task was cancelled while the
  /// request waited on the clock.
  case failed(TransportError)
  /// The network was offline (``SimulatedNetwork/goOffline(for:)``): the request failed at
  /// once with ``TransportError/connectionFailed(_:)``.
  case offline
}
