#if canImport(UIKit) && !os(watchOS)
public import AVKit
import Foundation
public import Interlude

/// Lets the SDK see the content enter and leave Picture in Picture: IMA's
/// `IMAPictureInPictureProxy`.
///
/// Create it with the app's own delegate and set it as the delegate of the content's
/// `AVPictureInPictureController` (or `AVPlayerViewController`): it hears Picture in Picture
/// start and stop, and passes every delegate message on to the app's delegate, which it holds
/// weakly as AVKit holds delegates. Give it to the request with an
/// ``AVPlayerVideoDisplay/init(avPlayer:)`` display
/// (`AdsRequest.init(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`):
/// the request's container then follows ``isPictureInPictureActive``, and breaks that fall due
/// during Picture in Picture play in its window.
///
/// As IMA says, start the ads manager while the content plays in the page, not in Picture in
/// Picture: check ``isPictureInPictureActive`` before `AdsManager.start()`.
@MainActor
public final class PictureInPictureProxy: NSObject {
  /// The app's delegate, which gets every message. nonisolated(unsafe): set once in init and
  /// never changed, read from AVKit's callbacks.
  nonisolated(unsafe) private weak var appDelegate: (any NSObjectProtocol)?
  /// Whether the content plays in Picture in Picture now: from the controller's "did start"
  /// to its "did stop" (or "failed to start").
  public private(set) var isPictureInPictureActive = false
  /// The containers that follow ``isPictureInPictureActive``; each returns false once its
  /// container is gone.
  private var followers: [@MainActor (Bool) -> Bool] = []

  /// A proxy for the delegate of an `AVPictureInPictureController`.
  public init(
    avPictureInPictureControllerDelegate delegate: any AVPictureInPictureControllerDelegate
  ) {
    appDelegate = delegate
  }

  /// A proxy for the delegate of an `AVPlayerViewController`.
  public init(avPlayerViewControllerDelegate delegate: any AVPlayerViewControllerDelegate) {
    appDelegate = delegate
  }

  /// Whether the device supports Picture in Picture (`AVPictureInPictureController`'s answer).
  public static func isPictureInPictureSupported() -> Bool {
    AVPictureInPictureController.isPictureInPictureSupported()
  }

  /// Makes `container` follow ``isPictureInPictureActive`` from now on, for as long as it
  /// exists (the request initialisers call it).
  public func follow(_ container: AdDisplayContainer) {
    container.isPictureInPictureActive = isPictureInPictureActive
    followers.append { [weak container] active in
      guard let container else { return false }
      container.isPictureInPictureActive = active
      return true
    }
  }

  private func pictureInPictureChanged(active: Bool) {
    isPictureInPictureActive = active
    followers = followers.filter { follow in follow(active) }
  }

  /// The app's delegate, when it is a Picture in Picture controller's.
  nonisolated private var pictureInPictureDelegate: (any AVPictureInPictureControllerDelegate)? {
    appDelegate as? any AVPictureInPictureControllerDelegate
  }

  /// The app's delegate, when it is a player view controller's.
  nonisolated private var playerViewControllerDelegate: (any AVPlayerViewControllerDelegate)? {
    appDelegate as? any AVPlayerViewControllerDelegate
  }

  // The proxy passes the start and stop messages on itself (below); the Objective-C runtime
  // passes the others (restoring the user interface, full screen and the rest of
  // AVPlayerViewControllerDelegate) to the app's delegate. Apple's delegate methods are
  // optional (`?` calls), which the fakes that run the layer on Linux cannot declare (they give
  // each an empty default): there the calls are direct.
  #if canImport(ObjectiveC)
  /// True for the messages the proxy handles and for those the app's delegate answers, which
  /// are passed on as they are.
  nonisolated public override func responds(to selector: Selector!) -> Bool {
    super.responds(to: selector) || appDelegate?.responds(to: selector) == true
  }

  /// The app's delegate, for the messages the proxy does not handle itself.
  nonisolated public override func forwardingTarget(for selector: Selector!) -> Any? {
    appDelegate?.responds(to: selector) == true ? appDelegate : nil
  }
  #endif
}

extension PictureInPictureProxy: AVPictureInPictureControllerDelegate {
  /// Picture in Picture is about to start; passed on to the app's delegate.
  nonisolated public func pictureInPictureControllerWillStartPictureInPicture(
    _ controller: AVPictureInPictureController
  ) {
    #if canImport(ObjectiveC)
    pictureInPictureDelegate?.pictureInPictureControllerWillStartPictureInPicture?(controller)
    #else
    pictureInPictureDelegate?.pictureInPictureControllerWillStartPictureInPicture(controller)
    #endif
  }

