extension IABTCFStorage {
  /// The batch that stores a GPP string as the GPP CMP API's in-app section has it, and removes
  /// every `IABGPP_*` key it does not write (a section dropped from the string leaves nothing
  /// behind).
  ///
  /// Written: `IABGPP_HDR_Version`, `IABGPP_HDR_Sections`, `IABGPP_HDR_GppString`,
  /// `IABGPP_GppSID`, `IABGPP_{id}_String` for every section (its text exactly as it is in
  /// `gppString`, never re-encoded), and the pre-parsed fields the GPP CMP API lists for each
  /// decoded US section (`IABGPP_USP1_OptOut`, `IABGPP_USNAT_SaleOptOut` …).
  /// `IABUSPrivacy_String` is written for apps that still read it (the `uspv1` section, else
  /// derived from the California, national or other US section in force), and removed when the
  /// string derives none.
  ///
  /// - Parameters:
  ///   - gppString: A complete GPP string (every section the header lists is present).
  ///   - applicableSections: The section ids in force (`IABGPP_GppSID`); every section of the
  ///     string when nil.
  /// - Throws: ``GPPError`` when the string does not decode, carries only a header
  ///   (``GPPError/Kind/sectionCountMismatch``), or `applicableSections` names a section the
  ///   string does not have (``GPPError/Kind/invalidSectionIDs``).
  public func gppBatch(
    for gppString: String, applicableSections: [Int]? = nil
  ) throws(GPPError) -> ConsentStoreBatch {
    let decoded = try GPPString(decoding: gppString)
    guard decoded.isComplete else {
      throw GPPError(
        .sectionCountMismatch,
        detail: "the string carries no section, so it has no section string to store")
    }
    let inForce = applicableSections ?? decoded.header.sectionIDs
    if let missing = inForce.first(where: { !decoded.header.sectionIDs.contains($0) }) {
      throw GPPError(
        .invalidSectionIDs, sectionID: missing,
        detail: "section \(missing) is said to apply but the string does not carry it")
    }
    let payloads = gppString.split(separator: "~", omittingEmptySubsequences: false).dropFirst()
    var values = IABGPPValues(
      version: String(decoded.header.gppVersion), sections: decoded.header.sectionIDs,
      gppString: gppString, gppSID: inForce)
    for (section, payload) in zip(decoded.sections, payloads) {
      values.sectionStrings[section.id] = String(payload)
      values.fields.merge(Self.preParsedFields(of: section)) { _, new in new }
    }
    var batch = batch(for: values)
    let usPrivacy = Self.usPrivacy(derivedFrom: decoded, applicableSections: inForce)
    batch.set(usPrivacy?.description, forKey: IABTCFKeys.usPrivacyString)
    return batch
  }

