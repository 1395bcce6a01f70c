extension MacroContext {
  /// A click's coordinates in points, relative to the player (`[CLICKPOS]`, written `x,y`).
  package struct ClickPosition: Hashable, Sendable {
    /// The horizontal coordinate.
    package var x: Int
    /// The vertical coordinate.
    package var y: Int

    /// Creates a position.
    package init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }
}
