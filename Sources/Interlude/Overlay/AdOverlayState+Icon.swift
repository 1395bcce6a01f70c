public import Foundation

extension AdOverlayState {
  /// An industry icon (such as AdChoices) to draw over the ad, where and as large as its
  /// `<Icon>` says.
  ///
  /// Draw ``imageURL`` in a box of ``width`` by ``height`` points at ``horizontal`` and
  /// ``vertical``; call ``AdsManager/iconViewed(at:)`` with ``index`` once it is on screen (its
  /// view tracking fires, once) and ``AdsManager/iconClicked(at:)`` when it is tapped.
  public struct Icon: Hashable, Sendable {
    /// Where the icon goes along one axis.
    public enum Position: Hashable, Sendable {
      /// The left (horizontally) or top (vertically) edge: VAST's `left` and `top`.
      case start
      /// The right or bottom edge: VAST's `right` and `bottom`.
      case end
      /// Points from the left or top edge: a number in VAST (pixels over the icon's
      /// `pxratio`).
      case offset(Double)
    }

    /// The icon's index in ``AdInfo/icons``.
    public var index: Int
    /// The `program` attribute (for example `AdChoices`).
    public var program: String?
    /// The image to draw.
    public var imageURL: URL
    /// The width in points (the `<Icon>`'s pixels over its `pxratio`); nil when it gives none.
    public var width: Double?
    /// The height in points; nil when the `<Icon>` gives none.
    public var height: Double?
    /// Where it goes horizontally (`xPosition`; the left edge when absent or unreadable).
    public var horizontal: Position
    /// Where it goes vertically (`yPosition`; the top edge when absent or unreadable).
    public var vertical: Position

    /// Creates an icon placement.
    public init(
      index: Int, program: String? = nil, imageURL: URL, width: Double? = nil,
      height: Double? = nil, horizontal: Position = .start, vertical: Position = .start
    ) {
      self.index = index
      self.program = program
      self.imageURL = imageURL
      self.width = width
      self.height = height
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }
}
