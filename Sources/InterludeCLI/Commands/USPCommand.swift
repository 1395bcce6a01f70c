import InterludeConsent

/// `interlude usp decode STRING`: decodes an IAB US Privacy (CCPA) string.
struct USPCommand: PrivacyStringCommand {
  static let configuration = CommandConfiguration(
    name: "usp",
    summary: "Decode an IAB US Privacy (CCPA) string.",
    discussion: """
      Prints the version, notice, opt-out of sale and LSPA flags, and whether US Privacy applies
      (1--- says it does not). --json prints version, notice, optOutSale, lspaCovered and
      usPrivacyApplies.

      \(DecodeLines.discussion(kind: "US Privacy"))

      EXIT STATUS: 0 when the string is valid, 1 when it is invalid (the reason goes to standard
      error), 2 when the string is empty or the arguments are wrong.
      """,
    arguments: DecodeInvocation.arguments(example: "1YNN", kind: kind),
    options: DecodeInvocation.options)

  static let kind = "US Privacy"

  let invocation: DecodeInvocation

  static func decode(_ text: String) throws(USPrivacyError) -> USPrivacyString {
    try USPrivacyString(validating: text)
  }

  static func report(of usp: USPrivacyString) -> Report {
    Report(
      version: usp.version, notice: String(usp.noticeGiven.rawValue),
      optOutSale: String(usp.optedOutOfSale.rawValue),
      lspaCovered: String(usp.lspaCovered.rawValue), usPrivacyApplies: usp.usPrivacyApplies)
  }

  static func text(of usp: USPrivacyString) -> String {
    let report = report(of: usp)
    return """
      US Privacy version \(report.version)
        notice: \(report.notice)
        optOutSale: \(report.optOutSale)
        lspaCovered: \(report.lspaCovered)
        usPrivacyApplies: \(report.usPrivacyApplies)

      """
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  struct Report: JSONLineWritable {
    var version: Int
    var notice: String
    var optOutSale: String
    var lspaCovered: String
    var usPrivacyApplies: Bool
  }
}
