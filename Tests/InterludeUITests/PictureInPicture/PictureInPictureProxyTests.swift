import AVKit
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// PictureInPictureProxy (IMA's IMAPictureInPictureProxy): the delegate of the content's
  /// Picture in Picture controller, between AVKit and the app's own delegate, driven through the
  /// AVKit fake (https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller).
  @MainActor
  @Suite("Picture in Picture: PictureInPictureProxy")
  struct PictureInPictureProxyTests {
    init() async {
      await AppleLayerTests.reset()
      AVPictureInPictureController.isSupportedOnDevice = true
    }

    /// A Picture in Picture controller over a content player's layer.
    func contentController() throws -> AVPictureInPictureController {
      let player = AVPlayer(url: URL(fileURLWithPath: "/content.mp4"))
      return try #require(AVPictureInPictureController(playerLayer: AVPlayerLayer(player: player)))
    }

    /// The error AVKit reports when Picture in Picture cannot start.
    let startFailure = NSError(domain: "AVKitErrorDomain", code: -1001)

    @Test(
      "Every AVPictureInPictureControllerDelegate message reaches the app's delegate, in AVKit's order, with the controller (IMA: the proxy passes the delegate calls on)"
    )
    func forwardsEveryControllerMessage() async throws {
      let app = RecordingPictureInPictureDelegate()
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: app)
      let controller = try contentController()
      controller.delegate = proxy
      // startPictureInPicture(): "will start", then, once started, "did start".
      controller.startPictureInPicture()
      #expect(app.log == ["will start"])
      await MainQueue.settle()
      #expect(app.log == ["will start", "did start"])
      controller.stopPictureInPicture()
      await MainQueue.settle()
      #expect(app.log == ["will start", "did start", "will stop", "did stop"])
      #expect(app.senders.allSatisfy { $0 == ObjectIdentifier(controller) })
    }

    @Test(
      "A failed start reaches the app's delegate with AVKit's error, and Picture in Picture stays inactive"
    )
    func forwardsAFailedStart() async throws {
      let app = RecordingPictureInPictureDelegate()
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: app)
      let container = AdDisplayContainer()
      proxy.follow(container)
      let controller = try contentController()
      controller.delegate = proxy
      controller.startError = startFailure
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(app.log == ["will start", "failed AVKitErrorDomain -1001"])
      #expect(!proxy.isPictureInPictureActive)
      #expect(!container.isPictureInPictureActive)
      #expect(!controller.isPictureInPictureActive)
    }

    @Test(
      "The request's container follows Picture in Picture from 'did start' to 'did stop': a break due meanwhile waits, or plays in the window (IMA's PiP guide)"
    )
    func containerFollowsPictureInPicture() async throws {
      let proxy = PictureInPictureProxy(
        avPictureInPictureControllerDelegate: RecordingPictureInPictureDelegate())
      let controller = try contentController()
      controller.delegate = proxy
      let container = AdDisplayContainer()
      proxy.follow(container)
      #expect(!container.isPictureInPictureActive)
      controller.startPictureInPicture()
      #expect(!container.isPictureInPictureActive, "'will start' is not yet Picture in Picture")
      await MainQueue.settle()
      #expect(proxy.isPictureInPictureActive && container.isPictureInPictureActive)
      // A container that starts following during Picture in Picture takes the state at once.
      let late = AdDisplayContainer()
      proxy.follow(late)
      #expect(late.isPictureInPictureActive)
      controller.stopPictureInPicture()
      #expect(container.isPictureInPictureActive, "'will stop' is still Picture in Picture")
      await MainQueue.settle()
      #expect(!proxy.isPictureInPictureActive)
      #expect(!container.isPictureInPictureActive && !late.isPictureInPictureActive)
    }

    @Test("The proxy keeps neither the containers it serves nor the app's delegate alive")
    func holdsContainersAndDelegateWeakly() async throws {
      var app: RecordingPictureInPictureDelegate? = RecordingPictureInPictureDelegate()
      weak let released = app
      let proxy = PictureInPictureProxy(
        avPictureInPictureControllerDelegate: try #require(app))
      var container: AdDisplayContainer? = AdDisplayContainer()
      weak let releasedContainer = container
      proxy.follow(try #require(container))
      container = nil
      app = nil
      #expect(releasedContainer == nil)
      #expect(released == nil)
      // Picture in Picture still starts and stops, with no one to tell.
      let controller = try contentController()
      controller.delegate = proxy
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(proxy.isPictureInPictureActive)
    }

    @Test(
      "Every AVPlayerViewControllerDelegate Picture in Picture message reaches the app's delegate, and the state follows it"
    )
    func forwardsEveryPlayerViewControllerMessage() {
      let app = RecordingPictureInPictureDelegate()
      let proxy = PictureInPictureProxy(avPlayerViewControllerDelegate: app)
      let playerViewController = AVPlayerViewController()
      playerViewController.delegate = proxy
      let container = AdDisplayContainer()
      proxy.follow(container)
      // What AVPlayerViewController tells its delegate when the user starts and stops Picture
      // in Picture, then when a start fails
      // (https://developer.apple.com/documentation/avkit/avplayerviewcontrollerdelegate).
      let delegate = playerViewController.delegate
      delegate?.playerViewControllerWillStartPictureInPicture(playerViewController)
      #expect(!container.isPictureInPictureActive)
      delegate?.playerViewControllerDidStartPictureInPicture(playerViewController)
      #expect(proxy.isPictureInPictureActive && container.isPictureInPictureActive)
      delegate?.playerViewControllerWillStopPictureInPicture(playerViewController)
      delegate?.playerViewControllerDidStopPictureInPicture(playerViewController)
      #expect(!container.isPictureInPictureActive)
      delegate?.playerViewControllerDidStartPictureInPicture(playerViewController)
      delegate?.playerViewController(
        playerViewController, failedToStartPictureInPictureWithError: startFailure)
      #expect(!proxy.isPictureInPictureActive && !container.isPictureInPictureActive)
      #expect(
        app.log == [
          "will start", "did start", "will stop", "did stop", "did start",
          "failed AVKitErrorDomain -1001",
        ])
      #expect(app.senders.allSatisfy { $0 == ObjectIdentifier(playerViewController) })
    }

    @Test(
      "An app delegate of the other kind hears nothing of the controller it does not serve; the state still follows"
    )
    func delegateOfTheOtherKind() async throws {
      let app = PlayerViewControllerOnlyDelegate()
      let proxy = PictureInPictureProxy(avPlayerViewControllerDelegate: app)
      let controller = try contentController()
      controller.delegate = proxy
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(proxy.isPictureInPictureActive)
      #expect(app.messages == 0)
    }

    @Test(
      "isPictureInPictureSupported() is AVKit's answer; where the device lacks it, AVKit makes no controller"
    )
    func supportFollowsAVKit() {
      #expect(PictureInPictureProxy.isPictureInPictureSupported())
      AVPictureInPictureController.isSupportedOnDevice = false
      defer { AVPictureInPictureController.isSupportedOnDevice = true }
      #expect(!PictureInPictureProxy.isPictureInPictureSupported())
      let layer = AVPlayerLayer(player: AVPlayer(url: URL(fileURLWithPath: "/content.mp4")))
      #expect(AVPictureInPictureController(playerLayer: layer) == nil)
    }

    @Test(
      "While another app presents Picture in Picture, starting does nothing (AVKit: 'Starts Picture in Picture, if possible')"
    )
    func startWhileNotPossible() async throws {
      let app = RecordingPictureInPictureDelegate()
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: app)
      let controller = try contentController()
      controller.delegate = proxy
      controller.setPictureInPicturePossible(false)
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(app.log.isEmpty)
      #expect(!proxy.isPictureInPictureActive)
    }
  }
}

/// An app's delegate for an AVPlayerViewController only: counts the messages it gets.
final class PlayerViewControllerOnlyDelegate: NSObject, AVPlayerViewControllerDelegate,
  @unchecked Sendable
{
  private let count = LockedState(0)

  /// The messages received.
  var messages: Int { count.withLock { $0 } }

  func playerViewControllerDidStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) { count.withLock { $0 += 1 } }
}
