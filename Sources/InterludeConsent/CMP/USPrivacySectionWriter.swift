/// Turns a ``USPrivacyChoice`` into the GPP section of a jurisdiction, with the encoders of the
/// GPP sections.
///
/// Field values follow the IAB US section specifications: every notice the layer gives is 1
/// (yes); an opt-out is 1 (opted out) or 2 (did not opt out); sensitive data categories are 1
/// or 2 where limiting them is an opt-out (national, California, Utah) and 0 (not applicable)
/// where they need consent, which the layer does not collect; known-child consents and
/// `PersonalDataConsents` are 0. A Global Privacy Control signal sets `Gpc` in the sections
/// that have a GPC subsection (which are then always written with one), opts out of sale and
/// sharing everywhere, and of targeted advertising where
/// ``USPrivacyJurisdiction/gpcOptsOutOfTargetedAdvertising``.
struct USPrivacySectionWriter {
  /// Whose section is written.
  var jurisdiction: USPrivacyJurisdiction
  /// The publisher's MSPA status.
  var mspa: USPrivacyMSPAMode
  /// Whether a Global Privacy Control signal applies.
  var globalPrivacyControl: Bool

  /// The choice as GPC leaves it: the opt-outs the signal implies added.
  func effectiveChoice(_ choice: USPrivacyChoice) -> USPrivacyChoice {
    var choice = choice
    if globalPrivacyControl {
      choice.optsOutOfSaleAndSharing = true
      if jurisdiction.gpcOptsOutOfTargetedAdvertising {
        choice.optsOutOfTargetedAdvertising = true
      }
    }
    return choice
  }

  /// The section for `choice`, and its encoded payload.
  ///
  /// - Throws: ``GPPError`` when the section encoder refuses a value (it cannot for the values
  ///   written here; the error is passed on rather than hidden).
  func section(for choice: USPrivacyChoice) throws(GPPError) -> (GPPSection, String) {
    let choice = effectiveChoice(choice)
    switch jurisdiction {
    case .national:
      let section: USNatSection = filled(choice)
      return (.usNat(section), try section.encoded)
    case .california:
      let section: USCASection = filled(choice)
      return (.usCA(section), try section.encoded)
    case .virginia:
      let section: USVASection = filled(choice)
      return (.usVA(section), try section.encoded)
    case .colorado:
      let section: USCOSection = filled(choice)
      return (.usCO(section), try section.encoded)
    case .utah:
      let section: USUTSection = filled(choice)
      return (.usUT(section), try section.encoded)
    case .connecticut:
      let section: USCTSection = filled(choice)
      return (.usCT(section), try section.encoded)
    }
  }

  /// A section of the latest version with the fields it has set from `choice` by their IAB
  /// names (through the section's field table), every other field 0.
  private func filled<Section: GPPUSSection>(_ choice: USPrivacyChoice) -> Section {
    var section = Section()
    let fields = Section.coreFields(version: section.version)
    let hasTargetedAdvertising = fields.contains { $0.name == "TargetedAdvertisingOptOut" }
    let sale = choice.optsOutOfSaleAndSharing ? 1 : 2
    // Without a targeted-advertising field (California), that opt-out is one of sharing.
    let sharing = !hasTargetedAdvertising && choice.optsOutOfTargetedAdvertising ? 1 : sale
    let (covered, optOutOption, serviceProvider) = mspa.fieldValues
    let values = [
      "SharingNotice": 1, "SaleOptOutNotice": 1, "SharingOptOutNotice": 1,
      "TargetedAdvertisingOptOutNotice": 1, "SensitiveDataProcessingOptOutNotice": 1,
      "SensitiveDataLimitUseNotice": 1, "SaleOptOut": sale, "SharingOptOut": sharing,
      "TargetedAdvertisingOptOut": choice.optsOutOfTargetedAdvertising ? 1 : 2,
      "MspaCoveredTransaction": covered, "MspaOptOutOptionMode": optOutOption,
      "MspaServiceProviderMode": serviceProvider,
    ]
    let sensitive =
      jurisdiction.options.contains(.sensitiveData) ? (choice.limitsSensitiveData ? 1 : 2) : 0
    for field in fields {
      switch field.coding {
      case .int(_, let slot):
        if let value = values[field.name] { section.ints[slot] = value }
      case .list(let count, _, let slot):
        if field.name == "SensitiveDataProcessing" {
          section.lists[slot] = Array(repeating: sensitive, count: count)
        }
      }
    }
    if Section.hasGPCSubsection {
      section.gpcSubsection = GPPGPCSubsection(gpc: globalPrivacyControl)
    }
    return section
  }

  /// The choice a saved section records: an opt-out field at 1 opts out; any sensitive data
  /// category at 1 limits sensitive data; in California, sharing opted out beyond sale is the
  /// targeted-advertising opt-out.
  static func choice(in section: GPPSection) -> USPrivacyChoice {
    var values: [String: GPPFieldValue] = [:]
    for field in section.fields { values[field.name] = field.value }
    var choice = USPrivacyChoice()
    choice.optsOutOfSaleAndSharing = values["SaleOptOut"] == .int(1)
    choice.optsOutOfTargetedAdvertising =
      values["TargetedAdvertisingOptOut"] == .int(1)
      || (values["TargetedAdvertisingOptOut"] == nil && values["SharingOptOut"] == .int(1)
        && values["SaleOptOut"] != .int(1))
    if case .ints(let categories) = values["SensitiveDataProcessing"] {
      choice.limitsSensitiveData = categories.contains(1)
    }
    return choice
  }
}
