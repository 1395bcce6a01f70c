import Foundation

/// A reproducible random source: the same seed draws the same numbers in the same order
/// (SplitMix64), so that a simulated session's correlators and cache busters repeat from one
/// run to the next and two timelines can be compared line by line.
///
/// Draws are serialised, so the source may be shared by concurrent requests; which request
/// draws first then follows the order in which they ask.
public final class SeededRandomNumbers: Sendable {
  private let state: Mutex

  /// Creates a source that starts from `seed`.
  public init(seed: UInt64) {
    state = Mutex(seed)
  }

  /// The next number of the sequence.
  public func next() -> UInt64 {
    state.advance()
  }

  /// The source as the closure ``SimulationOptions/randomNumber`` takes.
  public var closure: @Sendable () -> UInt64 {
    { [self] in next() }
  }

  /// The SplitMix64 state behind a lock.
  private final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64

    init(_ value: UInt64) {
      self.value = value
    }

    func advance() -> UInt64 {
      lock.withLock {
        value &+= 0x9E37_79B9_7F4A_7C15
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
      }
    }
  }
}
