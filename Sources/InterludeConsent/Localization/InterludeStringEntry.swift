/// One key's text in one language: a plain template, or forms by plural category of one of its
/// numbers.
///
/// A translation file writes a plain entry as a string literal and a plural one with
/// ``plural(_:zero:one:two:few:many:other:)``.
public enum InterludeStringEntry: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The same template for every number.
  case text(String)
  /// A template per plural category of the placeholder `argument`; a category the language
  /// does not list falls back to `other`.
  case plural(argument: String, forms: [PluralCategory: String])

  /// A plain entry.
  public init(stringLiteral value: String) { self = .text(value) }

  /// A plural entry: forms by the category of the number filling `{argument}`.
  public static func plural(
    _ argument: String, zero: String? = nil, one: String? = nil, two: String? = nil,
    few: String? = nil, many: String? = nil, other: String
  ) -> Self {
    var forms: [PluralCategory: String] = [.other: other]
    for (category, form) in [
      (PluralCategory.zero, zero), (.one, one), (.two, two), (.few, few),
      (.many, many),
    ] {
      if let form { forms[category] = form }
    }
    return .plural(argument: argument, forms: forms)
  }

  /// Every template of the entry (one, or one per plural form).
  package var templates: [String] {
    switch self {
    case .text(let text): [text]
    case .plural(_, let forms): PluralCategory.allCases.compactMap { forms[$0] }
    }
  }

  /// The template for `values` in `language`.
  func template(for values: [String: Int], language: String) -> String {
    switch self {
    case .text(let text): return text
    case .plural(let argument, let forms):
      let category = PluralCategory(values[argument] ?? 0, language: language)
      return forms[category] ?? forms[.other] ?? ""
    }
  }
}
