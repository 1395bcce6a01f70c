/// When ad traffic may leave the device relative to the ATT-then-CMP sequence.
public enum ConsentPolicy: Hashable, Sendable {
  /// No ad request, wrapper fetch or beacon leaves before the ``ConsentGate`` opens; after
  /// `timeout` (a `Duration`; ``defaultTimeout`` is 10 seconds), requests go out in limited
  /// mode (`ltd=1`, `npa=1`, no identifier). The default when a gate is attached.
  case waitForResolution(timeout: Duration)
  /// Requests go out at once, with whatever the privacy signals say (for apps that order
  /// consent and ads themselves). The default without a gate.
  case immediate

  /// The default wait: long enough for a person to answer both questions on a first launch
  /// would be unbounded, so the loader stops waiting after this (10 seconds) and serves
  /// limited ads.
  public static let defaultTimeout: Duration = .seconds(10)
}
