// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AVKit, not Apple's code: the declarations Sources/InterludeUI (and the example app) use,
// as Apple's documentation gives them. Bodies trap (`fatalError("stub")`): no test runs them yet.
import AVFoundation
import UIKit

@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
  open var player: AVPlayer? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  // Apple's is `weak`; a stub's computed property cannot say so.
  open var delegate: (any AVPlayerViewControllerDelegate)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// Apple's requirements are optional (an Objective-C protocol); here each has a default instead.
// Not isolated here, as in Apple's SDK.
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
  func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
  func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
  func playerViewController(
    _ playerViewController: AVPlayerViewController,
    failedToStartPictureInPictureWithError error: any Error)
  func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
  func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
  public func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
  public func playerViewControllerDidStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
  public func playerViewController(
    _ playerViewController: AVPlayerViewController,
    failedToStartPictureInPictureWithError error: any Error
  ) {}
  public func playerViewControllerWillStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
  public func playerViewControllerDidStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
}
