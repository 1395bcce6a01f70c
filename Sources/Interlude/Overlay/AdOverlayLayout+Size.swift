extension AdOverlayLayout {
  /// A width and a height, in points.
  package struct Size: Hashable, Sendable {
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }
}
