import Foundation
import Interlude
import InterludeConsent
import Testing

/// IMA's `language`: the ad UI's language, or the device's preferred languages when unset.
@Suite("Settings: ad UI language")
struct SettingsAdUILanguageTests {
  private static func settings(_ language: String?) -> Settings {
    var settings = Settings()
    settings.language = language
    return settings
  }

  @Test("IMASettings.language: a set code decides the ad UI language, whatever the device says")
  func setLanguage() {
    let device = ["fr-FR", "en-US"]
    #expect(Self.settings("de").adUILanguage(preferring: device).code == "de")
    #expect(Self.settings("pt-BR").adUILanguage(preferring: device).region == "BR")
    #expect(Self.settings("iw").adUILanguage(preferring: device).code == "he")
    #expect(Self.settings("zh-TW").adUILanguage(preferring: device).code == "zh-Hant")
  }

  @Test("IMA's rule: a language the ad UI lacks gives English, not the device's language")
  func unsupportedLanguage() {
    #expect(Self.settings("xx").adUILanguage(preferring: ["fr"]) == .english)
    #expect(Self.settings("nb-NO").adUILanguage(preferring: ["fr"]) == .english)
  }

  @Test("unset (or empty): the first of the device's preferred languages the catalogue has")
  func deviceFallback() {
    #expect(Self.settings(nil).adUILanguage(preferring: ["nb-NO", "ar-SA", "en"]).code == "ar")
    #expect(Self.settings("").adUILanguage(preferring: ["ja-JP"]).code == "ja")
    #expect(Self.settings(nil).adUILanguage(preferring: ["nb-NO"]) == .english)
    #expect(
      Self.settings(nil).adUILanguage
        == InterludeLanguage(preferring: Locale.preferredLanguages))
  }

  @Test("the ads manager carries the loader's ad UI language to the overlay")
  @MainActor
  func managerLanguage() async throws {
    let loader = AdsLoader(settings: Self.settings("he"))
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: VASTBuilder.document(VASTBuilder.inLine())))
    #expect(data.adsManager.adUILanguage.code == "he")
    let model = AdOverlayModel(text: AdOverlayText(language: data.adsManager.adUILanguage))
    #expect(model.state(for: OverlayAd.make(), at: 0).placements == .rightToLeft)
  }
}
