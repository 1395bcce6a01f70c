/// A CLDR plural category: which form of a word a number takes in a language ("1 day",
/// "2 days"; Polish and Arabic have more forms).
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  /// Arabic 0.
  case zero
  /// The singular (English 1; French and Portuguese 0 and 1).
  case one
  /// Arabic and Hebrew 2.
  case two
  /// Polish 2–4 (not 12–14); Arabic 3–10.
  case few
  /// Polish 5–21 and the like; Arabic 11–99.
  case many
  /// Everything else, and every number in Japanese, Korean and Chinese.
  case other

  /// The category of the whole number `n` in `language` (a catalogue code such as `pl`), by the
  /// CLDR cardinal rules for integers.
  package init(_ n: Int, language: String) {
    let n = abs(n)
    let base = language.split(separator: "-").first.map(String.init) ?? language
    switch base {
    case "ja", "ko", "zh": self = .other
    case "fr", "pt": self = n <= 1 ? .one : .other
    case "he": self = n == 1 ? .one : n == 2 ? .two : .other
    case "pl":
      if n == 1 {
        self = .one
      } else if (2...4).contains(n % 10), !(12...14).contains(n % 100) {
        self = .few
      } else {
        self = .many
      }
    case "ar":
      switch n {
      case 0: self = .zero
      case 1: self = .one
      case 2: self = .two
      case _ where (3...10).contains(n % 100): self = .few
      case _ where (11...99).contains(n % 100): self = .many
      default: self = .other
      }
    default: self = n == 1 ? .one : .other
    }
  }
}
