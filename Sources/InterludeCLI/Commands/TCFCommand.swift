import Foundation
import InterludeConsent

/// `interlude tcf decode|encode`: decodes an IAB TCF v2 TC string, or encodes one from JSON.
struct TCFCommand: Command {
  static let configuration = CommandConfiguration(
    name: "tcf",
    summary: "Decode an IAB TCF v2 TC string, or encode one from JSON.",
    discussion: """
      tcf decode <string> prints a summary of the string, the Google Consent Mode v2 signals it
      gives (ad_storage, analytics_storage, ad_user_data, ad_personalization, after Google's
      TCF mapping for vendor 755; a string that breaks a TCF rule grants none), why each
      denied signal is denied (vendor 755 has no consent for purpose 1…), and its TCF
      2.2/2.3 policy findings (legitimate interest for purpose 1 or 3 to 6 is an error; CMP id
      0, which no CMP is registered under, a warning); --json prints the decoded fields,
      policyChecks, googleConsentMode and googleConsentModeDenials (each denied signal and
      why) as JSON instead. The string may be - to read it from
      standard input. Malformed optional segments are rejected unless --lenient is given,
      which drops them with a warning.

      \(DecodeLines.discussion(kind: "TC"))
      Each object's policyChecks has the string's TCF 2.2 findings; --lenient applies to
      every line, and what it drops is listed under "warnings".

      tcf encode --json <file> reads that JSON shape from a file (or - for standard input) and
      prints the TC string. Vendor sections take the shorter of bitfield and ranges; --padding
      picks blocks (24 bits, as iabtcf-es; the default), bytes (as Go encoders) or minimal.

      EXIT STATUS: 0 when the string is valid (warnings allowed), 1 when it cannot be decoded
      or encoded or breaks a TCF 2.2 rule (the reason goes to standard error), 2 when the input
      cannot be read or is empty or the arguments are wrong.
      """,
    arguments: [
      ArgumentSpec(name: "verb", help: "decode or encode."),
      ArgumentSpec(
        name: "input",
        help: "decode: the TC string (or - for stdin; --lines: a file of them or -); "
          + "encode: the JSON file or -.",
        isOptional: true),
    ],
    options: [
      .flag("json", help: "decode: print JSON; encode: read the JSON input."),
      .flag("lenient", help: "decode: drop malformed optional segments instead of failing."),
      .option("padding", valueName: "style", help: "encode: blocks (default), bytes or minimal."),
      DecodeLines.option,
    ])

  /// What the command does.
  enum Verb: String, Sendable {
    case decode, encode
  }

  /// The verb given.
  let verb: Verb
  /// The string (decode) or JSON source (encode).
  let input: String
  /// Whether `--json` was given.
  let json: Bool
  /// Whether `--lenient` was given.
  let lenient: Bool
  /// The padding for encoding.
  let padding: TCFPadding
  /// Whether `--lines` was given: ``input`` is a file of strings, one per line.
  let lines: Bool

  init(arguments: ParsedArguments) throws {
    guard let verbText = arguments.positional(0), let verb = Verb(rawValue: verbText) else {
      throw CLIError.usage("the first argument must be decode or encode")
    }
    lines = arguments.has("lines")
    if lines, verb != .decode {
      throw CLIError.usage("--lines reads strings to decode: tcf decode --lines FILE")
    }
    guard let input = arguments.positional(1) ?? (lines ? "-" : nil) else {
      throw CLIError.usage(
        verb == .decode ? "decode needs a TC string" : "encode needs --json <file> (or -)")
    }
    self.verb = verb
    self.input = input
    json = arguments.has("json")
    lenient = arguments.has("lenient")
    switch arguments.value(of: "padding") {
    case nil, "blocks": padding = .base64Blocks
    case "bytes": padding = .bytes
    case "minimal": padding = .minimal
    case let other?:
      throw CLIError.usage("--padding takes blocks, bytes or minimal, not '\(other)'")
    }
    if verb == .encode, !json {
      throw CLIError.usage("encode reads JSON: give --json <file> (or - for stdin)")
    }
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    switch verb {
    case .decode where lines:
      return try await decodeLines(context: context, output: &output, errors: &errors)
    case .decode:
      return try decode(context: context, output: &output, errors: &errors)
    case .encode:
      return try await encode(context: context, output: &output, errors: &errors)
    }
  }

