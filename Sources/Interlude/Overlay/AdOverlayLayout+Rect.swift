extension AdOverlayLayout {
  /// A rectangle in points, its origin at the top left, in the overlay view's coordinates.
  package struct Rect: Hashable, Sendable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The left edge.
    package var minX: Double { x }
    /// The right edge.
    package var maxX: Double { x + width }
    /// The top edge.
    package var minY: Double { y }
    /// The bottom edge.
    package var maxY: Double { y + height }

    /// Whether the two share more than an edge, as `CGRect.intersects(_:)` says on Apple
    /// platforms: two rectangles that only touch do not intersect.
    package func intersects(_ other: Rect) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the point lies inside: on the left and top edges, not on the right and bottom
    /// ones, as `CGRect.contains(_:)` says.
    package func contains(x pointX: Double, y pointY: Double) -> Bool {
      pointX >= minX && pointX < maxX && pointY >= minY && pointY < maxY
    }
  }
}
