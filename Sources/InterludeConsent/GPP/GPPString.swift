/// A decoded IAB Global Privacy Platform string: `Header~Section~Section…`.
///
/// A string whose header lists sections but which carries none (`DBABMA`) decodes with an empty
/// ``sections``; any other mismatch between the header and the sections is an error. Decoding never traps on malformed input: every bit read is bounds-checked.
public struct GPPString: Hashable, Sendable {
  /// The header.
  public var header: GPPHeader
  /// The sections, in the order of ``GPPHeader/sectionIDs``.
  public var sections: [GPPSection]

  /// The longest string accepted, far beyond any real GPP string.
  package static let maximumLength = 65_536

  /// Creates a string from its parts.
  public init(header: GPPHeader, sections: [GPPSection]) {
    self.header = header
    self.sections = sections
  }

  /// Decodes a GPP string.
  ///
  /// - Throws: ``GPPError`` describing the first problem found.
  public init(decoding text: String) throws(GPPError) {
    guard !text.isEmpty else { throw GPPError(.empty, detail: "the GPP string is empty") }
    guard text.utf8.count <= Self.maximumLength else {
      throw GPPError(.notGPP, detail: "the string is longer than \(Self.maximumLength) bytes")
    }
    if text.hasPrefix("C") {
      throw GPPError(.bareTCString, detail: "a string starting with C is a bare TCF v2 TC string")
    }
    guard text.hasPrefix("D") else {
      throw GPPError(.notGPP, detail: "a GPP string starts with D (its header type 3)")
    }
    let parts = text.splitASCII(UInt8(ascii: "~"))
    let header = try GPPHeader(decoding: parts[0])
    let payloads = parts.dropFirst()
    guard payloads.isEmpty || payloads.count == header.sectionIDs.count else {
      throw GPPError(
        .sectionCountMismatch,
        detail:
          "the header lists \(header.sectionIDs.count) sections, the string has \(payloads.count)")
    }
    var sections: [GPPSection] = []
    for (id, payload) in zip(header.sectionIDs, payloads) {
      guard !payload.isEmpty else {
        throw GPPError(.invalidSection, sectionID: id, detail: "the section is empty")
      }
      sections.append(try GPPSection(id: id, payload: payload))
    }
    self.init(header: header, sections: sections)
  }

  /// Whether every section the header lists is present (false for a header-only string).
  package var isComplete: Bool { sections.count == header.sectionIDs.count }

  /// The section with this ID, if present.
  public func section(id: Int) -> GPPSection? {
    sections.first { $0.id == id }
  }
}
