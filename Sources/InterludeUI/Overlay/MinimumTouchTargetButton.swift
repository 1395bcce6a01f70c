#if canImport(UIKit) && !os(watchOS)
import Interlude
import UIKit

/// A button that takes touches over the touch area `AdOverlayLayout` gives its frame: at least
/// 44 by 44 points however small it is drawn (an AdChoices icon of 20 points).
final class MinimumTouchTargetButton: UIButton {
  /// Whether `point` is in the button's touch area.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    AdOverlayLayout.touchArea(of: AdOverlayLayout.Rect(bounds))
      .contains(x: Double(point.x), y: Double(point.y))
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
