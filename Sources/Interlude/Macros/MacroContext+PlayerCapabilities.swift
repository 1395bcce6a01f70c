extension MacroContext {
  /// What the player lets the user do (`[PLAYERCAPABILITIES]`).
  package struct PlayerCapabilities: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: UInt8

    /// Creates capabilities from their bits.
    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The user can skip the ad.
    package static let skip = PlayerCapabilities(rawValue: 1 << 0)
    /// The user can mute and unmute.
    package static let mute = PlayerCapabilities(rawValue: 1 << 1)
    /// The player can autoplay with sound (implies muted autoplay).
    package static let autoplay = PlayerCapabilities(rawValue: 1 << 2)
    /// The player can autoplay muted.
    package static let mutedAutoplay = PlayerCapabilities(rawValue: 1 << 3)
    /// The user can go fullscreen.
    package static let fullscreen = PlayerCapabilities(rawValue: 1 << 4)
    /// The player renders VAST `<Icon>`s.
    package static let icon = PlayerCapabilities(rawValue: 1 << 5)

    /// Each flag with its IAB name, in the order they are written.
    static let names: [(PlayerCapabilities, String)] = [
      (.skip, "skip"), (.mute, "mute"), (.autoplay, "autoplay"), (.mutedAutoplay, "mautoplay"),
      (.fullscreen, "fullscreen"), (.icon, "icon"),
    ]
  }
}
