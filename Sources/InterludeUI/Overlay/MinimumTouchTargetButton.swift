#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A button that takes touches over at least 44 by 44 points around its frame, however small it
/// is drawn (an AdChoices icon of 20 points): the smallest touch target Apple's guidelines give.
final class MinimumTouchTargetButton: UIButton {
  /// The smallest side of a touch target, in points.
  static let minimumSide: CGFloat = 44

  /// Whether `point` is in the frame grown to the minimum target on each axis.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let grow = { (length: CGFloat) in max(0, (Self.minimumSide - length) / 2) }
    return bounds.insetBy(dx: -grow(bounds.width), dy: -grow(bounds.height)).contains(point)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
