extension MacroContext {
  /// Attributes of the inventory (`[INVENTORYSTATE]`).
  public struct InventoryState: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a state from its bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The ad can be skipped.
    public static let skippable = InventoryState(rawValue: 1 << 0)
    /// The ad plays automatically with sound.
    public static let autoplayed = InventoryState(rawValue: 1 << 1)
    /// The ad plays automatically, muted.
    public static let mutedAutoplayed = InventoryState(rawValue: 1 << 2)
    /// The user started the ad knowingly.
    public static let optIn = InventoryState(rawValue: 1 << 3)

    /// Each flag with its IAB name, in the order they are written.
    static let names: [(InventoryState, String)] = [
      (.skippable, "skippable"), (.autoplayed, "autoplayed"), (.mutedAutoplayed, "mautoplayed"),
      (.optIn, "optin"),
    ]
  }
}
