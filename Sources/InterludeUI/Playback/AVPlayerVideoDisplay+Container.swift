#if canImport(UIKit) && !os(watchOS)
import UIKit

extension AVPlayerVideoDisplay {
  /// The view the display draws in: the one its video and overlay are subviews of.
  var adContainer: UIView? { overlay.superview }

  /// Moves the video and the overlay into `adContainer`, filling its bounds; nil takes them
  /// out of any view.
  func move(to adContainer: UIView?) {
    for view in [surface, overlay] as [UIView] {
      view.removeFromSuperview()
      guard let adContainer else { continue }
      view.frame = adContainer.bounds
      adContainer.addSubview(view)
    }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
