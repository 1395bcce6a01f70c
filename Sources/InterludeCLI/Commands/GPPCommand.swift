import InterludeConsent

/// `interlude gpp decode STRING`: decodes an IAB Global Privacy Platform string.
struct GPPCommand: PrivacyStringCommand {
  static let configuration = CommandConfiguration(
    name: "gpp",
    summary: "Decode an IAB GPP (Global Privacy Platform) string.",
    discussion: """
      Prints the header (type, version, section IDs) and every section: tcfeuv2 (2) as its TC
      string; uspv1 (6), usnat (7) and the state sections usca (8), usva (9), usco (10), usut
      (11), usct (12), usfl (13), usmt (14), usor (15), ustx (16), usde (17), usia (18), usne
      (19), usnh (20), usnj (21), ustn (22) and usmn (23) field by field under their IAB names,
      with the GPC subsection's Gpc and GpcSegmentType; any other section raw. --json prints
      headerType, gppVersion, sectionIds and sections (keyed by section ID).

      EXIT STATUS: 0 when the string decodes, 1 when it is invalid or lists sections it does not
      carry (the reason goes to standard error), 2 when the arguments are wrong.
      """,
    arguments: DecodeInvocation.arguments(example: "DBABTA~1YNN", kind: kind),
    options: DecodeInvocation.options)

  static let kind = "GPP"

  let invocation: DecodeInvocation

  static func decode(_ text: String) throws(GPPError) -> GPPString {
    try GPPString(decoding: text)
  }

  static func reason(of error: GPPError) -> String { error.kind.rawValue }

  static func report(of gpp: GPPString) -> Report { Report(gpp) }

  /// A string whose header lists sections it does not carry.
  static func problem(with gpp: GPPString) -> String? {
    guard !gpp.isComplete else { return nil }
    return "\(CLI.name): incomplete GPP string: the header lists \(gpp.header.sectionIDs.count) "
      + "sections but the string carries none\n"
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
  struct Report: Encodable {
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
