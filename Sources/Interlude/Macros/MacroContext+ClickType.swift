extension MacroContext {
  /// How an ad can be clicked (`[CLICKTYPE]`).
  package enum ClickType: Int, Hashable, Sendable, CaseIterable {
    /// Not clickable.
    case notClickable = 0
    /// Clickable on the whole video.
    case fullArea = 1
    /// Clickable only on a button or link.
    case buttonOrLink = 2
    /// Clickable with a confirmation dialog.
    case confirmationDialog = 3
  }
}
