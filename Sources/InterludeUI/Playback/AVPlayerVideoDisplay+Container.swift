#if canImport(UIKit) && !os(watchOS)
import UIKit

extension AVPlayerVideoDisplay {
  /// The view the display draws in: the one its video and overlay are subviews of.
  var adContainer: UIView? { overlay.superview }

  /// Moves the video and the overlay into `adContainer`, filling its bounds; nil takes them
  /// out of any view. With the content's player, only the overlay moves: the ads show in the
  /// view that shows the content's player.
  func move(to adContainer: UIView?) {
    let views: [UIView] = playsInContentPlayer ? [overlay] : [surface, overlay]
    for view in views {
      view.removeFromSuperview()
      guard let adContainer else { continue }
      view.frame = adContainer.bounds
      adContainer.addSubview(view)
    }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
