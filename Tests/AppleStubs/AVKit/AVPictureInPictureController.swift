// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of AVKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, as Apple's documentation gives them. Bodies trap; never linked.
@_exported import AVFoundation
import UIKit

// iOS 9, tvOS 14.
open class AVPictureInPictureController: NSObject {
  public convenience init?(playerLayer: AVPlayerLayer) { fatalError("stub") }
  open class func isPictureInPictureSupported() -> Bool { fatalError("stub") }
  open var playerLayer: AVPlayerLayer { fatalError("stub") }
  open var isPictureInPicturePossible: Bool { fatalError("stub") }
  open var isPictureInPictureActive: Bool { fatalError("stub") }
  open func startPictureInPicture() { fatalError("stub") }
  open func stopPictureInPicture() { fatalError("stub") }
}
