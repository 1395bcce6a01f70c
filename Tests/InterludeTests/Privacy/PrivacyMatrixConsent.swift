import InterludeConsent

/// Writes a matrix cell's consent into a store through the in-app keys, as a CMP would
/// (`IABTCF_*`, `IABGPP_*`, `IABUSPrivacy_String`), and tells what it stored.
///
/// TC strings are built with ``TCStringEncoder`` from a ``TCString`` that passes the TCF 2.2
/// policy checks (policy version 5, service-specific, no legitimate interest for purposes 3–6,
/// DisclosedVendors naming every vendor in it).
enum PrivacyMatrixConsent {
  /// What the CMP stored: the strings the SDK must forward unchanged.
  struct Stored: Hashable, Sendable {
    /// `IABTCF_gdprApplies`.
    var gdprApplies: Bool
    /// `IABTCF_TCString`.
    var tcString: String?
    /// `IABTCF_AddtlConsent`.
    var additionalConsent: String?
    /// `IABUSPrivacy_String`.
    var usPrivacy: String?
    /// `IABGPP_HDR_GppString`.
    var gppString: String?
    /// `IABGPP_GppSID`.
    var gppSectionIDs: [Int]
  }

  /// The ad server's GVL id (Google Ad Manager).
  static let adServerVendor = 755
  /// Other vendors the user saw, so vendor 755 is not the only one in the strings.
  static let otherVendors = [1, 2, 91]
  /// Google's Additional Consent string the CMP stores beside a TC string.
  static let additionalConsent = "2~89.1051~dv.2316"
  /// The US Privacy string of an opt-out of sale.
  static let usOptOut = "1YYN"
  /// The CMP's id and version.
  static let cmpID = 300

  /// Writes `cell`'s consent into `store` and returns what was stored.
  static func write(
    _ cell: PrivacyMatrixCell, into store: any ConsentStore
  ) throws -> Stored {
    let storage = IABTCFStorage(store: store)
    var stored = Stored(gdprApplies: cell.tcf != .gdprDoesNotApply, gppSectionIDs: [])
    var tcf = IABTCFValues(
      cmpSdkId: cmpID, cmpSdkVersion: 1, policyVersion: 5, gdprApplies: stored.gdprApplies)
    if let choice = choice(for: cell.tcf) {
      let encoded = try TCStringEncoder().encode(tcString(choice))
      stored.tcString = encoded
      stored.additionalConsent = additionalConsent
      tcf.publisherCC = "DE"
      tcf.purposeOneTreatment = false
      tcf.useNonStandardTexts = false
      tcf.tcString = encoded
      tcf.purposeConsents = IABTCFBitField(ids: Set(choice.purposes), count: 11)
      tcf.purposeLegitimateInterests = IABTCFBitField(
        ids: Set(choice.legitimateInterestPurposes), count: 11)
      tcf.vendorConsents = IABTCFBitField(ids: Set(choice.vendors), count: adServerVendor)
      tcf.vendorLegitimateInterests = IABTCFBitField(
        ids: Set(choice.legitimateInterestVendors), count: adServerVendor)
      tcf.disclosedVendors = IABTCFBitField(
        ids: Set(otherVendors + [adServerVendor]), count: adServerVendor)
      tcf.specialFeaturesOptIns = IABTCFBitField(ids: [], count: 2)
      tcf.addtlConsent = additionalConsent
    }
    var gpp = IABGPPValues()
    if cell.us == .optedOut {
      let gppString = GPPHeader(sectionIDs: [6]).encoded + "~" + usOptOut
      gpp.version = "1"
      gpp.sections = [6]
      gpp.gppString = gppString
      gpp.gppSID = [6]
      gpp.sectionStrings = [6: usOptOut]
      stored.usPrivacy = usOptOut
      stored.gppString = gppString
      stored.gppSectionIDs = [6]
    }
    try storage.write(tcf, gpp)
    try storage.writeUSPrivacy(stored.usPrivacy)
    if let (id, section) = try usSection(for: cell.us) {
      // Stored as a CMP stores a GPP string: one batch with every IABGPP_ key and the US
      // Privacy string it derives.
      let gppString = GPPHeader(sectionIDs: [id]).encoded + "~" + section
      try store.save(try storage.gppBatch(for: gppString))
      stored.gppString = gppString
      stored.gppSectionIDs = [id]
      stored.usPrivacy = storage.readUSPrivacy()
    }
    return stored
  }

  /// The section id and encoded section a GPP US cell stores; nil for the others.
  private static func usSection(for us: PrivacyMatrixCell.US) throws -> (Int, String)? {
    switch us {
    case .none, .optedOut:
      return nil
    case .nationalNoOptOut, .nationalTargetedAdvertisingOptOut, .stateWithoutSection:
      var section = USNatSection()
      if us != .stateWithoutSection {
        section.sharingNotice = 1
        section.saleOptOutNotice = 1
        section.sharingOptOutNotice = 1
        section.targetedAdvertisingOptOutNotice = 1
        section.saleOptOut = 2
        section.sharingOptOut = 2
        section.targetedAdvertisingOptOut = us == .nationalTargetedAdvertisingOptOut ? 1 : 2
        section.mspaCoveredTransaction = 2
      }
      return (USNatSection.sectionID, try section.encoded)
    case .californiaNoOptOut, .californiaSharingOptOut:
      var section = USCASection()
      section.saleOptOutNotice = 1
      section.sharingOptOutNotice = 1
      section.saleOptOut = 2
      section.sharingOptOut = us == .californiaSharingOptOut ? 1 : 2
      section.mspaCoveredTransaction = 2
      return (USCASection.sectionID, try section.encoded)
    }
  }

  /// The user's TCF choice behind a TC string; nil when there is no string.
  private struct Choice {
    var purposes: [Int]
    var legitimateInterestPurposes = [2, 7, 9, 10]
    var vendors: [Int]
    var legitimateInterestVendors: [Int]
  }

  private static func choice(for tcf: PrivacyMatrixCell.TCF) -> Choice? {
    let everyPurpose = Array(1...11)
    let allVendors = otherVendors + [adServerVendor]
    switch tcf {
    case .gdprDoesNotApply, .noStringYet:
      return nil
    case .purposeOneRefused:
      return Choice(
        purposes: everyPurpose.filter { $0 != 1 }, vendors: allVendors,
        legitimateInterestVendors: allVendors)
    case .purposeOneOnly:
      return Choice(
        purposes: everyPurpose.filter { $0 != 3 && $0 != 4 }, vendors: allVendors,
        legitimateInterestVendors: allVendors)
    case .fullConsent:
      return Choice(
        purposes: everyPurpose, vendors: allVendors, legitimateInterestVendors: allVendors)
    case .adServerVendorRefused:
      return Choice(
        purposes: everyPurpose, vendors: otherVendors, legitimateInterestVendors: otherVendors)
    }
  }

  private static func tcString(_ choice: Choice) -> TCString {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: cmpID, cmpVersion: 1, vendorListVersion: 17,
      tcfPolicyVersion: 5)
    tc.isServiceSpecific = true
    tc.purposesConsent = choice.purposes
    tc.purposesLITransparency = choice.legitimateInterestPurposes
    tc.publisherCC = "DE"
    tc.vendorConsents = VendorSet(ids: choice.vendors)
    tc.vendorLegitimateInterests = VendorSet(ids: choice.legitimateInterestVendors)
    tc.disclosedVendors = VendorSet(ids: otherVendors + [adServerVendor])
    return tc
  }
}
