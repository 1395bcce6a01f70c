import InterludeConsent
import InterludeInspect
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
    arguments: DecodeInvocation.arguments(example: "2~1.35~dv.9.21", kind: "AC"),
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
    let text = try invocation.string(named: "AC")
    let ac: AdditionalConsentString
    do {
      ac = try AdditionalConsentString(decoding: text)
    } catch {
      errors.write(DecodeInvocation.invalid("AC", reason: error.kind.rawValue, error))
      return .invalidDocument
    }
    let report = Report(
      version: ac.version, consentedAtpIds: ac.consentedATPIDs, disclosedAtpIds: ac.disclosedATPIDs)
    if invocation.json {
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
