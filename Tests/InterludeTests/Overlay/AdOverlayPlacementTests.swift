import Foundation
import Interlude
import InterludeConsent
import Testing

/// Right-to-left languages mirror the overlay's own elements; industry icons keep the side VAST
/// gives them.
@Suite("Ad overlay placements")
struct AdOverlayPlacementTests {
  private static func state(_ tag: String) throws -> AdOverlayState {
    let language = try #require(InterludeLanguage(tag: tag))
    var ad = OverlayAd.make(skipAfter: 0, position: 1, total: 2)
    ad.icons = [
      Icon(
        program: "AdChoices", xPosition: "right", yPosition: "top",
        resources: [.staticResource(url: "https://icons.test/a.png", creativeType: "image/png")])
    ]
    return AdOverlayModel(text: AdOverlayText(language: language), showsDebugWatermark: true)
      .state(for: ad, at: 1)
  }

  @Test("left to right: IMA's layout (attribution and countdown top left, Learn more top right)")
  func leftToRight() throws {
    let placements = try Self.state("en").placements
    #expect(placements == .leftToRight)
    #expect(placements.attribution == AdOverlayState.Placement(.left, .top))
    #expect(placements.countdown == AdOverlayState.Placement(.left, .top))
    #expect(placements.learnMore == AdOverlayState.Placement(.right, .top))
    #expect(placements.skipButton == AdOverlayState.Placement(.right, .bottom))
    #expect(placements.debugWatermark == AdOverlayState.Placement(.left, .bottom))
  }

  @Test(
    "Arabic and Hebrew mirror every element: left and right swapped, top and bottom kept",
    arguments: ["ar", "ar-SA", "he", "iw"])
  func rightToLeft(tag: String) throws {
    let placements = try Self.state(tag).placements
    #expect(placements == .rightToLeft)
    #expect(placements.attribution == AdOverlayState.Placement(.right, .top))
    #expect(placements.countdown == AdOverlayState.Placement(.right, .top))
    #expect(placements.learnMore == AdOverlayState.Placement(.left, .top))
    #expect(placements.skipButton == AdOverlayState.Placement(.left, .bottom))
    #expect(placements.debugWatermark == AdOverlayState.Placement(.right, .bottom))
  }

  @Test(
    "VAST 4 <Icon>: xPosition right is the right edge in every language, never mirrored",
    arguments: ["en", "ar", "he"])
  func iconsKeepTheirSide(tag: String) throws {
    let icon = try #require(try Self.state(tag).icons.first)
    #expect(icon.horizontal == .end)
    #expect(icon.vertical == .start)
  }

  @Test("the other left-to-right languages keep IMA's layout", arguments: ["de", "ja", "tr"])
  func otherLanguages(tag: String) throws {
    #expect(try Self.state(tag).placements == .leftToRight)
  }
}
