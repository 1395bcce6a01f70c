extension AdOverlayState {
  /// A corner of the video, in absolute terms: left is the screen's left in every language, so
  /// a view that lays an element out here anchors it to that edge (not to leading or trailing,
  /// which UIKit would mirror a second time).
  package struct Placement: Hashable, Sendable {
    /// The left or right edge.
    package enum Horizontal: Hashable, Sendable {
      /// The left edge of the screen.
      case left
      /// The right edge of the screen.
      case right
    }

    /// The top or bottom edge.
    package enum Vertical: Hashable, Sendable {
      /// The top edge.
      case top
      /// The bottom edge.
      case bottom
    }

    /// Which side.
    package var horizontal: Horizontal
    /// Top or bottom.
    package var vertical: Vertical

    /// Creates a placement.
    package init(_ horizontal: Horizontal, _ vertical: Vertical) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// The same corner seen in a mirror: left and right swapped.
    package var mirrored: Placement {
      Placement(horizontal == .left ? .right : .left, vertical)
    }
  }
}
