import AVFoundation
import DarwinFoundation
import Testing

extension AppleLayerTests {
  /// The Foundation fake's Swift key-value observing, on an AVPlayer's `volume`: what
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions and
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation say.
  @MainActor
  @Suite("Apple fakes: key-value observing")
  struct KeyValueObservingTests {
    /// What a handler heard: "old→new", with "prior" and "-" for a value not given.
    func record(
      _ log: LockedState<[String]>
    ) -> @Sendable (AVPlayer, NSKeyValueObservedChange<Float>) -> Void {
      { _, change in
        let old = change.oldValue.map { "\($0)" } ?? "-"
        let new = change.newValue.map { "\($0)" } ?? "-"
        log.withLock { $0.append("\(change.isPrior ? "prior " : "")\(old)→\(new)") }
      }
    }

    @Test(".new and .old: a change is delivered after it is made, with the values asked for")
    func newAndOld() {
      let player = AVPlayer()
      let log = LockedState<[String]>([])
      let both = player.observe(\.volume, options: [.old, .new], changeHandler: record(log))
      player.volume = 0.5
      let neither = player.observe(\.volume, changeHandler: record(log))
      player.volume = 0.25
      #expect(log.withLock { $0 } == ["1.0→0.5", "0.5→0.25", "-→-"])
      _ = (both, neither)
    }

    @Test(".initial: the current value is delivered before observe returns, as a new value only")
    func initial() {
      let player = AVPlayer()
      player.volume = 0.75
      let log = LockedState<[String]>([])
      let observation = player.observe(
        \.volume, options: [.initial, .new, .old], changeHandler: record(log))
      #expect(log.withLock { $0 } == ["-→0.75"])
      _ = observation
    }

    @Test(".prior: a notification before the change too, with the old value and never a new one")
    func prior() {
      let player = AVPlayer()
      let log = LockedState<[String]>([])
      let observation = player.observe(
        \.volume, options: [.prior, .old, .new], changeHandler: record(log))
      player.volume = 0
      #expect(log.withLock { $0 } == ["prior 1.0→-", "1.0→0.0"])
      _ = observation
    }

    @Test("invalidate() and the observation's release end it; it does not keep the object alive")
    func endsWhenInvalidatedOrReleased() {
      let player = AVPlayer()
      let log = LockedState<[String]>([])
      let invalidated = player.observe(\.volume, options: [.new], changeHandler: record(log))
      do {
        let released = player.observe(\.volume, options: [.new], changeHandler: record(log))
        #expect(player.keyValueObservationCount(of: \.volume) == 2)
        _ = released
      }
      invalidated.invalidate()
      player.volume = 0.5
      #expect(log.withLock { $0 }.isEmpty)
      #expect(player.keyValueObservationCount(of: \.volume) == 0)

      weak var weakPlayer: AVPlayer?
      var observation: NSKeyValueObservation?
      do {
        let short = AVPlayer()
        weakPlayer = short
        observation = short.observe(\.volume, changeHandler: record(log))
      }
      #expect(weakPlayer == nil)
      observation?.invalidate()
    }
  }
}
