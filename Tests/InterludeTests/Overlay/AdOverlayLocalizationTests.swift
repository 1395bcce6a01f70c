import Foundation
import Interlude
import InterludeConsent
import Testing

/// The overlay's words come from the string catalogue in the ad UI language, numbers written as
/// the language writes them, and the app can still replace any string.
@Suite("Ad overlay localisation")
struct AdOverlayLocalizationTests {
  private static func language(_ tag: String) throws -> InterludeLanguage {
    try #require(InterludeLanguage(tag: tag))
  }

  @Test("IMA's English overlay is the catalogue's English: the default text is unchanged")
  func englishDefault() {
    #expect(AdOverlayText() == AdOverlayText(language: .english))
    let state = AdOverlayModel().state(
      for: OverlayAd.make(skipAfter: 5, position: 2, total: 3), at: 1.2)
    #expect(state.attribution == "Ad 2 of 3")
    #expect(state.skipButton?.title == "Skip in 4")
    #expect(state.learnMore == "Learn more")
  }

  @Test(
    "every visible string is the catalogue's for the language",
    arguments: InterludeLanguage.supportedCodes)
  func catalogueWords(code: String) throws {
    let language = try Self.language(code)
    let model = AdOverlayModel(text: AdOverlayText(language: language), showsDebugWatermark: true)
    let ad = OverlayAd.make(duration: 30, skipAfter: 5, position: 2, total: 3)
    let before = model.state(for: ad, at: 1.2)
    let after = model.state(for: ad, at: 6, previous: before)
    func text(_ key: InterludeStringKey, _ values: [String: Int] = [:]) -> String {
      InterludeStrings.text(key, in: language, values: values)
    }
    #expect(before.attribution == text(.adInPod, ["position": 2, "total": 3]))
    #expect(before.skipButton?.title == text(.skipIn, ["seconds": 4]))
    #expect(after.skipButton?.title == text(.skip))
    #expect(before.learnMore == text(.learnMore))
    #expect(before.debugWatermark == text(.debugWatermark))
    #expect(model.state(for: OverlayAd.make(), at: 0).attribution == text(.adAttribution))
  }

  @Test("ar-SA: the skip countdown and the m:ss countdown are written in Arabic-Indic digits")
  func arabicDigits() throws {
    let saudi = try Self.language("ar-SA")
    let model = AdOverlayModel(text: AdOverlayText(language: saudi))
    let state = model.state(for: OverlayAd.make(duration: 75, skipAfter: 5), at: 0)
    #expect(
      state.skipButton?.title == InterludeStrings.text(.skipIn, in: saudi, values: ["seconds": 5]))
    #expect(state.skipButton?.title.contains("٥") == true)
    #expect(state.skipButton?.title.contains("5") == false)
    #expect(state.countdown == "١:١٥")
    #expect(model.state(for: OverlayAd.make(duration: 75), at: 66).countdown == "٠:٠٩")
  }

  @Test("English plural forms: VoiceOver reads '1 second' and '29 seconds'")
  func pluralForms() {
    let model = AdOverlayModel()
    let ad = OverlayAd.make(duration: 30, skipAfter: 2)
    #expect(
      model.state(for: ad, at: 29.5).countdownAccessibility?.label == "1 second left in the ad")
    #expect(
      model.state(for: ad, at: 1).countdownAccessibility?.label == "29 seconds left in the ad")
    #expect(
      model.state(for: ad, at: 1).skipButton?.accessibility.label
        == "You can skip this ad in 1 second")
  }

  @Test("the app's own words are kept in any language, filled with the language's numbers")
  func appWords() throws {
    var text = AdOverlayText(language: try Self.language("ar-SA"))
    text.skipIn = "Skip → {seconds}"
    text.learnMore = "Visit"
    let state = AdOverlayModel(text: text).state(for: OverlayAd.make(skipAfter: 3), at: 0)
    #expect(state.skipButton?.title == "Skip → ٣")
    #expect(state.learnMore == "Visit")
  }
}
