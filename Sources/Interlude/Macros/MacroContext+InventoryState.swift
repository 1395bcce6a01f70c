extension MacroContext {
  /// Attributes of the inventory (`[INVENTORYSTATE]`).
  package struct InventoryState: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: UInt8

    /// Creates a state from its bits.
    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The ad can be skipped.
    package static let skippable = InventoryState(rawValue: 1 << 0)
    /// The ad plays automatically with sound.
    package static let autoplayed = InventoryState(rawValue: 1 << 1)
    /// The ad plays automatically, muted.
    package static let mutedAutoplayed = InventoryState(rawValue: 1 << 2)
    /// The user started the ad knowingly.
    package static let optIn = InventoryState(rawValue: 1 << 3)

    /// Each flag with its IAB name, in the order they are written.
    static let names: [(InventoryState, String)] = [
      (.skippable, "skippable"), (.autoplayed, "autoplayed"), (.mutedAutoplayed, "mautoplayed"),
      (.optIn, "optin"),
    ]
  }
}
