import InterludeConsent

/// A reproducible random source: the same seed draws the same numbers in the same order
/// (SplitMix64), so that a simulated session's correlators and cache busters repeat from one
/// run to the next and two timelines can be compared line by line.
///
/// Draws are serialised, so the source may be shared by concurrent requests; which request
/// draws first then follows the order in which they ask.
public final class SeededRandomNumbers: Sendable {
  /// The SplitMix64 state.
  private let state: Locked<UInt64>

  /// Creates a source that starts from `seed`.
  public init(seed: UInt64) {
    state = Locked(seed)
  }

  /// The next number of the sequence.
  public func next() -> UInt64 {
    state.withLock { value in
      value &+= 0x9E37_79B9_7F4A_7C15
      var mixed = value
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// The source as the closure ``SimulationOptions/randomNumber`` takes.
  public var closure: @Sendable () -> UInt64 {
    { [self] in next() }
  }

}
