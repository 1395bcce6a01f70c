import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AdDisplayContainer over a UIKit view (IMA's
  /// `IMAAdDisplayContainer(adContainer:viewController:companionSlots:)`) and
  /// AdsRenderingSettings' typed presenter, through the UIKit fake.
  @MainActor
  @Suite("Display: AdDisplayContainer+UIKit and AdsRenderingSettings+UIKit")
  struct AdDisplayContainerUIKitTests {
    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "IMA's init(adContainer:viewController:companionSlots:): an AVPlayer display whose video and overlay fill the view, the player size of its bounds, a Safari opener over the controller, the slots"
    )
    func buildsOverAView() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
      let controller = UIViewController()
      let slot = CompanionAdSlot(width: 300, height: 250)
      let container = AdDisplayContainer(
        adContainer: view, viewController: controller, companionSlots: [slot])
      let display = container.playerVideoDisplay
      #expect(display != nil)
      #expect(container.adContainer === view)
      #expect(container.overlay === display?.overlay)
      #expect(view.subviews.count == 2)
      #expect(view.subviews.allSatisfy { $0.frame == view.bounds })
      #expect(container.playerSize == DeviceInfo.PlayerSize(width: 640, height: 360))
      #expect(container.adContainerViewController === controller)
      #expect(container.linkOpener is SafariLinkOpener)
      #expect(container.companionSlots.map(ObjectIdentifier.init) == [ObjectIdentifier(slot)])
    }

    @Test("A view not laid out yet (zero bounds) gives no player size")
    func noPlayerSizeBeforeLayout() {
      let container = AdDisplayContainer(adContainer: UIView(), viewController: nil)
      #expect(container.playerSize == nil)
      #expect(container.adContainerViewController == nil)
      #expect(container.linkOpener is SafariLinkOpener)
    }

    @Test(
      "adContainer: a new view takes the video and the overlay and gives its player size; nil takes them out"
    )
    func movesToAnotherView() throws {
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
      let container = AdDisplayContainer(adContainer: first, viewController: nil)
      let second = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
      container.adContainer = second
      #expect(first.subviews.isEmpty)
      #expect(second.subviews.count == 2)
      #expect(second.subviews.allSatisfy { $0.frame == second.bounds })
      #expect(container.playerSize == DeviceInfo.PlayerSize(width: 1280, height: 720))
      // The views follow the container's size (flexible width and height).
      second.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
      #expect(second.subviews.allSatisfy { $0.frame == second.bounds })
      container.adContainer = nil
      #expect(second.subviews.isEmpty)
      #expect(container.adContainer == nil)
      #expect(container.playerSize == DeviceInfo.PlayerSize(width: 1280, height: 720))
    }

    @Test(
      "adContainer on a container without a display builds an AVPlayer display; one with the app's own display is left as it is"
    )
    func buildsOrLeavesTheDisplay() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let empty = AdDisplayContainer()
      empty.adContainer = view
      #expect(empty.playerVideoDisplay != nil)
      #expect(view.subviews.count == 2)
      #expect(empty.playerSize == DeviceInfo.PlayerSize(width: 320, height: 180))
      let own = SimulatedVideoDisplay(clock: ManualClock())
      let custom = AdDisplayContainer(videoDisplay: own)
      let other = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      custom.adContainer = other
      #expect(custom.videoDisplay === own)
      #expect(custom.adContainer == nil)
      #expect(custom.overlay == nil)
      #expect(custom.playerSize == nil)
      #expect(other.subviews.isEmpty)
    }

    @Test(
      "use(_:): another AVPlayer display takes the container's view; the former one leaves it"
    )
    func swapsTheDisplay() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      let former = container.playerVideoDisplay
      let elsewhere = UIView()
      let next = AVPlayerVideoDisplay(adContainer: elsewhere)
      container.use(next)
      #expect(container.playerVideoDisplay === next)
      #expect(former?.overlay.superview == nil)
      #expect(next.overlay.superview === view)
      #expect(elsewhere.subviews.isEmpty)
      container.use(next)
      #expect(next.overlay.superview === view)
    }

    @Test(
      "adContainerViewController: kept weakly by the Safari opener; a container without an opener gets one; the app's own opener is kept"
    )
    func setsThePresenter() {
      let controller = UIViewController()
      let container = AdDisplayContainer()
      container.adContainerViewController = controller
      #expect(container.linkOpener is SafariLinkOpener)
      #expect(container.adContainerViewController === controller)
      let other = UIViewController()
      container.adContainerViewController = other
      #expect((container.linkOpener as? SafariLinkOpener)?.presentingViewController === other)
      let own = RecordingLinkOpener()
      let custom = AdDisplayContainer(linkOpener: own)
      custom.adContainerViewController = controller
      #expect(custom.linkOpener === own)
      #expect(custom.adContainerViewController == nil)
    }

    @Test("focusEnvironment (IMA's): the overlay while it shows, else nil")
    func focusesTheOverlayWhileItShows() throws {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      let overlay = try #require(container.overlay)
      #expect(container.focusEnvironment == nil)
      overlay.isHidden = false
      #expect(container.focusEnvironment === overlay)
      #expect(AdDisplayContainer().focusEnvironment == nil)
    }

    @Test(
      "registerFriendlyObstruction (IMA's): the view's type names it, with its purpose and reason; unregisterAllFriendlyObstructions removes them"
    )
    func registersFriendlyObstructions() {
      let container = AdDisplayContainer()
      container.registerFriendlyObstruction(
        UILabel(), purpose: .notVisible, detailedReason: "transparent")
      #expect(container.friendlyObstructions.map(\.name) == ["UILabel"])
      #expect(container.friendlyObstructions.first?.purpose == .notVisible)
      container.unregisterAllFriendlyObstructions()
      #expect(container.friendlyObstructions.isEmpty)
    }

    @Test(
      "connectOverlay(to:settings:): the container's overlay draws that manager's ad with those settings"
    )
    func connectsTheOverlay() async throws {
      let session = try await UIKitAdSession(vast: UIKitLayerVAST.ad())
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let container = AdDisplayContainer(adContainer: view, viewController: nil)
      var settings = AdsRenderingSettings()
      settings.uiElements.remove(.learnMore)
      container.connectOverlay(to: session.manager, settings: settings)
      let overlay = try #require(container.overlay)
      #expect(overlay.adsManager === session.manager)
      #expect(overlay.model.settings.uiElements == settings.uiElements)
      #expect(overlay.state.isVisible)
      #expect(overlay.state.learnMore == nil)
    }

    @Test(
      "AdsRenderingSettings.linkOpenerPresentingController (IMA's): a weakly held view controller, nil by default"
    )
    func holdsThePresenterWeakly() {
      var settings = AdsRenderingSettings()
      #expect(settings.linkOpenerPresentingController == nil)
      var controller: UIViewController? = UIViewController()
      settings.linkOpenerPresentingController = controller
      #expect(settings.linkOpenerPresentingController === controller)
      controller = nil
      #expect(settings.linkOpenerPresentingController == nil)
    }
  }
}
