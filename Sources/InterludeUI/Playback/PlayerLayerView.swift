#if canImport(UIKit) && !os(watchOS)
import AVFoundation
import UIKit

/// A view backed by an `AVPlayerLayer`, so the video follows the view's size without layout
/// code: the ad display's surface, and the content surface of ``AdPlayerViewController``.
final class PlayerLayerView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }

  /// The player whose video the view shows.
  var player: AVPlayer? {
    get { (layer as? AVPlayerLayer)?.player }
    set { (layer as? AVPlayerLayer)?.player = newValue }
  }

  /// How the video fits the view (aspect fit by default, as IMA shows ads).
  var videoGravity: AVLayerVideoGravity {
    get { (layer as? AVPlayerLayer)?.videoGravity ?? .resizeAspect }
    set { (layer as? AVPlayerLayer)?.videoGravity = newValue }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
