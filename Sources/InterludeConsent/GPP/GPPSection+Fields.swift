extension GPPSection {
  /// Builds a section from its fields keyed by IAB name, exactly as ``fields`` lists them: the
  /// inverse of ``fields``, so `GPPSection(id: s.id, fields: …s.fields…) == s`.
  ///
  /// Section 2 takes `tcString`, section 6 `Version`, `Notice`, `OptOutSale` and `LspaCovered`,
  /// the US sections 7 to 23 `Version`, their table's fields and optionally `Gpc` with
  /// `GpcSegmentType`, and any other section `raw`.
  ///
  /// - Throws: ``GPPError`` for a missing, unknown or mistyped field or an invalid value.
  package init(id: Int, fields: [String: GPPFieldValue]) throws(GPPError) {
    switch id {
    case GPPTCFEUv2Section.sectionID:
      self = .tcfEuV2(GPPTCFEUv2Section(tcString: try Self.onlyString("tcString", fields, id)))
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
    case USNatSection.sectionID: self = .usNat(try USNatSection(usFields: fields))
    case USCASection.sectionID: self = .usCA(try USCASection(usFields: fields))
    case USVASection.sectionID: self = .usVA(try USVASection(usFields: fields))
    case USCOSection.sectionID: self = .usCO(try USCOSection(usFields: fields))
    case USUTSection.sectionID: self = .usUT(try USUTSection(usFields: fields))
    case USCTSection.sectionID: self = .usCT(try USCTSection(usFields: fields))
    case USFLSection.sectionID: self = .usFL(try USFLSection(usFields: fields))
    case USMTSection.sectionID: self = .usMT(try USMTSection(usFields: fields))
    case USORSection.sectionID: self = .usOR(try USORSection(usFields: fields))
    case USTXSection.sectionID: self = .usTX(try USTXSection(usFields: fields))
    case USDESection.sectionID: self = .usDE(try USDESection(usFields: fields))
    case USIASection.sectionID: self = .usIA(try USIASection(usFields: fields))
    case USNESection.sectionID: self = .usNE(try USNESection(usFields: fields))
    case USNHSection.sectionID: self = .usNH(try USNHSection(usFields: fields))
    case USNJSection.sectionID: self = .usNJ(try USNJSection(usFields: fields))
    case USTNSection.sectionID: self = .usTN(try USTNSection(usFields: fields))
    case USMNSection.sectionID: self = .usMN(try USMNSection(usFields: fields))
    default: self = .raw(id: id, payload: try Self.onlyString("raw", fields, id))
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
