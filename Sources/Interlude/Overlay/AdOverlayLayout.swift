/// Where the ad overlay's elements and industry icons go in a view of a given size, as plain
/// rectangles in points: the layout the Apple layer's `AdOverlayView` applies to its subviews.
///
/// The rules:
/// - Only what the state shows is laid out (``Element/isShown(in:)``), and an icon only once
///   its image has arrived: an image not drawn takes no room.
/// - Icons first, where their `<Icon>` says (``AdOverlayState/Icon``): `start` is ``margin``
///   from the left or top edge, `end` ``margin`` from the right or bottom edge, an offset that
///   many points from the left or top edge; as large as the `<Icon>` says, else as its image.
///   Left is left in every language.
/// - The overlay's own elements go to the corners ``AdOverlayState/placements`` gives them
///   (mirrored in Arabic and Hebrew). In a corner they are laid from its side edge inward, in
///   the order of ``Element``, ``gap`` apart. The skip button sits flush with its side edge,
///   twice ``margin`` above the bottom; every other element is ``margin`` from both edges.
/// - An icon never overlaps an element: an element in an icon's way moves inward, ``gap`` past
///   the icon's far edge, as often as it meets one (an AdChoices icon often sits in the top
///   right corner, where "Learn more" goes).
/// - The buttons ("Learn more", the skip button) are their title padded by
///   ``buttonPadding`` and at least ``minimumTouchTarget`` points on each side; an icon,
///   however small it is drawn, takes touches over at least that much (``touchArea(of:)``).
package struct AdOverlayLayout: Hashable, Sendable {
  /// The distance of the elements and icons from the view's edges, in points.
  package static let margin = 12.0
  /// The distance between elements in a corner, and between an icon and an element it
  /// pushed aside, in points.
  package static let gap = 8.0
  /// The smallest side of a touch target, in points: Apple's Human Interface Guidelines give
  /// 44 by 44 points as the smallest a control should take touches over.
  package static let minimumTouchTarget = 44.0
  /// What a button adds around its title: the width and the height, in points.
  package static let buttonPadding = Size(width: 24, height: 12)

  /// The frame of each element shown, in the view's coordinates.
  package private(set) var frames: [Element: Rect] = [:]
  /// The frame of each icon drawn, by its index in ``AdInfo/icons``.
  package private(set) var iconFrames: [Int: Rect] = [:]

  /// Lays out `state` in a view of `bounds`.
  ///
  /// - Parameters:
  ///   - state: What the overlay draws now.
  ///   - bounds: The view's size.
  ///   - iconImageSizes: The size of each icon's image that has arrived, by icon index; an
  ///     icon without one is not drawn.
  ///   - contentSize: The size of an element's content as drawn (a label's text, a button's
  ///     title); asked only for the elements shown.
  package init(
    state: AdOverlayState, in bounds: Size, iconImageSizes: [Int: Size],
    contentSize: (Element) -> Size
  ) {
    let margin = Self.margin
    var obstacles: [Rect] = []
    for icon in Self.drawnIcons(of: state, iconImageSizes: iconImageSizes) {
      guard let image = iconImageSizes[icon.index] else { continue }
      let width = icon.width ?? image.width
      let height = icon.height ?? image.height
      let frame = Rect(
        x: Self.origin(icon.horizontal, length: width, extent: bounds.width),
        y: Self.origin(icon.vertical, length: height, extent: bounds.height),
        width: width, height: height)
      iconFrames[icon.index] = frame
      obstacles.append(frame)
    }
    // How far from its side edge the next element of each corner starts.
    var inset: [AdOverlayState.Placement: Double] = [:]
    for element in Element.allCases where element.isShown(in: state) {
      let placement = element.placement(in: state.placements)
      let content = contentSize(element)
      let size = element.isButton ? Self.button(content) : content
      let side = element == .skipButton ? 0 : margin
      let edge = element == .skipButton ? 2 * margin : margin
      var offset = inset[placement] ?? side
      var frame = Rect(
        x: Self.x(placement, offset: offset, width: size.width, in: bounds),
        y: placement.vertical == .top ? edge : bounds.height - edge - size.height,
        width: size.width, height: size.height)
      while let icon = obstacles.first(where: { $0.intersects(frame) }) {
        offset =
          placement.horizontal == .left
          ? icon.maxX + Self.gap : bounds.width - icon.minX + Self.gap
        frame.x = Self.x(placement, offset: offset, width: size.width, in: bounds)
      }
      frames[element] = frame
      inset[placement] = offset + size.width + Self.gap
    }
  }

  /// Where a view takes touches for a control drawn in `frame`: the frame grown evenly to at
  /// least ``minimumTouchTarget`` points on each axis (a 20-point AdChoices icon takes them over
  /// 44); a larger frame as it is.
  package static func touchArea(of frame: Rect) -> Rect {
    let grow = { (length: Double) in max(0, (minimumTouchTarget - length) / 2) }
    let dx = grow(frame.width)
    let dy = grow(frame.height)
    return Rect(
      x: frame.x - dx, y: frame.y - dy, width: frame.width + 2 * dx,
      height: frame.height + 2 * dy)
  }

  /// The tvOS focus order: the skip button first while it is shown and enabled, then the icons
  /// drawn (those in `drawnIcons`), in document order.
  package static func focusOrder(of state: AdOverlayState, drawnIcons: Set<Int>) -> [Focusable] {
    var order: [Focusable] = []
    if Element.skipButton.isShown(in: state), state.skipButton?.isEnabled == true {
      order.append(.skipButton)
    }
    order += state.icons.map(\.index).filter(drawnIcons.contains).map(Focusable.icon)
    return order
  }

  /// The icons of `state` to draw: those whose image has arrived, while the overlay is visible.
  private static func drawnIcons(
    of state: AdOverlayState, iconImageSizes: [Int: Size]
  ) -> [AdOverlayState.Icon] {
    guard state.isVisible else { return [] }
    return state.icons.filter { iconImageSizes[$0.index] != nil }
  }

  /// A button's size around a title of `content`: padded, and at least the minimum touch
  /// target on each side.
  private static func button(_ content: Size) -> Size {
    Size(
      width: max(content.width + buttonPadding.width, minimumTouchTarget),
      height: max(content.height + buttonPadding.height, minimumTouchTarget))
  }

  /// Where an icon of `length` starts along an axis of `extent`.
  private static func origin(
    _ position: AdOverlayState.Icon.Position, length: Double, extent: Double
  ) -> Double {
    switch position {
    case .start: margin
    case .end: extent - margin - length
    case .offset(let points): points
    }
  }

  /// The x of an element `offset` points in from its placement's side.
  private static func x(
    _ placement: AdOverlayState.Placement, offset: Double, width: Double, in bounds: Size
  ) -> Double {
    placement.horizontal == .left ? offset : bounds.width - offset - width
  }
}
