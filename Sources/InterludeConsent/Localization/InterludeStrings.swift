import Foundation

/// Interlude's string catalogue: every user-visible string of the ad overlay, the consent layers
/// and the terminal dialogs, in every ``InterludeLanguage``.
///
/// The text types of the ad overlay and the consent layers take their words
/// from here for a language and stay replaceable one by one, so an app can still use its own
/// wording for any string.
package enum InterludeStrings {
  /// The entries of each language, by catalogue code.
  static let translations: [String: [InterludeStringKey: InterludeStringEntry]] = [
    "en": english, "de": german, "fr": french, "es": spanish, "it": italian, "pt": portuguese,
    "nl": dutch, "pl": polish, "sv": swedish, "da": danish, "tr": turkish, "ar": arabic,
    "he": hebrew, "ja": japanese, "ko": korean, "zh-Hans": simplifiedChinese,
    "zh-Hant": traditionalChinese,
  ]

  /// The entry of `key` in `language` (English when the language lacks it).
  package static func entry(
    _ key: InterludeStringKey, in language: InterludeLanguage
  ) -> InterludeStringEntry {
    translations[language.code]?[key] ?? english[key] ?? .text(key.rawValue)
  }

  /// The template of `key` in `language`, its placeholders unfilled; for a plural entry, the
  /// form for `values`.
  package static func template(
    _ key: InterludeStringKey, in language: InterludeLanguage, values: [String: Int] = [:]
  ) -> String {
    entry(key, in: language).template(for: values, language: language.code)
  }

  /// The text of `key` in `language` with each `{name}` of `values` filled by the number
  /// formatted for the language (`٥` in Arabic), and each `{name}` of `texts` by the text.
  package static func text(
    _ key: InterludeStringKey, in language: InterludeLanguage, values: [String: Int] = [:],
    texts: [String: String] = [:]
  ) -> String {
    fill(template(key, in: language, values: values), values: values, texts: texts, in: language)
  }

  /// A text type's string for `key`, filled with `values`: while `template` is still one of the
  /// key's catalogue templates in `language`, the catalogue's form for the numbers; once the app
  /// replaced it, `template` as the app wrote it (one text for every number).
  package static func text(
    _ key: InterludeStringKey, replacing template: String, in language: InterludeLanguage,
    values: [String: Int] = [:]
  ) -> String {
    guard entry(key, in: language).templates.contains(template) else {
      return fill(template, values: values, in: language)
    }
    return text(key, in: language, values: values)
  }

  /// `template` with each `{name}` of `values` replaced by the number formatted for `language`,
  /// and each `{name}` of `texts` by the text.
  package static func fill(
    _ template: String, values: [String: Int], texts: [String: String] = [:],
    in language: InterludeLanguage
  ) -> String {
    var text = template
    for (name, value) in values {
      text = text.replacingOccurrences(of: "{\(name)}", with: number(value, in: language))
    }
    for (name, value) in texts {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }

  /// A whole number as the language writes it (digits of its numbering system, its grouping).
  package static func number(_ value: Int, in language: InterludeLanguage) -> String {
    value.formatted(.number.locale(language.locale))
  }

  /// The placeholders (`{name}`) of a template, in order of appearance.
  package static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
