import Foundation
import InterludeConsent

/// `interlude gpp decode STRING`: decodes an IAB Global Privacy Platform string;
/// `interlude gpp encode FILE|-` encodes one from the JSON `decode --json` prints.
struct GPPCommand: PrivacyStringCommand {
  static let configuration = CommandConfiguration(
    name: "gpp",
    summary: "Decode an IAB GPP (Global Privacy Platform) string, or encode one from JSON.",
    discussion: """
      Prints the header (type, version, section IDs) and every section: tcfeuv2 (2) as its TC
      string; tcfcav1 (5) with its publisher purposes and disclosed vendors subsections, uspv1
      (6), usnat (7) and the state sections usca (8), usva (9), usco (10), usut
      (11), usct (12), usfl (13), usmt (14), usor (15), ustx (16), usde (17), usia (18), usne
      (19), usnh (20), usnj (21), ustn (22), usmn (23), usmd (24), usin (25), usky (26) and
      usri (27) field by field under their IAB names, with the subsection's fields (Gpc and
      GpcSegmentType, or Indiana's, Kentucky's and Rhode Island's SensitiveDataProcessing);
      any other section raw. --json prints
      headerType, gppVersion, sectionIds and sections (keyed by section ID).

      gpp encode <file> reads exactly that JSON from a file (or - for standard input) and
      prints the string; decoding it gives back the same JSON. TCF Canada and US sections are
      written as iabgpp-es writes them; a raw section is written as its text.

      A section that does not decode by its specification (a tcfeuv2 payload that is no TC
      string, a value a US section's specification does not define, a usnat core of a length
      neither version gives) makes the string invalid.

      \(DecodeLines.discussion(kind: "GPP"))

      EXIT STATUS: 0 when the string decodes, 1 when it is invalid (the reason, with the
      section, goes to standard error, and nothing to standard output) or lists sections it
      does not carry, 2 when the string is empty, the JSON input cannot be read or the
      arguments are wrong.
      """,
    arguments: [
      ArgumentSpec(name: "action", help: "What to do: decode or encode."),
      ArgumentSpec(
        name: "input",
        help: "decode: the GPP string, such as DBABTA~1YNN (--lines: a file of them or -); "
          + "encode: the JSON file or -.",
        isOptional: true),
    ],
    options: [
      .flag("json", help: "decode: print the decoded string as JSON."), DecodeLines.option,
    ])

  static let kind = "GPP"

  let invocation: DecodeInvocation
  /// For `encode`: the JSON file, or `-` for standard input; nil for `decode`.
  let encodeInput: String?

  init(invocation: DecodeInvocation) {
    self.init(invocation: invocation, encodeInput: nil)
  }

  private init(invocation: DecodeInvocation, encodeInput: String?) {
    self.invocation = invocation
    self.encodeInput = encodeInput
  }

  /// Reads `decode STRING [--json]` or `encode FILE|-`.
  init(arguments: ParsedArguments) throws {
    guard arguments.positional(0) == "encode" else {
      self.init(invocation: try DecodeInvocation(arguments: arguments, argumentName: "input"))
      return
    }
    guard let input = arguments.positional(1), !input.isEmpty else {
      throw CLIError.usage("encode needs a JSON file (or - for standard input)")
    }
    self.init(invocation: DecodeInvocation(text: "", json: false), encodeInput: input)
  }

  /// Decodes and prints, or encodes the JSON input and prints the string.
  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    guard let encodeInput else {
      return try await decodeAndPrint(context: context, output: &output, errors: &errors)
    }
    let source = try DocumentSource(argument: encodeInput)
    let data = try await source.load(in: context)
    let input: EncodeInput
    do {
      input = try JSONDecoder().decode(EncodeInput.self, from: data)
    } catch {
      throw CLIError.unusableInput(
        ErrorSentence.decoding(error, data: data, name: source.displayName)
          + " (gpp encode reads the JSON gpp decode --json prints)")
    }
    do throws(GPPError) {
      output.write(try input.gppString().encoded + "\n")
      return .success
    } catch {
      errors.write(DecodeInvocation.invalid(Self.kind, error))
      return .invalidDocument
    }
  }

  static func decode(_ text: String) throws(GPPError) -> GPPString {
    try GPPString(decoding: text)
  }

  static func report(of gpp: GPPString) -> Report { Report(gpp) }

  /// A string whose header lists sections it does not carry.
  static func problem(with gpp: GPPString) -> String? {
    guard !gpp.isComplete else { return nil }
    return "incomplete GPP string: the header lists \(gpp.header.sectionIDs.count) "
      + "sections but the string carries none"
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
      return ["    the TC string does not decode: \(ErrorSentence.describe(error))"]
    }
  }

  /// A value as text; a bitfield as the IDs it sets and its length (`[1, 3] of 24`), range
  /// records as `key 1 type 0: [4, 5]`.
  private static func describe(_ value: GPPFieldValue) -> String {
    switch value {
    case .int(let int): String(int)
    case .ints(let ints): list(ints)
    case .bool(let bool): String(bool)
    case .string(let string): string
    case .bools(let bits):
      list(bits.indices.filter { bits[$0] }.map { $0 + 1 }) + " of \(bits.count)"
    case .rangeEntries(let entries):
      entries.isEmpty
        ? "none"
        : entries.map { "key \($0.key) type \($0.type): \(list($0.ids))" }
          .joined(separator: "; ")
    }
  }

  private static func list(_ ints: [Int]) -> String {
    "[" + ints.map(String.init).joined(separator: ", ") + "]"
  }

  /// The JSON form, keyed as the fixture's `expected` objects are.
  struct Report: JSONLineWritable {
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
  struct Fields: Encodable {
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
