import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// The overlay's building blocks: the icon button's touch area, the VoiceOver values of an
  /// element, and the image fetch of icons and companions.
  @MainActor
  @Suite("Overlay: touch targets, accessibility values, remote images")
  struct OverlayControlsTests {
    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "MinimumTouchTargetButton (Apple HIG, 44 by 44 points): a 20-point icon takes touches 12 points around it, not beyond; a large one only inside"
    )
    func takesTouchesOverAtLeast44Points() {
      let small = MinimumTouchTargetButton(type: .custom)
      small.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      #expect(small.point(inside: CGPoint(x: -11, y: 10), with: nil))
      #expect(small.point(inside: CGPoint(x: 31, y: 31), with: nil))
      #expect(!small.point(inside: CGPoint(x: -13, y: 10), with: nil))
      #expect(!small.point(inside: CGPoint(x: 10, y: 33), with: nil))
      let large = MinimumTouchTargetButton(type: .custom)
      large.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
      #expect(large.point(inside: CGPoint(x: 99, y: 59), with: nil))
      #expect(!large.point(inside: CGPoint(x: -1, y: 30), with: nil))
    }

    @Test(
      "applyOverlayAccessibility: the state's label, hint and traits; a disabled control also reads not enabled; nil makes the view no element"
    )
    func appliesTheAccessibilityValues() {
      let button = UIButton(type: .system)
      button.applyOverlayAccessibility(
        AdOverlayState.Accessibility(
          label: "Skip ad", hint: "Skips the ad", traits: [.button, .link, .image]),
        isEnabled: false)
      #expect(button.isAccessibilityElement)
      #expect(button.accessibilityLabel == "Skip ad")
      #expect(button.accessibilityHint == "Skips the ad")
      #expect(button.accessibilityTraits == [.button, .link, .image, .notEnabled])
      button.applyOverlayAccessibility(nil)
      #expect(!button.isAccessibilityElement)
      #expect(button.accessibilityHint == nil)
      #expect(button.accessibilityTraits == [])
    }

    @Test(
      "postOverlayAnnouncement: one UIAccessibility announcement notification with the words"
    )
    func postsAnAnnouncement() {
      UIView.postOverlayAnnouncement("You can skip the ad now")
      #expect(UIAccessibility.postedNotifications.count == 1)
      #expect(UIAccessibility.postedNotifications.first?.0 == .announcement)
      #expect(UIAccessibility.postedNotifications.first?.1 as? String == "You can skip the ad now")
    }

    @Test(
      "RemoteImage: the image of a success within the size cap, with an 8-second timeout; nil for an error status, a body over the cap, or data that is no image"
    )
    func fetchesImages() async throws {
      let transport = RecordingTransport()
      let png = UIKitLayerVAST.png(width: 40, height: 30)
      transport.stub("https://cdn.test/ok.png", with: StubResponse(body: png))
      transport.stub("https://cdn.test/missing.png", with: .status(404))
      transport.stub("https://cdn.test/text.png", with: .text("not an image"))
      func fetch(_ name: String, maxBytes: Int = 1 << 20) async throws -> UIImage? {
        let url = try #require(URL(string: "https://cdn.test/\(name)"))
        return await RemoteImage.fetch(url, through: transport, maxBytes: maxBytes)
      }
      #expect(try await fetch("ok.png")?.size == CGSize(width: 40, height: 30))
      #expect(try await fetch("missing.png") == nil)
      #expect(try await fetch("text.png") == nil)
      #expect(try await fetch("ok.png", maxBytes: 8) == nil)
      let request = try #require(transport.requests.first)
      #expect(request.timeout == 8)
      #expect(request.maxResponseBytes == 1 << 20)
    }
  }
}
