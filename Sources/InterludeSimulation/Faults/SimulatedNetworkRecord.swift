public import Interlude

/// One request a ``SimulatedNetwork`` handled, as its ``SimulatedNetwork/log`` keeps it.
public struct SimulatedNetworkRecord: Hashable, Sendable {
  /// When the request arrived, in seconds of the network's clock.
  public var time: Double
  /// What the request was for.
  public var purpose: HTTPRequest.Purpose
  /// The request's URL, as text.
  public var url: String
  /// The fault applied to the request (from ``SimulatedNetwork/failNext(_:with:)``), nil when
  /// none was; the offline window is reported by ``outcome`` instead.
  public var fault: SimulatedRequestFailure?
  /// How the request ended.
  public var outcome: SimulatedNetworkOutcome

  /// Creates a record.
  public init(
    time: Double, purpose: HTTPRequest.Purpose, url: String, fault: SimulatedRequestFailure?,
    outcome: SimulatedNetworkOutcome
  ) {
    self.time = time
    self.purpose = purpose
    self.url = url
    self.fault = fault
    self.outcome = outcome
  }
}
