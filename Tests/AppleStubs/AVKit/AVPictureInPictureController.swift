// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AVKit, not Apple's code: the declarations Sources/InterludeUI (and the example app) use,
// as Apple's documentation gives them. Bodies trap (`fatalError("stub")`): no test runs them yet.
@_exported import AVFoundation
import UIKit

// iOS 9, tvOS 14.
open class AVPictureInPictureController: NSObject {
  public convenience init?(playerLayer: AVPlayerLayer) { fatalError("stub") }
  open class func isPictureInPictureSupported() -> Bool { fatalError("stub") }
  open var playerLayer: AVPlayerLayer { fatalError("stub") }
  // Apple's is `weak`; a stub's computed property cannot say so.
  open var delegate: (any AVPictureInPictureControllerDelegate)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var isPictureInPicturePossible: Bool { fatalError("stub") }
  open var isPictureInPictureActive: Bool { fatalError("stub") }
  open func startPictureInPicture() { fatalError("stub") }
  open func stopPictureInPicture() { fatalError("stub") }
}

// Apple's requirements are optional (an Objective-C protocol); here each has a default instead.
// Not isolated here, as in Apple's SDK.
public protocol AVPictureInPictureControllerDelegate: NSObjectProtocol {
  func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error)
  func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
  func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController)
}

extension AVPictureInPictureControllerDelegate {
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {}
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {}
}
