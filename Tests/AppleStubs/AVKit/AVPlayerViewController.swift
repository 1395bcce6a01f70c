// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AVKit, not Apple's code: AVPlayerViewController as Apple documents it
// (https://developer.apple.com/documentation/avkit/avplayerviewcontroller), the declarations
// Sources/InterludeUI (and the example app) use. It draws no playback controls.
import AVFoundation
import UIKit

@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
  private var storedPlayer: AVPlayer?
  private weak var storedDelegate: (any AVPlayerViewControllerDelegate)?

  // https://developer.apple.com/documentation/avkit/avplayerviewcontroller/player: nil until set.
  open var player: AVPlayer? {
    get { storedPlayer }
    set { storedPlayer = newValue }
  }
  // https://developer.apple.com/documentation/avkit/avplayerviewcontroller/delegate: held
  // weakly. Apple's is declared `weak`; this one is a computed property over a weak reference.
  open var delegate: (any AVPlayerViewControllerDelegate)? {
    get { storedDelegate }
    set { storedDelegate = newValue }
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

// https://developer.apple.com/documentation/avkit/avplayerviewcontrollerdelegate: every
// requirement is optional; one a delegate does not implement is not called, as these do nothing.
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
