import Foundation
import Interlude
import SafariServices
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// SafariLinkOpener opening a real manager's click-throughs through the UIKit and
  /// SafariServices fakes: the ad stays paused while the user is on the landing page, and
  /// resumes when the in-app browser closes or the app returns to the foreground.
  @MainActor
  @Suite("Links: SafariLinkOpener")
  struct SafariLinkOpenerTests {
    static let landing = "https://landing.test/page"

    /// Records what the opener's delegate hears (IMA's IMALinkOpenerDelegate), one line each.
    @MainActor
    final class Recorder: LinkOpenerDelegate {
      var log: [String] = []
      func linkOpenerWillOpenExternalApplication(_ linkOpener: any LinkOpener) {
        log.append("willOpenExternal")
      }
      func linkOpenerWillOpenInAppLink(_ linkOpener: any LinkOpener) { log.append("willOpenInApp") }
      func linkOpenerDidOpenInAppLink(_ linkOpener: any LinkOpener) { log.append("didOpenInApp") }
      func linkOpenerWillCloseInAppLink(_ linkOpener: any LinkOpener) {
        log.append("willCloseInApp")
      }
      func linkOpenerDidCloseInAppLink(_ linkOpener: any LinkOpener) { log.append("didCloseInApp") }
    }

    /// A view controller whose view is in a window, as an app's is on screen.
    @MainActor
    struct Screen {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let controller = UIViewController()

      init() {
        window.addSubview(controller.view)
      }
    }

    init() async {
      await AppleLayerTests.reset()
    }

    /// An ad playing with `opener` as its container's link opener, `delegate` as the rendering
    /// settings' link opener delegate; 2 seconds in, the user clicks it.
    static func clickedAd(
      opener: SafariLinkOpener, delegate: Recorder, presenter: UIViewController? = nil
    ) async throws -> UIKitAdSession {
      var rendering = AdsRenderingSettings()
      rendering.linkOpenerDelegate = delegate
      rendering.linkOpenerPresentingController = presenter
      let session = try await UIKitAdSession(
        vast: UIKitLayerVAST.ad(), rendering: rendering, linkOpener: opener)
      await session.advance(by: 2)
      session.manager.clicked()
      await MainQueue.settle()
      return session
    }

    @Test(
      "In-app browser: SFSafariViewController presented over the view controller; the ad stays paused until the browser's delegate hears safariViewControllerDidFinish, then resumes"
    )
    func pausesUntilTheBrowserCloses() async throws {
      let screen = Screen()
      let opener = SafariLinkOpener(presentingViewController: screen.controller)
      let delegate = Recorder()
      let session = try await Self.clickedAd(opener: opener, delegate: delegate)
      let browser = try #require(
        screen.controller.presentedViewController as? SFSafariViewController)
      #expect(browser.initialURL?.absoluteString == Self.landing)
      #expect(browser.delegate === opener)
      #expect(UIApplication.shared.openedURLs.isEmpty)
      #expect(delegate.log == ["willOpenInApp", "didOpenInApp"])
      #expect(session.count(.pause) == 1)
      let time = session.manager.adPlaybackInfo.currentMediaTime
      await session.advance(by: 3)
      #expect(session.manager.adPlaybackInfo.currentMediaTime == time)
      #expect(session.count(.resume) == 0)
      browser.simulateDone()
      await MainQueue.settle()
      #expect(screen.controller.presentedViewController == nil)
      #expect(delegate.log == ["willOpenInApp", "didOpenInApp", "willCloseInApp", "didCloseInApp"])
      #expect(session.count(.resume) == 1)
      await session.advance(by: 1)
      #expect(session.manager.adPlaybackInfo.currentMediaTime > time)
    }

    @Test(
      "System browser (no presenter on screen): UIApplication.open; the ad stays paused while the app is away and resumes when it enters the foreground"
    )
    func pausesUntilTheAppReturns() async throws {
      let delegate = Recorder()
      let offScreen = UIViewController()
      let opener = SafariLinkOpener(presentingViewController: offScreen)
      let session = try await Self.clickedAd(opener: opener, delegate: delegate)
      #expect(offScreen.presentedViewController == nil)
      #expect(UIApplication.shared.openedURLs.map(\.absoluteString) == [Self.landing])
      #expect(delegate.log == ["willOpenExternal"])
      #expect(session.count(.pause) == 1)
      let application = UIApplication.shared
      await application.enterBackground()
      await session.advance(by: 2)
      #expect(session.count(.resume) == 0)
      await application.becomeActive()
      await MainQueue.settle()
      #expect(session.count(.resume) == 1)
      // Once back, a later trip to the background is not a return from the landing page.
      await application.enterBackground()
      await application.becomeActive()
      await MainQueue.settle()
      #expect(session.count(.resume) == 1)
    }

    @Test(
      "An app that only resigns active (a system alert) has not returned from the browser: the ad stays paused"
    )
    func staysPausedWhileOnlyInactive() async throws {
      let opener = SafariLinkOpener()
      let session = try await Self.clickedAd(opener: opener, delegate: Recorder())
      await UIApplication.shared.resignActive()
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(session.count(.pause) == 1)
      #expect(session.count(.resume) == 0)
    }

    @Test(
      "A URL the system cannot open (UIApplication.open's completion false): the user never left, the ad resumes"
    )
    func resumesWhenNothingOpens() async throws {
      UIApplication.shared.opensURLs = false
      let session = try await Self.clickedAd(opener: SafariLinkOpener(), delegate: Recorder())
      #expect(UIApplication.shared.openedURLs.map(\.absoluteString) == [Self.landing])
      #expect(session.count(.resume) == 1)
    }

    @Test(
      "AdsRenderingSettings.linkOpenerPresentingController: the manager hands it to the opener, which presents over it"
    )
    func takesThePresenterFromTheSettings() async throws {
      let screen = Screen()
      let opener = SafariLinkOpener()
      let delegate = Recorder()
      _ = try await Self.clickedAd(opener: opener, delegate: delegate, presenter: screen.controller)
      #expect(opener.presentingViewController === screen.controller)
      #expect(opener.delegate === delegate)
      #expect(screen.controller.presentedViewController is SFSafariViewController)
    }

    @Test(
      "Only web addresses open: tel: and custom schemes are refused and kept, the caller back at once"
    )
    func refusesOtherSchemes() throws {
      let opener = SafariLinkOpener()
      var returns = 0
      let phone = try #require(URL(string: "tel:+15555550100"))
      opener.open(phone) { returns += 1 }
      #expect(returns == 1)
      #expect(opener.lastUnopenedURL == phone)
      let hostless = try #require(URL(string: "https:///path"))
      opener.open(hostless)
      #expect(opener.lastUnopenedURL == hostless)
      #expect(UIApplication.shared.openedURLs.isEmpty)
    }

    @Test(
      "A new link while the user is away replaces the wait: only the latest caller hears the return"
    )
    func replacesAnEarlierWait() async throws {
      let opener = SafariLinkOpener()
      var log: [String] = []
      let url = try #require(URL(string: Self.landing))
      opener.open(url) { log.append("first") }
      opener.open(url) { log.append("second") }
      await UIApplication.shared.enterBackground()
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(log == ["second"])
      #expect(UIApplication.shared.openedURLs.count == 2)
    }
  }
}
