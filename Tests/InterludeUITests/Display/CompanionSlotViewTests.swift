import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing
import UIKit
import WebKit

@testable import InterludeUI

extension AppleLayerTests {
  /// CompanionSlotView filled by a real manager's ad through the UIKit and WebKit fakes: what it
  /// draws, what its delegate hears (IMA's IMACompanionDelegate) and what a tap does.
  @MainActor
  @Suite("Display: CompanionSlotView")
  struct CompanionSlotViewTests {
    static let imageURL = "https://cdn.test/300x250.png"
    static let image = """
      <StaticResource creativeType="image/png"><![CDATA[\(imageURL)]]></StaticResource>
      """

    /// Records what the view's delegate hears, one line each.
    @MainActor
    final class Recorder: CompanionSlotViewDelegate {
      var log: [String] = []
      func companionSlot(_ view: CompanionSlotView, filled: Bool) {
        log.append(filled ? "filled" : "not filled")
      }
      func companionSlotWasClicked(_ view: CompanionSlotView) { log.append("clicked") }
    }

    /// A 300 by 250 companion with `resource`, creativeView and click tracking.
    static func companion(_ resource: String, altText: String? = nil) -> String {
      """
      <Companion width="300" height="250">
        \(resource)
        \(altText.map { "<AltText>\($0)</AltText>" } ?? "")
        <CompanionClickThrough><![CDATA[https://advertiser.test/landing]]></CompanionClickThrough>
        <CompanionClickTracking><![CDATA[https://t.test/companion/click]]></CompanionClickTracking>
        <TrackingEvents>
          <Tracking event="creativeView"><![CDATA[https://t.test/companion/view]]></Tracking>
        </TrackingEvents>
      </Companion>
      """
    }

    /// A slot view (images served from memory, a 404 for any other) and the ad that fills it.
    @MainActor
    struct Fixture {
      let view: CompanionSlotView
      let recorder = Recorder()
      let opener = RecordingLinkOpener()
      let session: UIKitAdSession

      init(
        companions: String,
        images: [String: Data] = [imageURL: UIKitLayerVAST.png(width: 300, height: 250)],
        allowsWebContent: Bool = true
      ) async throws {
        view = CompanionSlotView(
          width: 300, height: 250, transport: InMemoryTransport(responses: images))
        view.allowsWebContent = allowsWebContent
        view.delegate = recorder
        session = try await UIKitAdSession(
          vast: UIKitLayerVAST.ad(companions: companions), companionSlots: [view.slot],
          linkOpener: opener)
        view.adsManager = session.manager
        await session.advance(by: 1)
      }

      var webView: WKWebView? { view.subviews.compactMap { $0 as? WKWebView }.first }
      var imageView: UIImageView? { view.subviews.compactMap { $0 as? UIImageView }.first }
    }

    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "Filled with an image: drawn aspect-fit once fetched, the delegate hears filled, creativeView tracking fires once"
    )
    func drawsAnImage() async throws {
      let fixture = try await Fixture(companions: Self.companion(Self.image, altText: "Acme shoes"))
      #expect(fixture.recorder.log == ["filled"])
      #expect(!fixture.view.isHidden)
      let imageView = try #require(fixture.imageView)
      #expect(!imageView.isHidden)
      #expect(imageView.image?.size == CGSize(width: 300, height: 250))
      #expect(imageView.contentMode == .scaleAspectFit)
      #expect(imageView.frame == fixture.view.bounds)
      #expect(fixture.session.count(beacon: "https://t.test/companion/view") == 1)
      // VoiceOver: the alternative text, an image and a link to the advertiser's page.
      #expect(fixture.view.isAccessibilityElement)
      #expect(fixture.view.accessibilityLabel == "Acme shoes")
      #expect(fixture.view.accessibilityTraits.contains(.image))
      #expect(fixture.view.accessibilityTraits.contains(.link))
      #expect(fixture.view.accessibilityHint == "Opens the advertiser's page")
    }

    @Test(
      "Not filled: an ad without a companion for the slot leaves it hidden; the delegate hears so")
    func leavesTheSlotEmpty() async throws {
      let fixture = try await Fixture(companions: "")
      #expect(fixture.recorder.log == ["not filled"])
      #expect(fixture.view.isHidden)
    }

    @Test(
      "An image that fails to load is not drawn, not counted (no creativeView), and the delegate hears not filled"
    )
    func reportsAFailedImage() async throws {
      let fixture = try await Fixture(companions: Self.companion(Self.image), images: [:])
      #expect(fixture.recorder.log == ["not filled"])
      #expect(fixture.view.isHidden)
      #expect(fixture.session.count(beacon: "https://t.test/companion/view") == 0)
    }

