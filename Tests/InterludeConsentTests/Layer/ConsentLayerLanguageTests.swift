import Foundation
import InterludeConsent
import Testing

/// The consent and US layers in the catalogue's languages: their words, plural forms, number
/// writing, reading direction and VoiceOver labels. Assertions go through ``InterludeStrings``,
/// so they hold whatever the translators write.
@Suite("Consent layer in every language")
struct ConsentLayerLanguageTests {
  static let languages = InterludeLanguage.supportedCodes.compactMap(InterludeLanguage.init(tag:))

  private func language(_ tag: String) throws -> InterludeLanguage {
    try #require(InterludeLanguage(tag: tag))
  }

  /// A layer over the fixture GVL with `vendors` vendors (ids 8, 21, 300 first).
  private func model(
    vendors: Int, texts: ConsentLayerTexts, list: GlobalVendorList? = nil
  ) -> ConsentLayerModel {
    let ids = Set([8, 21, 300].prefix(vendors)).union(1000..<(1000 + max(0, vendors - 3)))
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 12, purposes: [1, 2], vendors: ids)
    return ConsentLayerModel(configuration: configuration, vendorList: list, texts: texts)
  }

  @Test("the layer's words are the catalogue's in each language", arguments: languages)
  func textsFromTheCatalogue(_ language: InterludeLanguage) {
    let texts = ConsentLayerTexts(language: language)
    let pairs: [(String, InterludeStringKey)] = [
      (texts.title, .consentTitle), (texts.acceptAll, .acceptAll), (texts.rejectAll, .rejectAll),
      (texts.settings, .settings), (texts.save, .saveChoices), (texts.back, .back),
      (texts.consent, .consent), (texts.objectToLegitimateInterest, .objectToLegitimateInterest),
      (texts.purposesHeading, .purposesHeading), (texts.vendorsHeading, .vendorsHeading),
      (texts.withdrawalNotice, .withdrawalNotice), (texts.session, .sessionOnly),
      (texts.notDeclared, .notDeclared), (texts.showDetailsHint, .showDetailsHint),
      (texts.opensInBrowserHint, .opensInBrowserHint), (texts.privacyPolicy, .privacyPolicy),
    ]
    for (text, key) in pairs {
      #expect(text == InterludeStrings.text(key, in: language), "\(language) \(key)")
    }
    #expect(texts.language == language)
    let us = USPrivacyLayerTexts(language: language)
    #expect(us.title == InterludeStrings.text(.usTitle, in: language))
    #expect(us.saleAndSharing == InterludeStrings.text(.usSaleAndSharing, in: language))
    #expect(us.optOut == InterludeStrings.text(.usOptOut, in: language))
    #expect(us.save == InterludeStrings.text(.usSave, in: language))
  }

  @Test("the default texts are English, as before")
  func defaultIsEnglish() {
    #expect(ConsentLayerTexts() == ConsentLayerTexts(language: .english))
    #expect(ConsentLayerTexts().acceptAll == "Accept all")
    #expect(USPrivacyLayerTexts() == USPrivacyLayerTexts(language: .english))
  }

  @Test(
    "TCF 2.2 policy: the first layer states the number of vendors, in the form for that number",
    arguments: languages)
  func vendorCountPlural(_ language: InterludeLanguage) {
    let texts = ConsentLayerTexts(language: language)
    for count in [1, 12] {
      let layer = model(vendors: count, texts: texts)
      #expect(layer.vendorCount == count)
      #expect(
        layer.firstLayerIntroduction
          == InterludeStrings.text(.consentIntroduction, in: language, values: ["vendors": count]))
      #expect(
        layer.vendorListLinkTitle
          == InterludeStrings.text(.vendorListLink, in: language, values: ["vendors": count]))
    }
  }

  @Test("English: 1 partner, 12 partners; 1 day, 548 days; 1 second, 30 seconds")
  func englishForms() throws {
    let texts = ConsentLayerTexts()
    #expect(model(vendors: 1, texts: texts).vendorListLinkTitle == "View our 1 partner")
    #expect(model(vendors: 12, texts: texts).vendorListLinkTitle == "View our 12 partners")
    #expect(
      model(vendors: 1, texts: texts).firstLayerIntroduction.hasPrefix("We and our 1 partner store")
    )
    #expect(
      model(vendors: 12, texts: texts).firstLayerIntroduction.hasPrefix(
        "We and our 12 partners store"))
    #expect(texts.duration(days: 1) == "1 day")
    #expect(texts.duration(days: 548) == "548 days")
    #expect(texts.duration(seconds: 1) == "1 second")
    #expect(texts.duration(seconds: 30) == "30 seconds")
  }

  @Test("TCF 2.2 policy: a vendor's retention reads in days, in the form for the number")
  func retentionInDays() throws {
    let list = try LayerFixtures.vendorList()
    for language in Self.languages {
      let texts = ConsentLayerTexts(language: language)
      let vendor = try #require(model(vendors: 1, texts: texts, list: list).vendors.first?.vendor)
      let lines = vendor.disclosureLines(texts)
      let retention = try #require(lines.first { $0.hasPrefix(texts.retention + ": ") })
      #expect(retention.contains(InterludeStrings.text(.days, in: language, values: ["n": 548])))
      #expect(retention.contains(InterludeStrings.text(.days, in: language, values: ["n": 180])))
      #expect(
        texts.duration(days: 1) == InterludeStrings.text(.days, in: language, values: ["n": 1]))
    }
  }

  @Test("numbers are written as the language writes them")
  func numbersForTheLocale() throws {
    for tag in ["de", "ar", "en"] {
      let language = try language(tag)
      let texts = ConsentLayerTexts(language: language)
      #expect(
        texts.vendorListLink(vendors: 1234)
          .contains(InterludeStrings.number(1234, in: language)), "\(tag)")
    }
    #expect(ConsentLayerTexts().vendorListLink(vendors: 1234) == "View our 1,234 partners")
  }

  @Test("an app's own template is used for every number; its own plural forms are followed")
  func overriddenTemplates() {
    var texts = ConsentLayerTexts()
    texts.vendorListLink = "Partners: {vendors}"
    texts.introduction = "{vendors} partner(s) process data."
    texts.days = "{n} d"
    #expect(texts.vendorListLink(vendors: 1) == "Partners: 1")
    #expect(texts.vendorListLink(vendors: 12) == "Partners: 12")
    #expect(texts.introduction(vendors: 1) == "1 partner(s) process data.")
    #expect(texts.duration(days: 1) == "1 d")
    #expect(texts.duration(days: 548) == "548 d")
    texts.days = .plural("n", one: "a single day", other: "{n} whole days")
    #expect(texts.duration(days: 1) == "a single day")
    #expect(texts.duration(days: 2) == "2 whole days")
  }

  @Test("Arabic and Hebrew read right to left; the others left to right", arguments: languages)
  func direction(_ language: InterludeLanguage) {
    let rightToLeft = ["ar", "he"].contains(language.code)
    let layer = model(vendors: 2, texts: ConsentLayerTexts(language: language))
    #expect(layer.isRightToLeft == rightToLeft)
    #expect(layer.interfaceLanguage == language)
    let us = USPrivacyLayerModel(
      jurisdiction: .california, texts: USPrivacyLayerTexts(language: language))
    #expect(us.isRightToLeft == rightToLeft)
    #expect(us.interfaceLanguage == language)
  }

  @Test("VoiceOver: each toggle names its control and its item, in the layer's language")
  func accessibilityLabels() throws {
    let list = try LayerFixtures.vendorList()
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 12, purposes: [1, 2], legitimateInterestPurposes: [2],
      specialFeatures: [1], stacks: [1], vendors: [8])
    let english = ConsentLayerModel(configuration: configuration, vendorList: list)
    let purpose = try #require(english.purposes.first)
    #expect(
      english.consentAccessibilityLabel(of: purpose)
        == "Consent, Store and/or access information on a device")
    let objecting = try #require(english.purposes.first { $0.hasLegitimateInterest })
    #expect(
      english.objectionAccessibilityLabel(of: objecting)
        == "Object to legitimate interest, \(objecting.name)")
    #expect(english.accessibilityHint(of: .settings) == "Shows the details")
    #expect(english.accessibilityHint(of: .acceptAll) == nil)

    let german = try language("de")
    let layer = ConsentLayerModel(
      configuration: configuration, vendorList: list, texts: ConsentLayerTexts(language: german))
    let consent = InterludeStrings.text(.consent, in: german)
    let labels = layer.items.filter(\.asksConsent).map(layer.consentAccessibilityLabel(of:))
    #expect(labels == layer.items.filter(\.asksConsent).map { "\(consent), \($0.name)" })
    #expect(Set(labels).count == labels.count, "every toggle reads apart")
    for stack in layer.stacks {
      #expect(layer.consentAccessibilityLabel(of: stack) == "\(consent), \(stack.name)")
    }
    #expect(
      layer.accessibilityHint(of: .settings) == InterludeStrings.text(.showDetailsHint, in: german))

    let us = USPrivacyLayerModel(jurisdiction: .california)
    #expect(
      us.accessibilityLabel(of: .saleAndSharing)
        == "Opt out, Do Not Sell or Share My Personal Information")
  }

  @Test("a vendor's pages are links for a UI (opening in the browser), or lines for a terminal")
  func vendorPagesAsLinks() throws {
    let german = try language("de")
    let texts = ConsentLayerTexts(language: german)
    let list = try LayerFixtures.vendorList()
    let vendor = try #require(model(vendors: 1, texts: texts, list: list).vendors.first?.vendor)
    let pages = vendor.links(texts)
    #expect(pages.map(\.title).contains(texts.privacyPolicy))
    #expect(pages.contains { $0.url == vendor.privacyPolicyURL })
    let all = vendor.disclosureLines(texts)
    let withoutLinks = vendor.disclosureLines(texts, includingLinks: false)
    #expect(all == withoutLinks + pages.map { "\($0.title): \($0.url)" })
    #expect(texts.opensInBrowserHint == InterludeStrings.text(.opensInBrowserHint, in: german))

    let undeclared = ConsentLayerVendor(id: 1, name: "V")
    #expect(undeclared.links(texts).isEmpty)
    #expect(
      undeclared.disclosureLines(texts, includingLinks: false).last
        == "\(texts.privacyPolicy): \(texts.notDeclared)")
  }
}
