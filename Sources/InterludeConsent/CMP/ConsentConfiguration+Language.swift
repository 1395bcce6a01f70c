import Foundation

extension ConsentConfiguration {
  /// What a JSON configuration (or ``language``) says for the automatic language: the user's
  /// preferred languages decide.
  package static let automaticLanguage = "automatic"

  /// The language the consent layer is shown in: the configured ``language`` (a tag the string
  /// catalogue lacks gives English), or, when it is nil or ``automaticLanguage``, the first of
  /// `preferredLanguages` the catalogue has, else English.
  ///
  /// - Parameter preferredLanguages: the user's languages, most preferred first
  ///   (`Locale.preferredLanguages` by default; pass them explicitly to test).
  package func layerLanguage(
    preferring preferredLanguages: [String] = Locale.preferredLanguages
  ) -> InterludeLanguage {
    guard let language, !Self.isAutomatic(language) else {
      return InterludeLanguage(preferring: preferredLanguages)
    }
    return InterludeLanguage(tag: language) ?? .english
  }

  /// Whether a configured language means the automatic choice.
  static func isAutomatic(_ language: String) -> Bool {
    language.trimmingCharacters(in: .whitespaces).lowercased() == automaticLanguage
  }
}
