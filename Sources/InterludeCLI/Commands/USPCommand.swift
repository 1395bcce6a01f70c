import InterludeConsent
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
    arguments: [
      ArgumentSpec(name: "action", help: "What to do: decode."),
      ArgumentSpec(name: "string", help: "The US Privacy string, such as 1YNN."),
    ],
    options: [.flag("json", help: "Print the decoded string as JSON.")])

  /// The string to decode.
  let text: String
  /// Whether to print JSON.
  let json: Bool

  init(arguments: ParsedArguments) throws {
    guard arguments.positional(0) == "decode" else {
      throw CLIError.usage("unknown action '\(arguments.positional(0) ?? "")'; expected decode")
    }
    text = arguments.positional(1) ?? ""
    json = arguments.has("json")
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    guard !text.isEmpty else { throw CLIError.unusableInput("the US Privacy string is empty") }
    let usp: USPrivacyString
    do {
      usp = try USPrivacyString(validating: text)
    } catch {
      errors.write("\(CLI.name): invalid US Privacy string (\(error.kind.rawValue)): \(error)\n")
      return .invalidDocument
    }
    let report = Report(
      version: usp.version, notice: String(usp.noticeGiven.rawValue),
      optOutSale: String(usp.optedOutOfSale.rawValue),
      lspaCovered: String(usp.lspaCovered.rawValue), usPrivacyApplies: usp.usPrivacyApplies)
    if json {
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
