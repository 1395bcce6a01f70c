public import Foundation

extension AdOverlayState {
  /// An industry icon (such as AdChoices) to draw over the ad, where and as large as its
  /// `<Icon>` says.
  ///
  /// Draw ``imageURL`` in a box of ``width`` by ``height`` points at ``horizontal`` and
  /// ``vertical``; call ``AdsManager/iconViewed(at:)`` with ``index`` once it is on screen (its
  /// view tracking fires, once) and ``AdsManager/iconClicked(at:)`` when it is tapped.
  public struct Icon: Hashable, Sendable {
    /// Where the icon goes along one axis, in absolute terms: the same side in every language
    /// (a right-to-left overlay mirrors its own elements, not the icons VAST places).
    public enum Position: Hashable, Sendable {
      /// The left edge of the screen (horizontally) or the top edge (vertically): VAST's `left`
      /// and `top`. Not the leading edge: it stays left in Arabic and Hebrew.
      case start
      /// The right edge of the screen or the bottom edge: VAST's `right` and `bottom`. Not the
      /// trailing edge.
      case end
      /// Points from the left or top edge of the screen: a number in VAST (pixels over the
      /// icon's `pxratio`).
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
    /// What VoiceOver reads: the icon's alternative text (its `<IconClickFallbackImage>`'s
    /// `<AltText>`), else its program ("AdChoices"), else ``AdOverlayText/iconAccessibility``;
    /// a button and an image, with ``AdOverlayText/iconAccessibilityHint``.
    public var accessibility: AdOverlayState.Accessibility

    /// Creates an icon placement; `accessibility` nil reads the program.
    package init(
      index: Int, program: String? = nil, imageURL: URL, width: Double? = nil,
      height: Double? = nil, horizontal: Position = .start, vertical: Position = .start,
      accessibility: AdOverlayState.Accessibility? = nil
    ) {
      self.index = index
      self.program = program
      self.imageURL = imageURL
      self.width = width
      self.height = height
      self.horizontal = horizontal
      self.vertical = vertical
      self.accessibility =
        accessibility
        ?? AdOverlayState.Accessibility(label: program ?? "", traits: [.button, .image])
    }
  }
}
