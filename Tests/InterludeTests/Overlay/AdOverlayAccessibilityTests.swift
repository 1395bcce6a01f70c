import Foundation
import Interlude
import InterludeConsent
import Testing

/// What VoiceOver reads for each element of the overlay, and the announcement when skipping
/// becomes possible.
@Suite("Ad overlay accessibility")
struct AdOverlayAccessibilityTests {
  private static func image(_ name: String) -> CreativeResource {
    .staticResource(url: "https://icons.test/\(name).png", creativeType: "image/png")
  }

  @Test("labels, hints and traits: attribution, countdown, skip button, Learn more (English)")
  func elements() {
    let ad = OverlayAd.make(duration: 30, skipAfter: 5, position: 2, total: 3)
    let state = AdOverlayModel().state(for: ad, at: 1.2)
    #expect(
      state.attributionAccessibility
        == AdOverlayState.Accessibility(label: "Advertisement 2 of 3", traits: .staticText))
    #expect(
      state.countdownAccessibility
        == AdOverlayState.Accessibility(
          label: "29 seconds left in the ad", traits: [.staticText, .updatesFrequently]))
    #expect(
      state.skipButton?.accessibility
        == AdOverlayState.Accessibility(
          label: "You can skip this ad in 4 seconds",
          hint: "Skips the ad and returns to your video", traits: .button))
    #expect(
      state.learnMoreAccessibility
        == AdOverlayState.Accessibility(
          label: "Learn more", hint: "Opens the advertiser's page", traits: .link))
    let enabled = AdOverlayModel().state(for: ad, at: 6)
    #expect(enabled.skipButton?.accessibility.label == "Skip ad")
    let single = AdOverlayModel().state(for: OverlayAd.make(clickThrough: nil), at: 0)
    #expect(single.attributionAccessibility?.label == "Advertisement")
    #expect(single.learnMoreAccessibility == nil)
  }

  @Test("a hidden element has no accessibility either")
  func hiddenElements() {
    var settings = AdsRenderingSettings()
    settings.uiElements = []
    let state = AdOverlayModel(settings: settings).state(for: OverlayAd.make(skipAfter: 0), at: 1)
    #expect(state.attributionAccessibility == nil)
    #expect(state.countdownAccessibility == nil)
    #expect(state.learnMoreAccessibility == nil)
    #expect(state.announcement == nil)
  }

  @Test("the texts follow the language through the catalogue", arguments: ["de", "ar-SA", "ja"])
  func language(tag: String) throws {
    let language = try #require(InterludeLanguage(tag: tag))
    let state = AdOverlayModel(text: AdOverlayText(language: language))
      .state(for: OverlayAd.make(duration: 30, skipAfter: 5, position: 2, total: 3), at: 1.2)
    func text(_ key: InterludeStringKey, _ values: [String: Int] = [:]) -> String {
      InterludeStrings.text(key, in: language, values: values)
    }
    #expect(
      state.attributionAccessibility?.label
        == text(.adInPodAccessibility, ["position": 2, "total": 3]))
    #expect(state.countdownAccessibility?.label == text(.countdownAccessibility, ["seconds": 29]))
    #expect(state.skipButton?.accessibility.label == text(.skipInAccessibility, ["seconds": 4]))
    #expect(state.skipButton?.accessibility.hint == text(.skipAccessibilityHint))
    #expect(state.learnMoreAccessibility?.hint == text(.advertiserPageHint))
  }

  @Test("the skip announcement comes exactly once, on the state where the button enables")
  func announcementOnce() {
    let model = AdOverlayModel()
    let ad = OverlayAd.make(duration: 30, skipAfter: 5)
    var previous: AdOverlayState?
    var announcements: [(Double, String)] = []
    for tenth in 0...150 {
      let time = Double(tenth) / 10
      let state = model.state(for: ad, at: time, previous: previous)
      if let announcement = state.announcement { announcements.append((time, announcement)) }
      previous = state
    }
    #expect(announcements.map(\.1) == ["You can skip the ad now"])
    #expect(announcements.first?.0 == 5)
  }

  @Test("an ad skippable from its start announces at its start; a non-skippable ad never does")
  func announcementAtStart() {
    let model = AdOverlayModel()
    let first = model.state(for: OverlayAd.make(skipAfter: 0), at: 0)
    #expect(first.announcement == "You can skip the ad now")
    #expect(
      model.state(for: OverlayAd.make(skipAfter: 0), at: 0.2, previous: first).announcement == nil)
    #expect(model.state(for: OverlayAd.make(), at: 10).announcement == nil)
  }

  @Test("VAST 4.2 icons: the fallback image's AltText, else the program, else 'Ad information'")
  func icons() {
    let ad = OverlayAd.make(icons: [
      Icon(
        program: "AdChoices", resources: [Self.image("a")],
        clickFallbackImages: [IconClickFallbackImage(altText: "Why this ad?")]),
      Icon(program: "Partner", resources: [Self.image("b")]),
      Icon(resources: [Self.image("c")]),
    ])
    let icons = AdOverlayModel().state(for: ad, at: 0).icons
    #expect(icons.map(\.accessibility.label) == ["Why this ad?", "Partner", "Ad information"])
    #expect(icons.allSatisfy { $0.accessibility.traits == [.button, .image] })
    #expect(icons.allSatisfy { $0.accessibility.hint == "Opens information about this ad" })
  }

  @Test("VAST companions: AltText, else 'Advertisement'; a click-through makes it a link")
  func companions() {
    let described = Companion(altText: "Summer sale", clickThrough: "https://landing.test/c")
    #expect(
      AdOverlayModel.accessibility(of: described)
        == AdOverlayState.Accessibility(
          label: "Summer sale", hint: "Opens the advertiser's page", traits: [.image, .link]))
    #expect(
      AdOverlayModel.accessibility(of: Companion(altText: "  "))
        == AdOverlayState.Accessibility(label: "Advertisement", traits: .image))
  }
}
