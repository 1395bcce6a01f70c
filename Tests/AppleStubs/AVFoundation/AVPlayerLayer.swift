// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVPlayerLayer as Apple documents it
// (https://developer.apple.com/documentation/avfoundation/avplayerlayer). Nothing is drawn.

// https://developer.apple.com/documentation/avfoundation/avlayervideogravity
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

open class AVPlayerLayer: CALayer {
  private var storedPlayer: AVPlayer?
  private var storedVideoGravity = AVLayerVideoGravity.resizeAspect

  // https://developer.apple.com/documentation/avfoundation/avplayerlayer/init(player:)
  public convenience init(player: AVPlayer?) {
    self.init()
    storedPlayer = player
  }

  // https://developer.apple.com/documentation/avfoundation/avplayerlayer/player
  open var player: AVPlayer? {
    get { storedPlayer }
    set { storedPlayer = newValue }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayerlayer/videogravity:
  // resizeAspect by default.
  open var videoGravity: AVLayerVideoGravity {
    get { storedVideoGravity }
    set { storedVideoGravity = newValue }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayerlayer/isreadyfordisplay:
  // whether the first video frame of the player's current item is ready: here, whether that
  // item is ready to play.
  open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
}