    @Test(
      "HTML: drawn in a WKWebView with a non-persistent data store that takes no touches; counted when it loads"
    )
    func drawsHTMLInAWebView() async throws {
      let markup = "<a href=\"https://x.test\">Shoes</a>"
      let fixture = try await Fixture(
        companions: Self.companion("<HTMLResource><![CDATA[\(markup)]]></HTMLResource>"))
      #expect(fixture.recorder.log == ["filled"])
      let webView = try #require(fixture.webView)
      #expect(webView.loads == [.html(markup, baseURL: nil)])
      #expect(!webView.configuration.websiteDataStore.isPersistent)
      #expect(!webView.isUserInteractionEnabled)
      #expect(!webView.isHidden)
      #expect(fixture.imageView?.isHidden == true)
      #expect(fixture.session.count(beacon: "https://t.test/companion/view") == 1)
      // Left empty afterwards: the page stops and is blanked, and the view hides.
      fixture.view.companionSlotWasNotFilled(fixture.view.slot)
      #expect(webView.stopLoadingCount == 1)
      #expect(webView.loads.last == .html("", baseURL: nil))
      #expect(webView.isHidden)
      #expect(fixture.view.isHidden)
      #expect(fixture.recorder.log == ["filled", "not filled"])
    }

    @Test("An iframe resource: its page is loaded in the web view")
    func loadsAnIframe() async throws {
      let fixture = try await Fixture(
        companions: Self.companion(
          "<IFrameResource><![CDATA[https://cdn.test/companion.html]]></IFrameResource>"))
      #expect(fixture.recorder.log == ["filled"])
      let webView = try #require(fixture.webView)
      #expect(
        webView.loads == [
          .request(URLRequest(url: try #require(URL(string: "https://cdn.test/companion.html"))))
        ])
    }

    @Test("allowsWebContent false: an HTML companion is not accepted, so the slot stays empty")
    func refusesWebContentWhenAsked() async throws {
      let fixture = try await Fixture(
        companions: Self.companion("<HTMLResource><![CDATA[<b>x</b>]]></HTMLResource>"),
        allowsWebContent: false)
      #expect(fixture.recorder.log == ["not filled"])
      #expect(fixture.webView == nil)
    }

    @Test(
      "A slot whose accepts the app replaced: a resource the view cannot draw is kept as unsupportedResource, the slot empty"
    )
    func keepsAnUnsupportedResource() async throws {
      let view = CompanionSlotView(
        width: 300, height: 250, transport: InMemoryTransport(responses: [:]))
      let recorder = Recorder()
      view.delegate = recorder
      view.allowsWebContent = false
      view.slot.accepts = { _ in true }
      let session = try await UIKitAdSession(
        vast: UIKitLayerVAST.ad(
          companions: Self.companion("<HTMLResource><![CDATA[<b>x</b>]]></HTMLResource>")),
        companionSlots: [view.slot])
      await session.advance(by: 1)
      #expect(recorder.log == ["not filled"])
      #expect(view.unsupportedResource == .html("<b>x</b>"))
      #expect(view.isHidden)
    }

    @Test(
      "Clicked: a tap on the drawn companion fires its click tracking, opens its click-through, and the delegate hears it (IMA's companionSlotWasClicked)"
    )
    func reportsAClick() async throws {
      let fixture = try await Fixture(companions: Self.companion(Self.image))
      let tapped = fixture.view.simulateTap(at: CGPoint(x: 150, y: 125))
      #expect(tapped === fixture.view)
      await UIKitAdSession.yield()
      #expect(fixture.recorder.log == ["filled", "clicked"])
      #expect(fixture.session.count(beacon: "https://t.test/companion/click") == 1)
      #expect(fixture.opener.opened.map(\.absoluteString) == ["https://advertiser.test/landing"])
    }

    @Test("A tap on an empty slot reports nothing")
    func ignoresATapWhileEmpty() async throws {
      let fixture = try await Fixture(companions: "")
      fixture.view.isHidden = false
      fixture.view.simulateTap()
      await UIKitAdSession.yield()
      #expect(fixture.recorder.log == ["not filled"])
      #expect(fixture.opener.opened.isEmpty)
    }

    @Test(
      "The view is sized to the slot and hidden until filled; the delegate's methods are optional")
    func startsHiddenAtTheSlotSize() {
      let view = CompanionSlotView(width: 728, height: 90)
      #expect(view.frame.size == CGSize(width: 728, height: 90))
      #expect(view.isHidden)
      #expect(view.slot.width == 728)
      let fluid = CompanionSlotView(width: nil, height: nil)
      #expect(fluid.frame.size == .zero)
      final class Silent: CompanionSlotViewDelegate {}
      let silent = Silent()
      silent.companionSlot(view, filled: true)
      silent.companionSlotWasClicked(view)
    }
  }
}
