import InterludeConsent
import InterludeInspect
import InterludeVAST

/// `interlude usp decode STRING`: decodes an IAB US Privacy (CCPA) string.
struct USPCommand: Command {
  static let configuration = CommandConfiguration(
    name: "usp",
    summary: "Decode an IAB US Privacy (CCPA) string.",
    discussion: """
      Prints the version, notice, opt-out of sale and LSPA flags, and whether US Privacy applies
      (1--- says it does not). --json prints version, notice, optOutSale, lspaCovered and
      usPrivacyApplies.

      EXIT STATUS: 0 when the string is valid, 1 when it is invalid (the reason goes to standard
      error), 2 when the arguments are wrong.
      """,
    arguments: DecodeInvocation.arguments(example: "1YNN", kind: "US Privacy"),
    options: DecodeInvocation.options)

  /// The string to decode and the output form.
  let invocation: DecodeInvocation

  init(arguments: ParsedArguments) throws {
    invocation = try DecodeInvocation(arguments: arguments)
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let text = try invocation.string(named: "US Privacy")
    let usp: USPrivacyString
    do {
      usp = try USPrivacyString(validating: text)
    } catch {
      errors.write(DecodeInvocation.invalid("US Privacy", reason: error.kind.rawValue, error))
      return .invalidDocument
    }
    let report = Report(
      version: usp.version, notice: String(usp.noticeGiven.rawValue),
      optOutSale: String(usp.optedOutOfSale.rawValue),
      lspaCovered: String(usp.lspaCovered.rawValue), usPrivacyApplies: usp.usPrivacyApplies)
    if invocation.json {
      output.write(try InspectReport.stableJSON(report))
    } else {
      output.write(
        """
        US Privacy version \(report.version)
          notice: \(report.notice)
          optOutSale: \(report.optOutSale)
          lspaCovered: \(report.lspaCovered)
          usPrivacyApplies: \(report.usPrivacyApplies)

        """)
    }
    return .success
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  private struct Report: Encodable {
    var version: Int
    var notice: String
    var optOutSale: String
    var lspaCovered: String
    var usPrivacyApplies: Bool
  }
}