  private func decode(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) throws -> ExitCode {
    var text = input
    if input == "-" {
      text = String(decoding: context.readStandardInput(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    // Empty input is unusable input (exit 2), as for every decoder.
    let string = try DecodeInvocation(text: text, json: json).string(named: "TC")
    let tcString: TCString
    do {
      tcString = try TCStringDecoder(segmentPolicy: lenient ? .lenient : .strict).decode(string)
    } catch {
      if let hint = PrivacyStringKind.hint(for: string, expected: .tcf) {
        errors.write(ErrorRenderer.line("invalid TC string: \(hint)"))
      } else {
        errors.write(DecodeInvocation.invalid("TC", error))
      }
      return .invalidDocument
    }
    for warning in tcString.decodingWarnings {
      errors.write(ErrorRenderer.warning(warning))
    }
    let checks = tcString.policyChecks
    if json {
      let data = try TCFDecodeReport(tcString, includingWarnings: false).jsonData()
      output.write(String(decoding: data, as: UTF8.self) + "\n")
    } else {
      output.write(Self.summary(of: tcString))
    }
    for finding in checks.findings where finding.severity == .error {
      errors.write(
        ErrorRenderer.line("breaks TCF rule \(finding.check.rawValue): \(finding.message)"))
    }
    return checks.isValid ? .success : .invalidDocument
  }

  /// `decode --lines`: one JSON object per line of the input.
  private func decodeLines(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let decoder = TCStringDecoder(segmentPolicy: lenient ? .lenient : .strict)
    var denialReasons = GoogleConsentMode.DenialReasons()
    return try await DecodeLines(argument: input).run(
      kind: "TC", context: context, output: &output, errors: &errors
    ) { text -> DecodeLines.Outcome in
      guard !text.isEmpty else { return .invalid("the TC string is empty") }
      let tcString: TCString
      do {
        tcString = try decoder.decode(text)
      } catch {
        return .invalid(ErrorSentence.describe(error))
      }
      let checks = tcString.policyChecks
      // `isValid` first: most strings are, and the findings are then not needed.
      let broken = checks.isValid ? [] : checks.findings.filter { $0.severity == .error }
      let problem = broken.map { "breaks TCF rule \($0.check.rawValue): \($0.message)" }
      return .decoded(
        TCFDecodeReport(tcString, includingWarnings: true, denialReasons: &denialReasons),
        problem: problem.isEmpty ? nil : problem.joined(separator: "; "))
    }
  }

  private func encode(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let source = try DocumentSource(argument: input)
    let data = try await source.load(in: context)
    let value: TCStringJSON
    do {
      value = try JSONDecoder().decode(TCStringJSON.self, from: data)
    } catch {
      throw CLIError.unusableInput(
        ErrorSentence.decoding(error, data: data, name: source.displayName)
          + " (tcf encode reads the JSON tcf decode --json prints)")
    }
    do {
      let tcString = try value.tcString()
      output.write(try TCStringEncoder(padding: padding).encode(tcString) + "\n")
      // The string is still printed, but one that breaks a rule exits 1, as help says.
      let broken = tcString.policyChecks.findings.filter { $0.severity == .error }
      for finding in broken {
        errors.write(
          ErrorRenderer.line(
            "the encoded string breaks TCF rule \(finding.check.rawValue): \(finding.message)"))
      }
      return broken.isEmpty ? .success : .invalidDocument
    } catch {
      errors.write(ErrorRenderer.line("cannot encode: \(ErrorSentence.describe(error))"))
      return .invalidDocument
    }
  }

  /// A text summary: one line per field group, then the policy findings.
  static func summary(of tc: TCString) -> String {
    let json = TCStringJSON(tc)
    func list(_ ids: [Int]) -> String {
      guard !ids.isEmpty else { return "none" }
      let shown = ids.prefix(24).map(String.init).joined(separator: ",")
      return ids.count > 24 ? "\(shown),… (\(ids.count) in all)" : shown
    }
    func vendors(_ set: VendorSet) -> String {
      let form = set.isRangeEncoding ? "ranges" : "bitfield"
      return "\(set.ids.count) of max \(set.maxVendorId) (\(form)): \(list(set.ids))"
    }
    func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
    var lines = [
      "TC string v\(tc.version), policy version \(tc.tcfPolicyVersion), \(tc.segmentCount) "
        + "segment\(tc.segmentCount == 1 ? "" : "s")",
      "created:               \(json.created)",
      "last updated:          \(json.lastUpdated)",
      "CMP:                   \(tc.cmpId) version \(tc.cmpVersion), screen \(tc.consentScreen)",
      "language, GVL:         \(tc.consentLanguage), vendor list \(tc.vendorListVersion)",
      "publisher country:     \(tc.publisherCC)",
      "service-specific:      \(yes(tc.isServiceSpecific)); non-standard texts: "
        + "\(yes(tc.useNonStandardTexts)); purpose one treatment: \(yes(tc.purposeOneTreatment))",
      "special features:      \(list(tc.specialFeatureOptIns))",
      "purposes consent:      \(list(tc.purposesConsent))",
      "purposes LI:           \(list(tc.purposesLITransparency))",
      "vendor consents:       \(vendors(tc.vendorConsents))",
      "vendor LI:             \(vendors(tc.vendorLegitimateInterests))",
      "Google consent mode:   "
        + GoogleConsentMode.evaluate(gdprApplies: true, tcString: tc).summary,
    ]
    for (name, reason) in GoogleConsentMode.denials(gdprApplies: true, tcString: tc) {
      lines.append("  \(name) denied: \(reason)")
    }
    for restriction in tc.publisherRestrictions {
      lines.append(
        "restriction:           purpose \(restriction.purposeId) \(restriction.restrictionType): "
          + list(restriction.vendorIds))
    }
    if let disclosed = tc.disclosedVendors {
      lines.append("disclosed vendors:     \(vendors(disclosed))")
    }
    if let allowed = tc.allowedVendorsLegacy {
      lines.append("allowed (legacy):      \(vendors(allowed))")
    }
    if let publisher = tc.publisherTC {
      lines.append(
        "publisher TC:          consent \(list(publisher.pubPurposesConsent)); LI "
          + "\(list(publisher.pubPurposesLITransparency)); \(publisher.numCustomPurposes) custom "
          + "(consent \(list(publisher.customPurposesConsent)), LI "
          + "\(list(publisher.customPurposesLITransparency)))")
    }
    let findings = tc.policyChecks.findings
    lines.append(
      findings.isEmpty ? "policy:                conforms to TCF 2.2 and 2.3" : "policy:")
    lines += findings.map { "  \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
