import InterludeConsent
import InterludeInspect
import InterludeVAST

/// `interlude gpp decode STRING`: decodes an IAB Global Privacy Platform string.
struct GPPCommand: Command {
  static let configuration = CommandConfiguration(
    name: "gpp",
    summary: "Decode an IAB GPP (Global Privacy Platform) string.",
    discussion: """
      Prints the header (type, version, section IDs) and every section: tcfeuv2 (2) as its TC
      string, uspv1 (6), usnat (7), usca (8), usva (9), usco (10), usut (11) and usct (12) field
      by field under their IAB names, and any other section raw. --json prints headerType,
      gppVersion, sectionIds and sections (keyed by section ID).

      EXIT STATUS: 0 when the string decodes, 1 when it is invalid or lists sections it does not
      carry (the reason goes to standard error), 2 when the arguments are wrong.
      """,
    arguments: DecodeInvocation.arguments(example: "DBABTA~1YNN", kind: "GPP"),
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
    let text = try invocation.string(named: "GPP")
    let gpp: GPPString
    do {
      gpp = try GPPString(decoding: text)
    } catch {
      errors.write(DecodeInvocation.invalid("GPP", reason: error.kind.rawValue, error))
      return .invalidDocument
    }
    output.write(invocation.json ? try InspectReport.stableJSON(Report(gpp)) : Self.text(of: gpp))
    guard gpp.isComplete else {
      errors.write(
        "\(CLI.name): incomplete GPP string: the header lists \(gpp.header.sectionIDs.count) "
          + "sections but the string carries none\n")
      return .invalidDocument
    }
    return .success
  }

  /// The decoded string as indented lines.
  static func text(of gpp: GPPString) -> String {
    var lines = [
      "GPP header type \(gpp.header.headerType), version \(gpp.header.gppVersion)",
      "section IDs: \(gpp.header.sectionIDs.map(String.init).joined(separator: ", "))",
    ]
    for section in gpp.sections {
      lines.append("section \(section.id) (\(section.name ?? "unknown")):")
      for field in section.fields {
        lines.append("  \(field.name): \(describe(field.value))")
      }
      if case .tcfEuV2(let tcf) = section { lines += tcStringLines(tcf.tcString) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Section 2's TC string, decoded as `tcf decode` shows it (or why it does not decode).
  private static func tcStringLines(_ text: String) -> [String] {
    do {
      let tc = try TCStringDecoder().decode(text)
      return TCFCommand.summary(of: tc).split(separator: "\n").map { "    " + $0 }
    } catch {
      return ["    the TC string does not decode: \(error)"]
    }
  }

  private static func describe(_ value: GPPFieldValue) -> String {
    switch value {
    case .int(let int): String(int)
    case .ints(let ints): "[" + ints.map(String.init).joined(separator: ", ") + "]"
    case .bool(let bool): String(bool)
    case .string(let string): string
    }
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  private struct Report: Encodable {
    var headerType: Int
    var gppVersion: Int
    var sectionIds: [Int]
    var sections: [String: Fields]

    init(_ gpp: GPPString) {
      headerType = gpp.header.headerType
      gppVersion = gpp.header.gppVersion
      sectionIds = gpp.header.sectionIDs
      sections = Dictionary(gpp.sections.map { (String($0.id), Fields(fields: $0.fields)) }) {
        first, _ in first
      }
    }
  }

  /// One section's fields as a JSON object.
  private struct Fields: Encodable {
    var fields: [GPPField]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for field in fields {
        try container.encode(field.value, forKey: Key(stringValue: field.name))
      }
    }
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
