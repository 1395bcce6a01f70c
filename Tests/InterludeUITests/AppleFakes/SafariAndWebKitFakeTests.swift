import Foundation
import SafariServices
import Testing
import UIKit
import WebKit

extension AppleLayerTests {
  /// The SafariServices and WebKit fakes, as the Apple pages cited in them describe them.
  @MainActor
  @Suite("Apple fakes: SFSafariViewController and WKWebView")
  struct SafariAndWebKitFakeTests {
    @MainActor
    final class Finisher: NSObject, SFSafariViewControllerDelegate {
      var finished: [SFSafariViewController] = []
      var presentedWhenFinished: Bool?
      nonisolated func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        MainActor.assumeIsolated {
          finished.append(controller)
          presentedWhenFinished = controller.presentingViewController != nil
        }
      }
    }

    @Test(
      "Done: the browser is dismissed, then its delegate hears safariViewControllerDidFinish; the delegate is held weakly"
    )
    func finishesWhenTheUserTapsDone() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let presenter = UIViewController()
      window.addSubview(presenter.view)
      let url = try #require(URL(string: "https://landing.test/page"))
      let browser = SFSafariViewController(url: url)
      #expect(browser.initialURL == url)
      let finisher = Finisher()
      browser.delegate = finisher
      presenter.present(browser, animated: true)
      #expect(presenter.presentedViewController === browser)
      browser.simulateDone()
      #expect(presenter.presentedViewController == nil)
      #expect(finisher.finished.count == 1)
      #expect(finisher.presentedWhenFinished == false)
      var weakDelegate: Finisher? = Finisher()
      browser.delegate = weakDelegate
      weakDelegate = nil
      #expect(browser.delegate == nil)
    }

    @Test(
      "WKWebView: keeps a copy of its configuration (a non-persistent store stays so), records its loads; a new configuration's store is persistent"
    )
    func recordsLoads() throws {
      let configuration = WKWebViewConfiguration()
      #expect(configuration.websiteDataStore.isPersistent)
      configuration.websiteDataStore = .nonPersistent()
      let view = WKWebView(frame: .zero, configuration: configuration)
      configuration.websiteDataStore = WKWebViewConfiguration().websiteDataStore
      #expect(!view.configuration.websiteDataStore.isPersistent)
      let url = try #require(URL(string: "https://cdn.test/page.html"))
      #expect(view.loadHTMLString("<b>x</b>", baseURL: url) != nil)
      #expect(view.load(URLRequest(url: url)) != nil)
      view.stopLoading()
      #expect(view.loads == [.html("<b>x</b>", baseURL: url), .request(URLRequest(url: url))])
      #expect(view.stopLoadingCount == 1)
    }
  }
}
