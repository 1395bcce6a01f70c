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
    let sale = choice.optsOutOfSaleAndSharing ? 1 : 2
    let targeted = choice.optsOutOfTargetedAdvertising ? 1 : 2
    let sensitive = choice.limitsSensitiveData ? 1 : 2
    let (covered, optOutOption, serviceProvider) = mspa.fieldValues
    let gpc = GPPGPCSubsection(gpc: globalPrivacyControl)
    switch jurisdiction {
    case .national:
      var section = USNatSection()
      section.sharingNotice = 1
      section.saleOptOutNotice = 1
      section.sharingOptOutNotice = 1
      section.targetedAdvertisingOptOutNotice = 1
      section.sensitiveDataProcessingOptOutNotice = 1
      section.sensitiveDataLimitUseNotice = 1
      section.saleOptOut = sale
      section.sharingOptOut = sale
      section.targetedAdvertisingOptOut = targeted
      section.sensitiveDataProcessing = section.sensitiveDataProcessing.map { _ in sensitive }
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      section.gpcSubsection = gpc
      return (.usNat(section), try section.encoded)
    case .california:
      var section = USCASection()
      section.saleOptOutNotice = 1
      section.sharingOptOutNotice = 1
      section.sensitiveDataLimitUseNotice = 1
      section.saleOptOut = sale
      section.sharingOptOut = choice.optsOutOfTargetedAdvertising ? 1 : sale
      section.sensitiveDataProcessing = section.sensitiveDataProcessing.map { _ in sensitive }
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      section.gpcSubsection = gpc
      return (.usCA(section), try section.encoded)
    case .virginia:
      var section = USVASection()
      section.sharingNotice = 1
      section.saleOptOutNotice = 1
      section.targetedAdvertisingOptOutNotice = 1
      section.saleOptOut = sale
      section.targetedAdvertisingOptOut = targeted
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      return (.usVA(section), try section.encoded)
    case .colorado:
      var section = USCOSection()
      section.sharingNotice = 1
      section.saleOptOutNotice = 1
      section.targetedAdvertisingOptOutNotice = 1
      section.saleOptOut = sale
      section.targetedAdvertisingOptOut = targeted
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      section.gpcSubsection = gpc
      return (.usCO(section), try section.encoded)
    case .utah:
      var section = USUTSection()
      section.sharingNotice = 1
      section.saleOptOutNotice = 1
      section.targetedAdvertisingOptOutNotice = 1
      section.sensitiveDataProcessingOptOutNotice = 1
      section.saleOptOut = sale
      section.targetedAdvertisingOptOut = targeted
      section.sensitiveDataProcessing = section.sensitiveDataProcessing.map { _ in sensitive }
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      return (.usUT(section), try section.encoded)
    case .connecticut:
      var section = USCTSection()
      section.sharingNotice = 1
      section.saleOptOutNotice = 1
      section.targetedAdvertisingOptOutNotice = 1
      section.saleOptOut = sale
      section.targetedAdvertisingOptOut = targeted
      section.mspaCoveredTransaction = covered
      section.mspaOptOutOptionMode = optOutOption
      section.mspaServiceProviderMode = serviceProvider
      section.gpcSubsection = gpc
      return (.usCT(section), try section.encoded)
    }
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
