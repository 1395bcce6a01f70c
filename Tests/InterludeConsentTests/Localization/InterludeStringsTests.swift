import Foundation
import Testing

@testable import InterludeConsent

/// The string catalogue: every key in every language, the same placeholders in every
/// translation, plural forms where the language has them, and no string longer than the room
/// the layout gives it.
@Suite("String catalogue: complete, consistent and within its room in every language")
struct InterludeStringsTests {
  static let languages = InterludeLanguage.supportedCodes.compactMap(InterludeLanguage.init(tag:))

  @Test("the catalogue has the 17 languages, and each resolves to itself")
  func languagesResolve() {
    #expect(Self.languages.map(\.code) == InterludeLanguage.supportedCodes)
    #expect(
      InterludeStrings.translations.keys.sorted() == InterludeLanguage.supportedCodes.sorted())
  }

  @Test("every key is present in every language, and none is empty", arguments: languages)
  func everyKeyEverywhere(_ language: InterludeLanguage) throws {
    let entries = try #require(InterludeStrings.translations[language.code])
    let missing = InterludeStringKey.allCases.filter { entries[$0] == nil }.map(\.rawValue)
    #expect(missing.isEmpty, "\(language) lacks \(missing.count) keys: \(missing)")
    for (key, entry) in entries {
      #expect(
        entry.templates.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty },
        "\(language) \(key)")
    }
  }

  /// A translation keeps every placeholder of the English text, and adds none; a plural form
  /// may leave out its own number ("one second" in words), the `other` form may not.
  @Test("placeholders are the English ones in every translation", arguments: languages)
  func placeholdersConsistent(_ language: InterludeLanguage) throws {
    let entries = try #require(InterludeStrings.translations[language.code])
    for key in InterludeStringKey.allCases {
      guard let english = InterludeStrings.english[key], let entry = entries[key] else { continue }
      let expected = Set(english.templates.flatMap(InterludeStrings.placeholders(in:)))
      switch entry {
      case .text(let text):
        #expect(Set(InterludeStrings.placeholders(in: text)) == expected, "\(language) \(key)")
      case .plural(let argument, let forms):
        #expect(expected.contains(argument), "\(language) \(key): plural of {\(argument)}")
        for (category, form) in forms {
          let found = Set(InterludeStrings.placeholders(in: form))
          let allowed = category == .other ? expected : expected.subtracting([argument])
          #expect(
            found.isSubset(of: expected) && found.isSuperset(of: allowed),
            "\(language) \(key) \(category)")
        }
      }
    }
  }

  /// Where English needs a plural, a language with more than one form lists every form it
  /// uses (CLDR), so no number falls back to a wrong one.
  @Test("plural entries list every form the language uses", arguments: languages)
  func pluralForms(_ language: InterludeLanguage) throws {
    let entries = try #require(InterludeStrings.translations[language.code])
    let used = Set((0...1_000).map { PluralCategory($0, language: language.code) })
    for key in InterludeStringKey.allCases {
      guard case .plural = InterludeStrings.english[key], let entry = entries[key] else { continue }
      switch entry {
      case .text:
        #expect(used == [.other], "\(language) \(key) needs forms \(used)")
      case .plural(_, let forms):
        #expect(
          used.isSubset(of: Set(forms.keys)),
          "\(language) \(key) lacks \(used.subtracting(forms.keys))")
      }
    }
  }

  /// Numbers filled with two digits, texts with a short word.
  @Test("no string is longer than the room its element gives it", arguments: languages)
  func lengths(_ language: InterludeLanguage) {
    for key in InterludeStringKey.allCases {
      guard let limit = key.maximumLength else { continue }
      for template in InterludeStrings.entry(key, in: language).templates {
        var values: [String: Int] = [:]
        for name in InterludeStrings.placeholders(in: template) { values[name] = 12 }
        let text = InterludeStrings.fill(template, values: values, in: language)
        #expect(text.count <= limit, "\(language) \(key): \(text.count) > \(limit): \(text)")
      }
    }
  }

  @Test("tags resolve by language, script and region; unknown ones fall back in order")
  func tagResolution() {
    let cases: [(String, String?)] = [
      ("de-AT", "de"), ("fr_CA", "fr"), ("pt-BR", "pt"), ("iw", "he"), ("zh", "zh-Hans"),
      ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant-CN", "zh-Hant"),
      ("zh-Hans-HK", "zh-Hans"), ("ar-SA", "ar"), ("nb", nil), ("", nil), ("EN", "en"),
    ]
    for (tag, code) in cases {
      #expect(InterludeLanguage(tag: tag)?.code == code, "\(tag)")
    }
    #expect(InterludeLanguage(preferring: ["nb-NO", "sv-SE", "en"]).code == "sv")
    #expect(InterludeLanguage(preferring: ["fi"]) == .english)
  }

  @Test("TC string ConsentLanguage is two letters; GVL translation codes follow the IAB's files")
  func codesForConsent() {
    #expect(InterludeLanguage(tag: "zh-TW")?.consentLanguage == "ZH")
    #expect(InterludeLanguage(tag: "pt-BR")?.consentLanguage == "PT")
    #expect(InterludeLanguage(tag: "pt-BR")?.vendorListTranslationCode == "pt-br")
    #expect(InterludeLanguage(tag: "pt")?.vendorListTranslationCode == "pt-pt")
    #expect(InterludeLanguage(tag: "zh-Hant")?.vendorListTranslationCode == "zh")
    #expect(InterludeLanguage.english.vendorListTranslationCode == nil)
    #expect(InterludeLanguage(tag: "he")?.isRightToLeft == true)
    #expect(InterludeLanguage(tag: "de")?.isRightToLeft == false)
  }

  /// CLDR cardinal rules for integers.
  @Test("plural categories follow CLDR for English, French, Polish, Arabic, Hebrew, Japanese")
  func pluralRules() {
    func forms(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
      numbers.map { PluralCategory($0, language: language) }
    }
    #expect(forms("en", [0, 1, 2]) == [.other, .one, .other])
    #expect(forms("fr", [0, 1, 2]) == [.one, .one, .other])
    #expect(forms("pl", [1, 2, 5, 12, 22, 25]) == [.one, .few, .many, .many, .few, .many])
    #expect(
      forms("ar", [0, 1, 2, 3, 11, 100, 103]) == [.zero, .one, .two, .few, .many, .other, .few])
    #expect(forms("he", [1, 2, 3]) == [.one, .two, .other])
    #expect(forms("ja", [1, 2]) == [.other, .other])
  }

  @Test("plural entries pick their form, and numbers are formatted for the language")
  func filling() throws {
    let english = InterludeLanguage.english
    #expect(InterludeStrings.text(.days, in: english, values: ["n": 1]) == "1 day")
    #expect(InterludeStrings.text(.days, in: english, values: ["n": 548]) == "548 days")
    #expect(
      InterludeStrings.text(.adInPod, in: english, values: ["position": 2, "total": 3])
        == "Ad 2 of 3")
    let saudi = try #require(InterludeLanguage(tag: "ar-SA"))
    #expect(InterludeStrings.number(5, in: saudi) == "٥")
    #expect(
      InterludeStrings.number(1234, in: try #require(InterludeLanguage(tag: "de"))) == "1.234")
  }
}
