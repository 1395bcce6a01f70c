#if canImport(UIKit) && !os(watchOS)
import Foundation
import Interlude
import UIKit

extension AdOverlayLayout.Size {
  /// The size of a `CGSize`.
  init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension AdOverlayLayout.Rect {
  /// The rectangle of a `CGRect`.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
}

extension CGRect {
  /// The rectangle the overlay's layout gives.
  init(_ rect: AdOverlayLayout.Rect) {
    self.init(
      x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
