public import Foundation

/// A language of Interlude's string catalogue, chosen from a language tag or from the user's
/// preferred languages.
///
/// The catalogue has English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
/// Swedish, Danish, Turkish, Arabic, Hebrew, Japanese, Korean and Chinese in simplified and
/// traditional script. A tag is matched by its language (`de-AT` is German, `iw` Hebrew); Chinese
/// by its script or region (`zh-TW`, `zh-HK`, `zh-MO` and `zh-Hant` are traditional, other
/// Chinese tags simplified).
public struct InterludeLanguage: Hashable, Sendable, CustomStringConvertible {
  /// The catalogue code: `de`, `pt`, `zh-Hans`, `zh-Hant` …
  public let code: String
  /// The region of the tag it was chosen from (`BR` in `pt-BR`), upper case; nil when none.
  public let region: String?

  /// The catalogue codes, English first.
  public static let supportedCodes = [
    "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "tr", "ar", "he", "ja", "ko",
    "zh-Hans", "zh-Hant",
  ]

  /// English, the catalogue's fallback.
  public static let english = InterludeLanguage(code: "en", region: nil)

  private init(code: String, region: String?) {
    self.code = code
    self.region = region
  }

  /// The catalogue language of a BCP 47 tag (`fr`, `fr-CA`, `zh_TW`, `pt-BR`), or nil when the
  /// catalogue does not have it.
  public init?(tag: String) {
    let parts = tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
      .split(separator: "-").map(String.init)
    guard let first = parts.first?.lowercased() else { return nil }
    let subtags = parts.dropFirst()
    let region = subtags.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?
      .uppercased()
    let script = subtags.first { $0.count == 4 }?.lowercased()
    let language = first == "iw" ? "he" : first
    if language == "zh" {
      let traditional =
        script == "hant" || (script == nil && ["TW", "HK", "MO"].contains(region ?? ""))
      self.init(code: traditional ? "zh-Hant" : "zh-Hans", region: region)
    } else if Self.supportedCodes.contains(language) {
      self.init(code: language, region: region)
    } else {
      return nil
    }
  }

  /// The first of `tags` the catalogue has, or English.
  public init(preferring tags: [String]) {
    self = tags.lazy.compactMap(InterludeLanguage.init(tag:)).first ?? .english
  }

  /// The user's preferred languages (`Locale.preferredLanguages`) as the catalogue has them.
  package static var preferred: InterludeLanguage {
    InterludeLanguage(preferring: Locale.preferredLanguages)
  }

  /// Whether the language is written right to left (Arabic and Hebrew).
  public var isRightToLeft: Bool { code == "ar" || code == "he" }

  /// The two-letter ISO 639-1 code the TC string's `ConsentLanguage` takes, upper case (`ZH` for
  /// both Chinese scripts).
  package var consentLanguage: String { String(code.prefix(2)).uppercased() }

  /// The locale numbers are formatted with (the language, and its region when the tag had one).
  public var locale: Locale {
    Locale(identifier: region.map { "\(code)-\($0)" } ?? code)
  }

  /// The code of the IAB's Global Vendor List translation for the language
  /// (`purposes-{code}.json`): the ISO 639-1 code in lower case, `pt-br` or `pt-pt` for
  /// Portuguese (Brazil when the tag said so), `zh` for Chinese; nil for English, the list's own.
  public var vendorListTranslationCode: String? {
    switch code {
    case "en": nil
    case "pt": region == "BR" ? "pt-br" : "pt-pt"
    default: String(code.prefix(2))
    }
  }

  /// The catalogue code.
  public var description: String { code }
}
