import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// Click-throughs an ad server controls: only http and https pages are ever opened, whatever
/// the case, padding or scheme trick; the click is still tracked and reported.
@MainActor
@Suite("Hostile click-throughs")
struct HostileClickThroughTests {
  nonisolated static let hostile = [
    "javascript:alert(1)", "JavaScript:alert(document.cookie)", "  javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "file:///etc/passwd",
    "vbscript:msgbox(1)", "intent://scan/#Intent;scheme=zxing;end", "tel:+15555550100",
    "//evil.test/landing", "app-settings:",
  ]

  @Test("never opened, never offered as 'learn more', still tracked", arguments: hostile)
  func notOpened(target: String) throws {
    let harness = try PlaybackHarness(PlaybackVAST.inLine(clickThrough: target))
    harness.start()
    harness.clock.advance(to: 1)
    #expect(harness.playback.adInfo.clickThroughURL == nil)
    #expect(AdOverlayModel().state(for: harness.playback.adInfo, at: 1).learnMore == nil)
    harness.playback.clicked()
    #expect(harness.opener.opened.isEmpty)
    #expect(harness.count(.clicked) == 1)
    #expect(harness.log.events.last?.data["clickThroughUrl"] == nil)
    #expect(harness.count(beacon: "https://t.test/click") == 1)
  }
}
