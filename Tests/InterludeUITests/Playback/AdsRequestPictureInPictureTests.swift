import AVFoundation
import AVKit
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// The requests for ads that play in the content's own player (IMA's
  /// `IMAAdsRequest(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`
  /// and its `adsResponse` twin).
  @MainActor
  @Suite("Playback: AdsRequest for Picture in Picture")
  struct AdsRequestPictureInPictureTests {
    /// The app's Picture in Picture delegate, which the proxy holds weakly.
    final class AppPictureInPictureDelegate: NSObject, AVPictureInPictureControllerDelegate {}

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let appDelegate = AppPictureInPictureDelegate()
    let player = AVPlayer(url: URL(fileURLWithPath: "/content.mp4"))

    init() async {
      await AppleLayerTests.reset()
    }

    /// Checks what both initialisers promise: the container plays on the display, whose
    /// overlay (only) moves into the container's view; the request's playhead is the
    /// display's; the container follows the proxy.
    func expectPrepared(
      _ request: AdsRequest, container: AdDisplayContainer, display: AVPlayerVideoDisplay,
      replaced: AVPlayerVideoDisplay?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(container.playerVideoDisplay === display, sourceLocation: sourceLocation)
      #expect(display.overlay.superview === view, sourceLocation: sourceLocation)
      #expect(view.subviews.count == 1, sourceLocation: sourceLocation)
      #expect(replaced?.overlay.superview == nil, sourceLocation: sourceLocation)
      #expect(
        (request.contentPlayhead as? AVPlayerContentPlayhead) === display.contentPlayhead,
        sourceLocation: sourceLocation)
      #expect(request.contentPlayhead != nil, sourceLocation: sourceLocation)
      #expect(request.adDisplayContainer === container, sourceLocation: sourceLocation)
      #expect(!container.isPictureInPictureActive, sourceLocation: sourceLocation)
    }

    @Test(
      "adTagUrl: the container plays the ads on the content player's display and follows the proxy")
    func adTagRequest() {
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      let replaced = container.playerVideoDisplay
      let display = AVPlayerVideoDisplay(avPlayer: player)
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: appDelegate)
      let request = AdsRequest(
        adTagUrl: "https://ads.test/tag", adDisplayContainer: container,
        avPlayerVideoDisplay: display, pictureInPictureProxy: proxy, userContext: "context")
      expectPrepared(request, container: container, display: display, replaced: replaced)
      #expect(request.adTagUrl == "https://ads.test/tag")
      #expect(request.userContext as? String == "context")
    }

    @Test("adsResponse: the same, for a canned VAST or VMAP document")
    func adsResponseRequest() {
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      let replaced = container.playerVideoDisplay
      let display = AVPlayerVideoDisplay(avPlayer: player)
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: appDelegate)
      let request = AdsRequest(
        adsResponse: "<VAST version=\"4.2\"/>", adDisplayContainer: container,
        avPlayerVideoDisplay: display, pictureInPictureProxy: proxy)
      expectPrepared(request, container: container, display: display, replaced: replaced)
      #expect(request.adsResponse == "<VAST version=\"4.2\"/>")
      #expect(request.userContext == nil)
    }

    @Test("A second request with the same display leaves the container as it is")
    func theSameDisplayTwice() {
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      let display = AVPlayerVideoDisplay(avPlayer: player)
      let proxy = PictureInPictureProxy(avPictureInPictureControllerDelegate: appDelegate)
      _ = AdsRequest(
        adTagUrl: "https://ads.test/tag", adDisplayContainer: container,
        avPlayerVideoDisplay: display, pictureInPictureProxy: proxy)
      let again = AdsRequest(
        adTagUrl: "https://ads.test/tag", adDisplayContainer: container,
        avPlayerVideoDisplay: display, pictureInPictureProxy: proxy)
      expectPrepared(again, container: container, display: display, replaced: nil)
    }
  }
}
