import AVKit
import Foundation
import Interlude
import Testing

@testable import InterludeUI

extension AppleLayerTests {
  /// PictureInPictureObserver: the container follows the controller's isPictureInPictureActive
  /// (key-value observable:
  /// https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/ispictureinpictureactive)
  /// while the app keeps its own delegate.
  @MainActor
  @Suite("Picture in Picture: PictureInPictureObserver")
  struct PictureInPictureObserverTests {
    init() async {
      await AppleLayerTests.reset()
      AVPictureInPictureController.isSupportedOnDevice = true
    }

    func contentController() throws -> AVPictureInPictureController {
      let player = AVPlayer(url: URL(fileURLWithPath: "/content.mp4"))
      return try #require(AVPictureInPictureController(playerLayer: AVPlayerLayer(player: player)))
    }

    @Test(
      "The container follows isPictureInPictureActive: no break starts in the page while the content plays in the window"
    )
    func containerFollowsTheController() async throws {
      let controller = try contentController()
      let container = AdDisplayContainer()
      let observer = PictureInPictureObserver(controller: controller, container: container)
      #expect(!container.isPictureInPictureActive)
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(container.isPictureInPictureActive)
      controller.stopPictureInPicture()
      await MainQueue.settle()
      #expect(!container.isPictureInPictureActive)
      withExtendedLifetime(observer) {}
    }

    @Test("A controller already in Picture in Picture sets the container at once")
    func takesTheStateAtOnce() async throws {
      let controller = try contentController()
      controller.startPictureInPicture()
      await MainQueue.settle()
      let container = AdDisplayContainer()
      let observer = PictureInPictureObserver(controller: controller, container: container)
      #expect(container.isPictureInPictureActive)
      withExtendedLifetime(observer) {}
    }

    @Test("The app keeps its own delegate, which hears every message")
    func leavesTheDelegateToTheApp() async throws {
      let controller = try contentController()
      let app = RecordingPictureInPictureDelegate()
      controller.delegate = app
      let container = AdDisplayContainer()
      let observer = PictureInPictureObserver(controller: controller, container: container)
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(controller.delegate === app)
      #expect(app.log == ["will start", "did start"])
      #expect(container.isPictureInPictureActive)
      withExtendedLifetime(observer) {}
    }

    @Test("invalidate(), or releasing the observer, stops the mirroring and the observation")
    func stopsWhenInvalidatedOrReleased() async throws {
      let controller = try contentController()
      let container = AdDisplayContainer()
      let observer = PictureInPictureObserver(controller: controller, container: container)
      #expect(controller.keyValueObservationCount(of: \.isPictureInPictureActive) == 1)
      observer.invalidate()
      #expect(controller.keyValueObservationCount(of: \.isPictureInPictureActive) == 0)
      controller.startPictureInPicture()
      await MainQueue.settle()
      #expect(!container.isPictureInPictureActive)

      var released: PictureInPictureObserver? = PictureInPictureObserver(
        controller: controller, container: container)
      #expect(container.isPictureInPictureActive)
      #expect(controller.keyValueObservationCount(of: \.isPictureInPictureActive) == 1)
      released = nil
      #expect(released == nil)
      #expect(controller.keyValueObservationCount(of: \.isPictureInPictureActive) == 0)
    }

    @Test("A released container is not kept alive by the observer")
    func doesNotKeepTheContainer() async throws {
      let controller = try contentController()
      var container: AdDisplayContainer? = AdDisplayContainer()
      weak let releasedContainer = container
      let observer = PictureInPictureObserver(
        controller: controller, container: try #require(container))
      container = nil
      #expect(releasedContainer == nil)
      controller.startPictureInPicture()
      await MainQueue.settle()
      withExtendedLifetime(observer) {}
    }
  }
}
