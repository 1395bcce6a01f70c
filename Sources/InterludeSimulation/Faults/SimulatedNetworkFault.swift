/// A fault armed on a ``SimulatedNetwork`` that has not hit a request yet.
public struct SimulatedNetworkFault: Hashable, Sendable {
  /// The requests it hits.
  public var target: SimulatedRequestTarget
  /// How it fails the first of them.
  public var failure: SimulatedRequestFailure

  /// Creates a fault.
  public init(target: SimulatedRequestTarget, failure: SimulatedRequestFailure) {
    self.target = target
    self.failure = failure
  }
}
