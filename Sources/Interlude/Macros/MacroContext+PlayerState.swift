extension MacroContext {
  /// The player's current state (`[PLAYERSTATE]`, written `muted,fullscreen`).
  public struct PlayerState: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a state from its bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The player is muted.
    public static let muted = PlayerState(rawValue: 1 << 0)
    /// The player is fullscreen.
    public static let fullscreen = PlayerState(rawValue: 1 << 1)

    /// Each flag with its IAB name, in the order they are written.
    static let names: [(PlayerState, String)] = [(.muted, "muted"), (.fullscreen, "fullscreen")]
  }
}
