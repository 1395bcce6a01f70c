extension GPPSection {
  /// Builds a section from its fields keyed by IAB name, exactly as ``fields`` lists them: the
  /// inverse of ``fields``, so `GPPSection(id: s.id, fields: …s.fields…) == s`.
  ///
  /// Section 2 takes `tcString` (which must decode as a TC string), section 5 the fields of
  /// ``GPPTCFCAv1Section/fields``, section 6 `Version`, `Notice`, `OptOutSale` and `LspaCovered`,
  /// the US sections 7 to 27 their version field (`Version`, or `MspaVersion` from 24 on), their
  /// table's fields and optionally their subsection's (`Gpc` with `GpcSegmentType`, or
  /// `SensitiveDataProcessing`), and any other section `raw`.
  ///
  /// - Throws: ``GPPError`` for a missing, unknown or mistyped field or an invalid value.
  package init(id: Int, fields: [String: GPPFieldValue]) throws(GPPError) {
    switch id {
    case GPPTCFEUv2Section.sectionID:
      self = .tcfEuV2(
        try GPPTCFEUv2Section(decoding: try Self.onlyString("tcString", fields, id)[...]))
    case GPPTCFCAv1Section.sectionID:
      self = .tcfCaV1(try GPPTCFCAv1Section(fields: fields))
    case GPPUSPrivacySection.sectionID:
      let flags = ["Notice", "OptOutSale", "LspaCovered"]
      guard Set(fields.keys) == Set(["Version"] + flags),
        case .int(let version)? = fields["Version"]
      else {
        throw GPPError(
          .invalidSection, sectionID: id,
          detail: "uspv1 takes Version (a number), Notice, OptOutSale and LspaCovered")
      }
      var text = String(version)
      for flag in flags {
        guard case .string(let value)? = fields[flag] else {
          throw GPPError(.invalidSection, sectionID: id, detail: "\(flag) is not a string")
        }
        text += value
      }
      self = .usPrivacy(try GPPUSPrivacySection(decoding: text[...]))
    default:
      if let type = Self.usSectionTypes[id] {
        self = try type.init(usFields: fields).gppSection
      } else {
        self = .raw(id: id, payload: try Self.onlyString("raw", fields, id))
      }
    }
  }

  /// The value of `fields` when it is exactly one string field named `name`.
  private static func onlyString(
    _ name: String, _ fields: [String: GPPFieldValue], _ id: Int
  ) throws(GPPError) -> String {
    guard fields.count == 1, case .string(let value)? = fields[name], !value.isEmpty else {
      throw GPPError(
        .invalidSection, sectionID: id, detail: "section \(id) takes one non-empty string, \(name)")
    }
    return value
  }
}
