extension MacroContext {
  /// A click's coordinates in points, relative to the player (`[CLICKPOS]`, written `x,y`).
  public struct ClickPosition: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Int
    /// The vertical coordinate.
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }
}
