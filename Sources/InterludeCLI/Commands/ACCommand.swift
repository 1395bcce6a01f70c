import InterludeConsent
import InterludeVAST

/// `interlude ac decode STRING`: decodes a Google Additional Consent string.
struct ACCommand: Command {
  static let configuration = CommandConfiguration(
    name: "ac",
    summary: "Decode a Google Additional Consent (AC) string.",
    discussion: """
      Prints the version, the consented Google ATP IDs and (version 2) the ATP IDs disclosed
      without consent. --json prints version, consentedAtpIds and disclosedAtpIds.

      EXIT STATUS: 0 when the string is valid, 1 when it is invalid (the reason goes to standard
      error), 2 when the arguments are wrong.
      """,
    arguments: [
      ArgumentSpec(name: "action", help: "What to do: decode."),
      ArgumentSpec(name: "string", help: "The AC string, such as 2~1.35~dv.9.21."),
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
    guard !text.isEmpty else { throw CLIError.unusableInput("the AC string is empty") }
    let ac: AdditionalConsentString
    do {
      ac = try AdditionalConsentString(decoding: text)
    } catch {
      errors.write("\(CLI.name): invalid AC string (\(error.kind.rawValue)): \(error)\n")
      return .invalidDocument
    }
    let report = Report(
      version: ac.version, consentedAtpIds: ac.consentedATPIDs, disclosedAtpIds: ac.disclosedATPIDs)
    if json {
      output.write(try InspectReport.stableJSON(report))
    } else {
      let consented = ac.consentedATPIDs.map(String.init).joined(separator: ", ")
      let disclosed = ac.disclosedATPIDs.map(String.init).joined(separator: ", ")
      output.write(
        """
        Additional Consent version \(ac.version)
          consented ATP IDs: \(consented.isEmpty ? "none" : consented)
          disclosed ATP IDs: \(disclosed.isEmpty ? "none" : disclosed)

        """)
    }
    return .success
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  private struct Report: Encodable {
    var version: Int
    var consentedAtpIds: [Int]
    var disclosedAtpIds: [Int]
  }
}
