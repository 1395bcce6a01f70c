import Foundation
import InterludeConsent
import Testing

/// Which language the layer is shown in, which GVL translation goes with it, and what the TC
/// string records as its `ConsentLanguage`.
@Suite("Consent language: configuration, preferred languages, GVL translation, TC string")
@MainActor
struct ConsentLanguageTests {
  private func configuration(language: String?) -> ConsentConfiguration {
    ConsentConfiguration(
      cmpId: 300, publisherCountryCode: "DE", language: language, vendorListVersion: 12,
      purposes: [1, 2], gdprApplies: .yes)
  }

  /// The `ConsentLanguage` of the string saved after "accept all".
  private func savedLanguage(
    language: String?, preferred: [String] = ["en"], vendorList: GlobalVendorList? = nil
  ) throws -> String {
    let manager = ConsentManager(
      configuration: configuration(language: language), store: InMemoryConsentStore(),
      vendorList: vendorList, preferredLanguages: preferred)
    manager.acceptAll()
    return try TCStringDecoder().decode(try #require(manager.tcString)).consentLanguage
  }

  @Test(
    "TC string: ConsentLanguage is the two-letter language shown, regional variants included",
    arguments: [("de", "DE"), ("pt-BR", "PT"), ("zh-Hant", "ZH"), ("zh-TW", "ZH"), ("EN", "EN")])
  func consentLanguageOfTheLayer(tag: String, expected: String) throws {
    #expect(try savedLanguage(language: tag) == expected)
  }

  @Test("a language the layer has no words for is shown, and recorded, as English")
  func unsupportedLanguage() throws {
    #expect(configuration(language: "fi").layerLanguage(preferring: ["de"]) == .english)
    #expect(try savedLanguage(language: "fi") == "EN")
  }

  @Test("automatic: the first preferred language the layer has, else English")
  func automaticLanguage() throws {
    let automatic = configuration(language: nil)
    #expect(automatic.layerLanguage(preferring: ["fi-FI", "de-AT", "fr"]).code == "de")
    #expect(automatic.layerLanguage(preferring: ["zh-Hant-TW"]).code == "zh-Hant")
    #expect(automatic.layerLanguage(preferring: ["fi", "sw"]) == .english)
    #expect(automatic.layerLanguage(preferring: []) == .english)
    #expect(configuration(language: "automatic").layerLanguage(preferring: ["ja-JP"]).code == "ja")
    #expect(configuration(language: "de").layerLanguage(preferring: ["ja-JP"]).code == "de")

    let manager = ConsentManager(
      configuration: automatic, store: InMemoryConsentStore(), preferredLanguages: ["he-IL"])
    #expect(manager.language.code == "he")
    #expect(manager.layer.isRightToLeft)
    #expect(manager.layer.texts == ConsentLayerTexts(language: manager.language))
    #expect(try savedLanguage(language: nil, preferred: ["pt-BR", "en"]) == "PT")
  }

  @Test("JSON: language absent or automatic is automatic; a tag is kept as written")
  func decoding() throws {
    func decode(_ json: String) throws -> ConsentConfiguration {
      try JSONDecoder().decode(ConsentConfiguration.self, from: Data(json.utf8))
    }
    #expect(try decode(#"{"cmpId": 1, "vendorListVersion": 2}"#).language == nil)
    #expect(
      try decode(#"{"cmpId": 1, "vendorListVersion": 2, "language": "Automatic"}"#).language
        == nil)
    #expect(try decode(#"{"cmpId": 1, "vendorListVersion": 2, "language": "DE"}"#).language == "DE")
    #expect(configuration(language: nil).fingerprint != configuration(language: "DE").fingerprint)
  }

  @Test("the GVL translation the layer loads is the IAB's code for its language")
  func translationCodes() throws {
    let codes = ["de": "de", "pt-BR": "pt-br", "pt-PT": "pt-pt", "zh-Hant": "zh", "zh-CN": "zh"]
    for (tag, code) in codes {
      #expect(try #require(InterludeLanguage(tag: tag)).vendorListTranslationCode == code, "\(tag)")
    }
    #expect(InterludeLanguage.english.vendorListTranslationCode == nil)
  }

  @Test("TCF 2.2 policy: the layer shows the GVL's translation in its language, and records it")
  func translatedVendorList() throws {
    let french = try #require(InterludeLanguage(tag: "fr"))
    let list = try LayerFixtures.vendorList().applying(LayerFixtures.french())
    #expect(list.translationLanguage == "fr")
    let layer = ConsentLayerModel(
      configuration: LayerFixtures.configuration, vendorList: list,
      texts: ConsentLayerTexts(language: french))
    #expect(layer.language == "fr")
    #expect(layer.consentLanguage == "FR")
    #expect(!layer.issues.map(\.kind).contains(.vendorListNotTranslated))
    #expect(try savedLanguage(language: "fr", vendorList: list) == "FR")
  }

  @Test(
    "without the GVL translation, purposes stay English: reported, and the TC string records EN")
  func untranslatedVendorList() throws {
    let german = try #require(InterludeLanguage(tag: "de"))
    let list = try LayerFixtures.vendorList()
    let layer = ConsentLayerModel(
      configuration: LayerFixtures.configuration, vendorList: list,
      texts: ConsentLayerTexts(language: german))
    #expect(layer.language == "en")
    #expect(layer.consentLanguage == "EN")
    let issue = try #require(layer.issues.first { $0.kind == .vendorListNotTranslated })
    #expect(issue.message.contains("purposes-de.json"))
    #expect(layer.texts.acceptAll == InterludeStrings.text(.acceptAll, in: german))
    #expect(try savedLanguage(language: "de", vendorList: list) == "EN")

    // A translation to another language does not count.
    let french = try list.applying(LayerFixtures.french())
    #expect(
      ConsentLayerModel.consentLanguage(
        showing: german, vendorListLanguage: french.translationLanguage)
        == "EN")
    // Without a vendor list, the layer's own language.
    #expect(ConsentLayerModel.consentLanguage(showing: german, vendorListLanguage: nil) == "DE")
    #expect(try savedLanguage(language: "de") == "DE")
  }

  @Test("the US layer follows the configuration's language, or the preferred languages")
  func usLayerLanguage() throws {
    let manager = USPrivacyManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 1, gdprApplies: .no, debugGeography: .regulatedUSState,
        debugUSState: "CA"),
      store: InMemoryConsentStore(), deviceRegion: nil)
    let layer = try #require(manager.layerModel(preferredLanguages: ["ar-EG"]))
    #expect(layer.interfaceLanguage.code == "ar")
    #expect(layer.isRightToLeft)
    #expect(layer.texts == USPrivacyLayerTexts(language: layer.interfaceLanguage))
  }
}
