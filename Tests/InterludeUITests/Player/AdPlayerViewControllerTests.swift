import AVFoundation
import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AdPlayerViewController's life cycle through the UIKit and AVFoundation fakes: what loading
  /// its view builds, what its first appearance starts (IMA's getting-started steps), and how
  /// the content follows the ads.
  @MainActor
  @Suite("Player: AdPlayerViewController")
  struct AdPlayerViewControllerTests {
    static let tag = "https://ads.test/tag"
    static let content = URL(string: "https://cdn.test/content.mp4") ?? URL(fileURLWithPath: "/")

    /// A player presented from a window's root controller, its loader answering from `transport`
    /// on a manual clock; what it reports is kept.
    @MainActor
    final class Fixture {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let root = UIViewController()
      let transport = RecordingTransport()
      let clock = ManualClock()
      let controller: AdPlayerViewController
      var events: [AdEventType] = []
      var errors: [AdError] = []

      init(tag: String? = AdPlayerViewControllerTests.tag) {
        window.addSubview(root.view)
        let loader = AdsLoader(transport: transport, beacons: RecordingBeaconSender(), clock: clock)
        controller = AdPlayerViewController(
          contentURL: AdPlayerViewControllerTests.content, adTagUrl: tag, adsLoader: loader)
        controller.onEvent = { [weak self] event in self?.events.append(event.type) }
        controller.onError = { [weak self] error in self?.errors.append(error) }
      }

      /// The player appears (presented over the root controller), and the request runs to its
      /// outcome (the main queue is let run until the ads loaded or failed, 50 rounds at most).
      func appear() async {
        root.present(controller, animated: false)
        await settle()
        guard controller.adTagUrl != nil else { return }
        for _ in 0..<50 where controller.adsManager == nil && errors.isEmpty { await settle() }
      }

      func settle() async {
        for _ in 0..<3 {
          await MainQueue.settle()
          await UIKitAdSession.yield()
        }
      }

      var isContentPlaying: Bool { controller.contentPlayer.rate == 1 }

      /// The ad's item, once the manager has loaded it into the display's player (the load
      /// goes through tasks: the main queue is let run until it is there, 50 rounds at most).
      func adItem(of display: AVPlayerVideoDisplay) async throws -> AVPlayerItem {
        for _ in 0..<50 where display.player.currentItem == nil { await settle() }
        return try #require(display.player.currentItem)
      }
    }

    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "viewDidLoad: a black view with the content's video and the ad container filling it, following its size; nothing requested yet"
    )
    func loadsTheView() {
      let fixture = Fixture()
      let view: UIView = fixture.controller.view
      view.frame = CGRect(x: 0, y: 0, width: 390, height: 220)
      #expect(view.backgroundColor == .black)
      #expect(view.subviews.count == 2)
      #expect(view.subviews.allSatisfy { $0.frame == view.bounds })
      let video = view.subviews.first as? PlayerLayerView
      #expect(video?.player === fixture.controller.contentPlayer)
      #expect(fixture.transport.requestedURLs.isEmpty)
      #expect(fixture.controller.adDisplayContainer == nil)
      #expect(!fixture.isContentPlaying)
    }

    @Test("Without an ad tag, the first appearance plays the content")
    func playsTheContentWithoutATag() async {
      let fixture = Fixture(tag: nil)
      await fixture.appear()
      #expect(fixture.isContentPlaying)
      #expect(fixture.controller.adDisplayContainer == nil)
      #expect(fixture.transport.requestedURLs.isEmpty)
    }

    @Test(
      "First appearance (IMA's getting started): requests the tag over the controller's ad container, initialises the manager, starts on LOADED and pauses the content for the break; a later appearance requests nothing"
    )
    func requestsAndStartsTheAds() async throws {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .vast(UIKitLayerVAST.ad()))
      await fixture.appear()
      #expect(fixture.transport.requestedURLs.map(\.absoluteString) == [Self.tag])
      let container = try #require(fixture.controller.adDisplayContainer)
      let adView = try #require(container.adContainer)
      #expect(adView.superview === fixture.controller.view)
      #expect(container.adContainerViewController === fixture.controller)
      let manager = try #require(fixture.controller.adsManager)
      #expect(manager.delegate === fixture.controller)
      #expect(fixture.events.first == .loaded)
      #expect(!fixture.isContentPlaying)
      // The overlay is connected to the manager by the display when the manager initialises.
      #expect(container.overlay?.adsManager === manager)
      fixture.root.dismiss(animated: false)
      fixture.root.present(fixture.controller, animated: false)
      await fixture.settle()
      #expect(fixture.transport.requestedURLs.count == 1)
    }

    @Test("After the ad's break the content resumes (content resume request)")
    func resumesTheContentAfterTheBreak() async throws {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .vast(UIKitLayerVAST.ad()))
      await fixture.appear()
      #expect(!fixture.isContentPlaying)
      let display = try #require(fixture.controller.adDisplayContainer?.playerVideoDisplay)
      let ad = try await fixture.adItem(of: display)
      ad.becomeReadyToPlay(duration: CMTime(seconds: 10, preferredTimescale: 600))
      await fixture.settle()
      await display.player.advance(bySeconds: 11)
      await fixture.settle()
      #expect(fixture.events.contains(.complete))
      #expect(fixture.isContentPlaying)
    }

    @Test(
      "Ad rules without a pre-roll: the content plays at once; the end of the content item (not an ad's) calls contentComplete, so the post-roll plays"
    )
    func playsThePostRollAtTheContentsEnd() async throws {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .vast(Self.postRollOnly))
      await fixture.appear()
      #expect(fixture.controller.adsManager?.isAdRules == true)
      #expect(fixture.isContentPlaying)
      #expect(!fixture.events.contains(.adBreakStarted))
      let content = try #require(fixture.controller.contentPlayer.currentItem)
      content.becomeReadyToPlay(duration: CMTime(seconds: 30, preferredTimescale: 600))
      await fixture.controller.contentPlayer.advance(bySeconds: 31)
      await fixture.settle()
      #expect(fixture.events.contains(.adBreakStarted))
      #expect(!fixture.isContentPlaying)
    }

    /// A VMAP document with only a post-roll, inline.
    static let postRollOnly = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="end" breakType="linear" breakId="post">
          <vmap:AdSource id="post"><vmap:VASTAdData>
            \(UIKitLayerVAST.ad())
          </vmap:VASTAdData></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """

    @Test("A failed load: onError hears it and the content plays without ads")
    func playsTheContentWhenTheLoadFails() async {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .status(500))
      await fixture.appear()
      #expect(fixture.errors.count == 1)
      #expect(fixture.controller.adsManager == nil)
      #expect(fixture.isContentPlaying)
    }

    @Test(
      "An ad's error outside a break plays the content; inside a break the content stays paused (the SDK goes on)"
    )
    func followsPlayingErrors() async throws {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .vast(UIKitLayerVAST.ad()))
      await fixture.appear()
      let display = try #require(fixture.controller.adDisplayContainer?.playerVideoDisplay)
      let ad = try await fixture.adItem(of: display)
      ad.failToLoad(with: AVError(.fileFormatNotRecognized))
      await fixture.settle()
      #expect(fixture.errors.count == 1)
      #expect(fixture.isContentPlaying)
    }

    @Test("Focus: the overlay first while it shows (tvOS), then the controller's view")
    func prefersTheOverlayDuringABreak() async throws {
      let fixture = Fixture()
      fixture.transport.stub(Self.tag, with: .vast(UIKitLayerVAST.ad()))
      #expect(fixture.controller.preferredFocusEnvironments.first === fixture.controller.view)
      await fixture.appear()
      let overlay = try #require(fixture.controller.adDisplayContainer?.overlay)
      overlay.isHidden = false
      #expect(fixture.controller.preferredFocusEnvironments.first === overlay)
    }
  }
}
