import InterludeConsent

extension GPPCommand {
  /// The JSON `gpp encode` reads: the shape ``Report`` writes (headerType, gppVersion,
  /// sectionIds, and sections keyed by section ID with their IAB-named fields).
  struct EncodeInput: Decodable {
    var headerType: Int
    var gppVersion: Int
    var sectionIds: [Int]
    var sections: [String: [String: GPPFieldValue]]

    /// The string: the header, then each listed section built from its fields, in the order of
    /// `sectionIds`; no sections at all gives a header-only string.
    ///
    /// - Throws: ``GPPError`` for an unsupported header, a section the header does not list or
    ///   one it lists but the input lacks, or a section whose fields do not build.
    func gppString() throws(GPPError) -> GPPString {
      guard headerType == 3 else {
        throw GPPError(.unsupportedHeaderType, detail: "header type is \(headerType), not 3")
      }
      guard gppVersion == 1 else {
        throw GPPError(.unsupportedVersion, detail: "GPP version \(gppVersion) is not supported")
      }
      let listed = Set(sectionIds.map(String.init))
      guard sections.isEmpty || Set(sections.keys) == listed else {
        throw GPPError(
          .sectionCountMismatch,
          detail: "sectionIds lists \(sectionIds.sorted()), sections has "
            + "\(sections.keys.sorted())")
      }
      var built: [GPPSection] = []
      for id in sectionIds {
        guard let fields = sections[String(id)] else { continue }
        built.append(try GPPSection(id: id, fields: fields))
      }
      return GPPString(
        header: GPPHeader(headerType: headerType, gppVersion: gppVersion, sectionIDs: sectionIds),
        sections: built)
    }
  }
}
