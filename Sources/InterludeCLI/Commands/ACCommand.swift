import InterludeConsent

/// `interlude ac decode STRING`: decodes a Google Additional Consent string.
struct ACCommand: PrivacyStringCommand {
  static let configuration = CommandConfiguration(
    name: "ac",
    summary: "Decode a Google Additional Consent (AC) string.",
    discussion: """
      Prints the version, the consented Google ATP IDs and (version 2) the ATP IDs disclosed
      without consent. --json prints version, consentedAtpIds and disclosedAtpIds.

      \(DecodeLines.discussion(kind: "AC"))

      EXIT STATUS: 0 when the string is valid, 1 when it is invalid (the reason goes to standard
      error), 2 when the string is empty or the arguments are wrong.
      """,
    arguments: DecodeInvocation.arguments(example: "2~1.35~dv.9.21", kind: kind),
    options: DecodeInvocation.options)

  static let kind = "AC"

  let invocation: DecodeInvocation

  static func decode(_ text: String) throws(AdditionalConsentError) -> AdditionalConsentString {
    try AdditionalConsentString(decoding: text)
  }

  static func report(of ac: AdditionalConsentString) -> Report {
    Report(
      version: ac.version, consentedAtpIds: ac.consentedATPIDs, disclosedAtpIds: ac.disclosedATPIDs)
  }

  static func text(of ac: AdditionalConsentString) -> String {
    let consented = ac.consentedATPIDs.map(String.init).joined(separator: ", ")
    let disclosed = ac.disclosedATPIDs.map(String.init).joined(separator: ", ")
    return """
      Additional Consent version \(ac.version)
        consented ATP IDs: \(consented.isEmpty ? "none" : consented)
        disclosed ATP IDs: \(disclosed.isEmpty ? "none" : disclosed)

      """
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  struct Report: JSONLineWritable {
    var version: Int
    var consentedAtpIds: [Int]
    var disclosedAtpIds: [Int]
  }
}
