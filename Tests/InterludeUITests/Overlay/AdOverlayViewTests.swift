import Foundation
import Interlude
import InterludeTestSupport
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AdOverlayView drawing a real manager's ad through the UIKit fake: where each element is
  /// (the core's AdOverlayLayout, mirrored right to left), what a tap on each does (IMA's skip,
  /// click-through, icon and TAPPED behaviour) and what VoiceOver gets.
  @MainActor
  @Suite("Overlay: AdOverlayView")
  struct AdOverlayViewTests {
    static let adChoices = """
      <Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
        <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/adchoices.png]]></StaticResource>
        <IconClicks>
          <IconClickThrough><![CDATA[https://adchoices.test/info]]></IconClickThrough>
          <IconClickTracking><![CDATA[https://t.test/icon/click]]></IconClickTracking>
        </IconClicks>
        <IconViewTracking><![CDATA[https://t.test/icon/view]]></IconViewTracking>
      </Icon>
      """
    static let iconImages = [
      "https://cdn.test/adchoices.png": UIKitLayerVAST.png(width: 40, height: 40)
    ]

    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "Left to right (IMA's layout): attribution then countdown at the top left, Learn more at the top right, the skip button flush right above the bottom"
    )
    func placesLeftToRight() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(skipOffset: "00:00:05"))
      await fixture.play(1)
      let attribution = try #require(fixture.attribution)
      let countdown = try #require(fixture.countdown)
      let learnMore = try #require(fixture.learnMore)
      let skip = try #require(fixture.skipButton)
      let width = OverlayFixture.bounds.width
      let height = OverlayFixture.bounds.height
      // AdOverlayLayout: margin 12, gap 8; the skip button flush with its edge, 24 above the
      // bottom; buttons padded by 24 by 12 and at least 44 by 44.
      #expect(attribution.frame.origin == CGPoint(x: 12, y: 12))
      #expect(attribution.frame.size == attribution.sizeThatFits(.zero))
      #expect(countdown.frame.minX == attribution.frame.maxX + 8)
      #expect(countdown.frame.minY == 12)
      #expect(learnMore.frame.maxX == width - 12)
      #expect(learnMore.frame.minY == 12)
      #expect(skip.frame.maxX == width)
      #expect(skip.frame.maxY == height - 24)
      let title = skip.sizeThatFits(.zero)
      #expect(skip.frame.width == max(title.width + 24, 44))
      #expect(skip.frame.height == max(title.height + 12, 44))
      #expect(learnMore.frame.height >= 44)
    }

    @Test(
      "Right to left (Settings.language Arabic): every element mirrored, the skip button flush left"
    )
    func mirrorsRightToLeft() async throws {
      var settings = Settings()
      settings.language = "ar"
      let fixture = try await OverlayFixture(
        vast: UIKitLayerVAST.ad(skipOffset: "00:00:05"), settings: settings)
      await fixture.play(1)
      #expect(fixture.overlay.state.placements == .rightToLeft)
      let width = OverlayFixture.bounds.width
      let attribution = try #require(fixture.attribution)
      let countdown = try #require(fixture.countdown)
      let learnMore = try #require(fixture.button(fixture.overlay.state.learnMore))
      let skip = try #require(fixture.skipButton)
      #expect(attribution.frame.maxX == width - 12)
      #expect(attribution.frame.minY == 12)
      #expect(countdown.frame.maxX == attribution.frame.minX - 8)
      #expect(learnMore.frame.minX == 12)
      #expect(learnMore.frame.minY == 12)
      #expect(skip.frame.minX == 0)
      #expect(skip.frame.maxY == OverlayFixture.bounds.height - 24)
    }

    @Test(
      "Skip (VAST skipoffset): the button counts down disabled, a tap then does nothing; from the offset it is enabled and a tap skips (SKIPPED, skip tracking)"
    )
    func skipsAfterTheCountdown() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(skipOffset: "00:00:05"))
      await fixture.play(2)
      let session = fixture.session
      let waiting = try #require(fixture.skipButton)
      #expect(!waiting.isEnabled)
      #expect(waiting.title(for: .normal) == "Skip in 3")
      #expect(waiting.accessibilityTraits.contains(.notEnabled))
      fixture.container.simulateTap(at: CGPoint(x: waiting.frame.midX, y: waiting.frame.midY))
      #expect(session.count(.skipped) == 0)
      await fixture.play(3.1)
      let skip = try #require(fixture.skipButton)
      #expect(skip === waiting)
      #expect(skip.isEnabled)
      #expect(skip.title(for: .normal) == "Skip ad")
      #expect(!skip.accessibilityTraits.contains(.notEnabled))
      let tapped = fixture.container.simulateTap(
        at: CGPoint(x: skip.frame.midX, y: skip.frame.midY))
      #expect(tapped === skip)
      await UIKitAdSession.yield()
      #expect(session.count(.skipped) == 1)
      #expect(session.count(beacon: "https://t.test/skip") == 1)
    }

    @Test(
      "Learn more: a tap is the ad's click (CLICKED, click tracking), opens the click-through and pauses the ad until the user is back"
    )
    func learnMoreOpensTheClickThrough() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad())
      await fixture.play(1)
      let learnMore = try #require(fixture.learnMore)
      #expect(learnMore.accessibilityTraits.contains(.link))
      #expect(learnMore.accessibilityHint == "Opens the advertiser's page")
      fixture.container.simulateTap(
        at: CGPoint(x: learnMore.frame.midX, y: learnMore.frame.midY))
      await UIKitAdSession.yield()
      let session = fixture.session
      #expect(session.count(.clicked) == 1)
      #expect(session.count(beacon: "https://t.test/click") == 1)
      #expect(fixture.opener.opened.map(\.absoluteString) == ["https://landing.test/page"])
      #expect(session.count(.pause) == 1)
      fixture.opener.userReturns()
      await UIKitAdSession.yield()
      #expect(session.count(.resume) == 1)
    }

    @Test(
      "AdsRenderingSettings.uiElements without learnMore: no Learn more button is drawn"
    )
    func hidesLearnMoreWhenTheSettingsSaySo() async throws {
      var rendering = AdsRenderingSettings()
      rendering.uiElements.remove(.learnMore)
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(), rendering: rendering)
      await fixture.play(1)
      #expect(fixture.learnMore == nil)
      #expect(fixture.attribution != nil)
    }

    @Test(
      "Icons (VAST <Icon>): drawn where the <Icon> says once its image arrives, Learn more moved aside, view tracking once, a tap anywhere in 44 points is ICON_TAPPED with click tracking and the icon's page"
    )
    func drawsAndTracksIcons() async throws {
      let fixture = try await OverlayFixture(
        vast: UIKitLayerVAST.ad(icons: Self.adChoices), responses: Self.iconImages)
      await fixture.play(1)
      let icon = try #require(fixture.icons.first)
      #expect(fixture.icons.count == 1)
      #expect(icon.frame == CGRect(x: 640 - 12 - 20, y: 12, width: 20, height: 20))
      #expect(icon.accessibilityLabel == "AdChoices")
      #expect(icon.accessibilityTraits.contains(.button))
      let learnMore = try #require(fixture.learnMore)
      #expect(learnMore.frame.maxX == icon.frame.minX - 8)
      await fixture.play(2)
      let session = fixture.session
      #expect(session.count(beacon: "https://t.test/icon/view") == 1)
      // 10 points outside the 20-point image, inside its 44-point touch area.
      let tapped = fixture.container.simulateTap(at: CGPoint(x: icon.frame.minX - 10, y: 30))
      #expect(tapped === icon)
      await UIKitAdSession.yield()
      #expect(session.count(.iconTapped) == 1)
      #expect(session.count(beacon: "https://t.test/icon/click") == 1)
      #expect(fixture.opener.opened.map(\.absoluteString) == ["https://adchoices.test/info"])
    }

    @Test("Icons: an image that fails to load is not drawn and its view is not tracked")
    func leavesOutAnIconWhoseImageFails() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(icons: Self.adChoices))
      await fixture.play(2)
      #expect(fixture.icons.isEmpty)
      #expect(fixture.session.count(beacon: "https://t.test/icon/view") == 0)
      let learnMore = try #require(fixture.learnMore)
      #expect(learnMore.frame.maxX == OverlayFixture.bounds.width - 12)
    }

    @Test(
      "Accessibility: each element carries the state's label, hint and traits; 'You can skip the ad now' is announced once, when the skip button becomes enabled"
    )
    func carriesAccessibilityAndAnnouncesOnce() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(skipOffset: "00:00:03"))
      await fixture.play(1)
      let attribution = try #require(fixture.attribution)
      #expect(attribution.isAccessibilityElement)
      #expect(attribution.accessibilityLabel == "Advertisement")
      #expect(attribution.accessibilityTraits.contains(.staticText))
      let countdown = try #require(fixture.countdown)
      #expect(countdown.accessibilityTraits.contains(.updatesFrequently))
      #expect(countdown.accessibilityLabel == fixture.overlay.state.countdownAccessibility?.label)
      let skip = try #require(fixture.skipButton)
      #expect(skip.accessibilityLabel == "You can skip this ad in 2 seconds")
      #expect(UIAccessibility.postedNotifications.isEmpty)
      await fixture.play(6)
      #expect(skip.accessibilityHint == "Skips the ad and returns to your video")
      let announcements = UIAccessibility.postedNotifications.filter { $0.0 == .announcement }
      #expect(announcements.count == 1)
      #expect(announcements.first?.1 as? String == "You can skip the ad now")
    }

    @Test(
      "TAPPED (IMA): a tap on the ad outside its controls, even on a label, reports TAPPED; once the ad is gone, taps reach the views below"
    )
    func reportsTappedOnTheSurface() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad())
      let below = UIButton(type: .custom)
      below.frame = OverlayFixture.bounds
      fixture.container.insertSubviewBelowForTest(below, fixture.overlay)
      var tapsBelow = 0
      below.addAction(UIAction { _ in tapsBelow += 1 }, for: .primaryActionTriggered)
      await fixture.play(1)
      let session = fixture.session
      fixture.container.simulateTap(at: CGPoint(x: 320, y: 180))
      let attribution = try #require(fixture.attribution)
      fixture.container.simulateTap(
        at: CGPoint(x: attribution.frame.midX, y: attribution.frame.midY))
      await UIKitAdSession.yield()
      #expect(session.count(.tapped) == 2)
      #expect(tapsBelow == 0)
      #expect(fixture.overlay.subviews.first?.accessibilityLabel == "Advertisement")
      await fixture.play(10)
      #expect(session.count(.complete) == 1)
      #expect(!fixture.overlay.state.isVisible)
      fixture.container.simulateTap(at: CGPoint(x: 320, y: 180))
      #expect(session.count(.tapped) == 2)
      #expect(tapsBelow == 1)
    }

    @Test("Focus (tvOS order, every platform): the enabled skip button first, else the overlay")
    func prefersTheEnabledSkipButton() async throws {
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(skipOffset: "00:00:02"))
      await fixture.play(1)
      #expect(fixture.overlay.preferredFocusEnvironments.first === fixture.overlay)
      await fixture.play(2)
      let skip = try #require(fixture.skipButton)
      #expect(fixture.overlay.preferredFocusEnvironments.first === skip)
    }

    @Test(
      "Words: the manager's ad UI language by default; an app's own AdOverlayModel.text is kept when connecting"
    )
    func keepsTheAppsOwnWords() async throws {
      var text = AdOverlayText()
      text.learnMore = "Visit"
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad())
      fixture.overlay.model.text = text
      fixture.overlay.connect(to: fixture.session.manager, settings: AdsRenderingSettings())
      await fixture.play(1)
      #expect(fixture.button("Visit") != nil)
      #expect(fixture.learnMore == nil)
    }

    @Test(
      "Debug mode (Settings.enableDebugMode): the 'Interlude debug' watermark at the bottom left")
    func drawsTheDebugWatermark() async throws {
      var settings = Settings()
      settings.enableDebugMode = true
      let fixture = try await OverlayFixture(vast: UIKitLayerVAST.ad(), settings: settings)
      await fixture.play(1)
      let watermark = try #require(fixture.label("Interlude debug"))
      #expect(watermark.frame.minX == 12)
      #expect(watermark.frame.maxY == OverlayFixture.bounds.height - 12)
    }
  }
}

extension UIView {
  /// Puts `view` under `sibling` in this view's subviews (the fake has no
  /// `insertSubview(_:belowSubview:)`): `sibling` is moved back on top.
  @MainActor
  fileprivate func insertSubviewBelowForTest(_ view: UIView, _ sibling: UIView) {
    addSubview(view)
    addSubview(sibling)
  }
}
