/// What kind of privacy string a pasted string looks like, to say so when it was given to the
/// wrong decoder (`tcf decode 1YNN`).
enum PrivacyStringKind: String, CaseIterable {
  /// A US Privacy string: `1YNN`, a version digit then three of `Y`, `N`, `-`.
  case usPrivacy = "usp"
  /// A GPP string: a header section starting `D` and sections separated by `~`.
  case gpp
  /// A Google Additional Consent string: `2~1.35.41~dv.` or `1~1.35`.
  case additionalConsent = "ac"
  /// A TC string: base64url, starting with `C` (version 2) or `B` (version 1).
  case tcf

  /// What the string looks like, by its shape alone; nil when it looks like none of them.
  static func guess(_ string: String) -> PrivacyStringKind? {
    if string.count == 4, string.first?.isNumber == true,
      string.dropFirst().allSatisfy({ "YNyn-".contains($0) })
    {
      return .usPrivacy
    }
    if string.hasPrefix("D"), string.contains("~") { return .gpp }
    if let first = string.first, "12".contains(first), string.dropFirst().hasPrefix("~") {
      return .additionalConsent
    }
    if let first = string.first, "CB".contains(first),
      string.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) })
    {
      return .tcf
    }
    return nil
  }

  /// `a US Privacy string`, for messages.
  var name: String {
    switch self {
    case .usPrivacy: "a US Privacy string"
    case .gpp: "a GPP string"
    case .additionalConsent: "an Additional Consent string"
    case .tcf: "a TC string"
    }
  }

  /// The hint for a string of this kind given to the decoder of `expected`: `it looks like a US
  /// Privacy string: try 'interlude usp decode 1YNN'`; nil when it looks like what was expected.
  static func hint(for string: String, expected: PrivacyStringKind) -> String? {
    guard let kind = guess(string), kind != expected else { return nil }
    return "it looks like \(kind.name): try '\(CLI.name) \(kind.rawValue) decode \(string)'"
  }
}
