extension MacroContext {
  /// The player's current state (`[PLAYERSTATE]`, written `muted,fullscreen`).
  package struct PlayerState: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: UInt8

    /// Creates a state from its bits.
    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The player is muted.
    package static let muted = PlayerState(rawValue: 1 << 0)
    /// The player is fullscreen.
    package static let fullscreen = PlayerState(rawValue: 1 << 1)

    /// Each flag with its IAB name, in the order they are written.
    static let names: [(PlayerState, String)] = [(.muted, "muted"), (.fullscreen, "fullscreen")]
  }
}
