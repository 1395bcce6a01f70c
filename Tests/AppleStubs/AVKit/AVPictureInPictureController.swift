// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AVKit, not Apple's code: AVPictureInPictureController as Apple documents it
// (https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller). There is no
// floating window: Picture in Picture starts and stops as the documentation's delegate calls say,
// and what the system or the user does (another app takes Picture in Picture, the start fails)
// happens when a test says so, through the `package` controls below.
@_exported import AVFoundation
import UIKit

// iOS 9, tvOS 14.
open class AVPictureInPictureController: NSObject {
  /// Test control: the answer of `isPictureInPictureSupported()` (true: the device supports it).
  nonisolated(unsafe) package static var isSupportedOnDevice = true
  /// Test control: the error the next `startPictureInPicture()` fails with (nil: it starts).
  package var startError: (any Error)?

  private var storedPlayerLayer: AVPlayerLayer
  private weak var storedDelegate: (any AVPictureInPictureControllerDelegate)?
  private var possible = true
  private var active = false

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/init(playerlayer:):
  // a controller for the player layer; nil where the device does not support Picture in Picture
  // (https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpicturesupported()).
  public convenience init?(playerLayer: AVPlayerLayer) {
    guard Self.isSupportedOnDevice else { return nil }
    self.init(fakePlayerLayer: playerLayer)
  }

  private init(fakePlayerLayer playerLayer: AVPlayerLayer) {
    storedPlayerLayer = playerLayer
    super.init()
  }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpicturesupported():
  // whether the device supports Picture in Picture; the fake's device does unless a test says
  // otherwise (`isSupportedOnDevice`).
  open class func isPictureInPictureSupported() -> Bool { isSupportedOnDevice }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/playerlayer
  open var playerLayer: AVPlayerLayer { storedPlayerLayer }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/delegate: held
  // weakly. Apple's is declared `weak`; this one is a computed property over a weak reference.
  open var delegate: (any AVPictureInPictureControllerDelegate)? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpicturepossible:
  // false while another app presents Picture in Picture (`setPictureInPicturePossible(_:)`,
  // package); true otherwise here. Key-value observable.
  open var isPictureInPicturePossible: Bool { possible }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpictureactive:
  // true from the start of Picture in Picture to its stop. Key-value observable.
  open var isPictureInPictureActive: Bool { active }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/startpictureinpicture():
  // "Starts Picture in Picture, if possible": when possible (and not already active), the
  // delegate hears `pictureInPictureControllerWillStartPictureInPicture(_:)` at once; later, on
  // the main queue, Picture in Picture becomes active and the delegate hears
  // `pictureInPictureControllerDidStartPictureInPicture(_:)`, or, when it fails (`startError`),
  // `pictureInPictureController(_:failedToStartPictureInPictureWithError:)` and it stays
  // inactive. Not possible: nothing happens.
  open func startPictureInPicture() {
    guard possible, !active else { return }
    delegate?.pictureInPictureControllerWillStartPictureInPicture(self)
    let failure = startError
    startError = nil
    onMainQueue { controller in
      if let failure {
        controller.delegate?.pictureInPictureController(
          controller, failedToStartPictureInPictureWithError: failure)
        return
      }
      controller.notifyingObservers(of: [\.isPictureInPictureActive]) { controller.active = true }
      controller.delegate?.pictureInPictureControllerDidStartPictureInPicture(controller)
    }
  }

  // https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/stoppictureinpicture():
  // "Stops Picture in Picture, if active": the delegate hears
  // `pictureInPictureControllerWillStopPictureInPicture(_:)` at once; later, on the main queue,
  // Picture in Picture becomes inactive and the delegate hears
  // `pictureInPictureControllerDidStopPictureInPicture(_:)`. Not active: nothing happens.
  open func stopPictureInPicture() {
    guard active else { return }
    delegate?.pictureInPictureControllerWillStopPictureInPicture(self)
    onMainQueue { controller in
      controller.notifyingObservers(of: [\.isPictureInPictureActive]) { controller.active = false }
      controller.delegate?.pictureInPictureControllerDidStopPictureInPicture(controller)
    }
  }

  /// Runs `body` later on the main queue, where AVKit calls its delegate.
  private func onMainQueue(_ body: @escaping (AVPictureInPictureController) -> Void) {
    // nonisolated(unsafe): the controller and the block are used on the main queue only.
    nonisolated(unsafe) let controller = self
    nonisolated(unsafe) let body = body
    DispatchQueue.main.async { body(controller) }
  }
}

// MARK: Test controls

extension AVPictureInPictureController {
  /// Another app presents Picture in Picture (false) or stops doing so (true): the
  /// `isPictureInPicturePossible` change, notified to its key-value observers.
  package func setPictureInPicturePossible(_ isPossible: Bool) {
    notifyingObservers(of: [\.isPictureInPicturePossible]) { possible = isPossible }
  }
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

// https://developer.apple.com/documentation/avkit/avpictureinpicturecontrollerdelegate: every
// requirement is optional; one a delegate does not implement is not called, as these do nothing.
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