  /// Picture in Picture is active; passed on to the app's delegate.
  nonisolated public func pictureInPictureControllerDidStartPictureInPicture(
    _ controller: AVPictureInPictureController
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: true) }
    #if canImport(ObjectiveC)
    pictureInPictureDelegate?.pictureInPictureControllerDidStartPictureInPicture?(controller)
    #else
    pictureInPictureDelegate?.pictureInPictureControllerDidStartPictureInPicture(controller)
    #endif
  }

  /// Picture in Picture is not active; passed on to the app's delegate.
  nonisolated public func pictureInPictureController(
    _ controller: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: false) }
    #if canImport(ObjectiveC)
    pictureInPictureDelegate?.pictureInPictureController?(
      controller, failedToStartPictureInPictureWithError: error)
    #else
    pictureInPictureDelegate?.pictureInPictureController(
      controller, failedToStartPictureInPictureWithError: error)
    #endif
  }

  /// Picture in Picture is about to stop; passed on to the app's delegate.
  nonisolated public func pictureInPictureControllerWillStopPictureInPicture(
    _ controller: AVPictureInPictureController
  ) {
    #if canImport(ObjectiveC)
    pictureInPictureDelegate?.pictureInPictureControllerWillStopPictureInPicture?(controller)
    #else
    pictureInPictureDelegate?.pictureInPictureControllerWillStopPictureInPicture(controller)
    #endif
  }

  /// Picture in Picture has ended; passed on to the app's delegate.
  nonisolated public func pictureInPictureControllerDidStopPictureInPicture(
    _ controller: AVPictureInPictureController
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: false) }
    #if canImport(ObjectiveC)
    pictureInPictureDelegate?.pictureInPictureControllerDidStopPictureInPicture?(controller)
    #else
    pictureInPictureDelegate?.pictureInPictureControllerDidStopPictureInPicture(controller)
    #endif
  }
}

extension PictureInPictureProxy: AVPlayerViewControllerDelegate {
  /// Picture in Picture is about to start; passed on to the app's delegate.
  nonisolated public func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {
    #if canImport(ObjectiveC)
    playerViewControllerDelegate?.playerViewControllerWillStartPictureInPicture?(
      playerViewController)
    #else
    playerViewControllerDelegate?.playerViewControllerWillStartPictureInPicture(
      playerViewController)
    #endif
  }

  /// Picture in Picture is active; passed on to the app's delegate.
  nonisolated public func playerViewControllerDidStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: true) }
    #if canImport(ObjectiveC)
    playerViewControllerDelegate?.playerViewControllerDidStartPictureInPicture?(
      playerViewController)
    #else
    playerViewControllerDelegate?.playerViewControllerDidStartPictureInPicture(
      playerViewController)
    #endif
  }

  /// Picture in Picture is not active; passed on to the app's delegate.
  nonisolated public func playerViewController(
    _ playerViewController: AVPlayerViewController,
    failedToStartPictureInPictureWithError error: any Error
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: false) }
    #if canImport(ObjectiveC)
    playerViewControllerDelegate?.playerViewController?(
      playerViewController, failedToStartPictureInPictureWithError: error)
    #else
    playerViewControllerDelegate?.playerViewController(
      playerViewController, failedToStartPictureInPictureWithError: error)
    #endif
  }

  /// Picture in Picture is about to stop; passed on to the app's delegate.
  nonisolated public func playerViewControllerWillStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {
    #if canImport(ObjectiveC)
    playerViewControllerDelegate?.playerViewControllerWillStopPictureInPicture?(
      playerViewController)
    #else
    playerViewControllerDelegate?.playerViewControllerWillStopPictureInPicture(
      playerViewController)
    #endif
  }

  /// Picture in Picture has ended; passed on to the app's delegate.
  nonisolated public func playerViewControllerDidStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {
    MainActor.assumeIsolated { pictureInPictureChanged(active: false) }
    #if canImport(ObjectiveC)
    playerViewControllerDelegate?.playerViewControllerDidStopPictureInPicture?(
      playerViewController)
    #else
    playerViewControllerDelegate?.playerViewControllerDidStopPictureInPicture(
      playerViewController)
    #endif
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