  /// The pre-parsed `IABGPP_{prefix}_{field}` values of a section, keyed by the part after
  /// `IABGPP_`, converted as the GPP CMP API's in-app section says (Boolean → Integer 0/1,
  /// Integer unchanged, String unchanged, a list → its items joined by `_`, a bitfield → its
  /// set IDs joined by `_`, range records → `id:type` pairs joined by `_`).
  ///
  /// - `uspv1` uses the key names the CMP API lists: `USP1_Version`, `USP1_Notice`,
  ///   `USP1_OptOut`, `USP1_LSPACovered` (the flags as `Y`, `N` or `-`).
  /// - A decoded US national or state section uses its API prefix in capitals and the IAB field
  ///   names of its specification: `USNAT_SaleOptOut`, `USCA_SensitiveDataProcessing`
  ///   (`"0_1_2…"`, one 2-bit value per category), `USNAT_Gpc`.
  /// - Section 2 has none here (its fields are the `IABTCF_*` keys), nor have section 5
  ///   (`tcfcav1`) and a section this module keeps raw.
  package static func preParsedFields(of section: GPPSection) -> [String: ConsentValue] {
    switch section {
    case .usPrivacy(let usp):
      let string = usp.usPrivacy
      return [
        "USP1_Version": .int(string.version),
        "USP1_Notice": .string(String(string.noticeGiven.rawValue)),
        "USP1_OptOut": .string(String(string.optedOutOfSale.rawValue)),
        "USP1_LSPACovered": .string(String(string.lspaCovered.rawValue)),
      ]
    case .raw, .tcfEuV2, .tcfCaV1:
      return [:]
    default:
      guard section.isUS, let name = section.name else { return [:] }
      var fields: [String: ConsentValue] = [:]
      for field in section.fields {
        let value: ConsentValue =
          switch field.value {
          case .int(let number): .int(number)
          case .bool(let flag): .int(flag ? 1 : 0)
          case .ints(let numbers): .string(numbers.map(String.init).joined(separator: "_"))
          case .string(let text): .string(text)
          case .bools(let bits):
            .string(bits.indices.filter { bits[$0] }.map { String($0 + 1) }.joined(separator: "_"))
          case .rangeEntries(let entries):
            .string(
              entries.flatMap { entry in entry.ids.map { "\($0):\(entry.type)" } }
                .joined(separator: "_"))
          }
        fields["\(name.uppercased())_\(field.name)"] = value
      }
      return fields
    }
  }

  /// The US Privacy string (`IABUSPrivacy_String`) a GPP string stands for, for apps that read
  /// only that key; nil when no section in force says anything about the sale of data.
  ///
  /// The `uspv1` section gives it as it is. Otherwise the California section, else the national
  /// one, else the first other US section that has a `SaleOptOut` field, maps by the US Privacy
  /// specification's meaning of each flag: notice ← `SaleOptOutNotice` (1 `Y`, 2 `N`, 0 `-`);
  /// opted out of sale ← `Y` when `SaleOptOut` or `SharingOptOut` is 1 (opted out) or GPC is
  /// set, `N` when `SaleOptOut` is 2; LSPA ← `MspaCoveredTransaction` (1 `Y`, 2 `N`). A
  /// `SaleOptOut` of 0 (not applicable) without an opt-out gives `1---`: the US Privacy
  /// specification allows `-` for the opt-out only when every flag is `-`.
  package static func usPrivacy(
    derivedFrom gpp: GPPString, applicableSections: [Int]? = nil
  ) -> USPrivacyString? {
    let inForce = gpp.sections.filter { applicableSections?.contains($0.id) ?? true }
    if case .usPrivacy(let usp)? = inForce.first(where: { $0.id == GPPUSPrivacySection.sectionID })
    {
      return usp.usPrivacy
    }
    let ordered =
      inForce.filter { $0.id == USCASection.sectionID }
      + inForce.filter { $0.id == USNatSection.sectionID } + inForce
    for section in ordered where section.isUS {
      var fields: [String: GPPFieldValue] = [:]
      for field in section.fields { fields[field.name] = field.value }
      guard case .int(let sale)? = fields["SaleOptOut"] else { continue }
      func flag(_ name: String) -> USPrivacyString.Flag {
        switch fields[name] {
        case .int(1)?: .yes
        case .int(2)?: .no
        default: .notApplicable
        }
      }
      let optedOut =
        sale == 1 || fields["SharingOptOut"] == .int(1) || fields["Gpc"] == .bool(true)
      let optOutFlag: USPrivacyString.Flag =
        optedOut ? .yes : sale == 2 ? .no : .notApplicable
      // The US Privacy specification allows `-` for the opt-out only when every flag is `-`.
      guard optOutFlag != .notApplicable else {
        return USPrivacyString(
          noticeGiven: .notApplicable, optedOutOfSale: .notApplicable,
          lspaCovered: .notApplicable)
      }
      return USPrivacyString(
        noticeGiven: flag("SaleOptOutNotice"), optedOutOfSale: optOutFlag,
        lspaCovered: flag("MspaCoveredTransaction"))
    }
    return nil
  }
}
