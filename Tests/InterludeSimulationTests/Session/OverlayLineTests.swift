import Foundation
import Interlude
import Testing

@testable import InterludeSimulation

/// The overlay line: what the ad UI shows, corner by corner, as the screen has it.
@Suite("Session: overlay line")
struct OverlayLineTests {
  private static let state = AdOverlayState(
    isVisible: true, attribution: "Ad 1 of 2", countdown: "0:15",
    skipButton: AdOverlayState.SkipButton(isEnabled: false, title: "Skip in 5"),
    learnMore: "Learn more")

  @Test(
    "left to right: attribution and countdown top left, Learn more top right, skip bottom right")
  func leftToRight() {
    #expect(
      OverlayLine.text(of: Self.state)
        == "top left: Ad 1 of 2, 0:15 | top right: [Learn more] | bottom right: [Skip in 5]")
  }

  @Test("right to left: the same elements in the mirrored corners")
  func rightToLeft() {
    var state = Self.state
    state.placements = .rightToLeft
    #expect(
      OverlayLine.text(of: state)
        == "top left: [Learn more] | top right: Ad 1 of 2, 0:15 | bottom left: [Skip in 5]")
  }

  @Test("nothing drawn is 'hidden'; icons are named by what VoiceOver reads")
  func hiddenAndIcons() throws {
    #expect(OverlayLine.text(of: .hidden) == "hidden")
    var state = AdOverlayState(isVisible: true)
    state.icons = [
      AdOverlayState.Icon(
        index: 0, program: "AdChoices", imageURL: try #require(URL(string: "https://i.test/a.png")))
    ]
    #expect(OverlayLine.text(of: state) == "icon AdChoices")
  }
}
