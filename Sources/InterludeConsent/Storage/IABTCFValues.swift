/// The `IABTCF_*` values a CMP stores in-app, as plain typed fields.
///
/// Independent of the TC string codec: fill it from a decoded string, or read it back from a
/// ``ConsentStore`` with ``IABTCFStorage``. A nil field means the key is absent.
public struct IABTCFValues: Hashable, Sendable {
  /// `IABTCF_CmpSdkID`.
  public var cmpSdkId: Int?
  /// `IABTCF_CmpSdkVersion`.
  public var cmpSdkVersion: Int?
  /// `IABTCF_PolicyVersion`.
  public var policyVersion: Int?
  /// `IABTCF_gdprApplies`: nil is undetermined.
  public var gdprApplies: Bool?
  /// `IABTCF_PublisherCC`.
  public var publisherCC: String?
  /// `IABTCF_PurposeOneTreatment`.
  public var purposeOneTreatment: Bool?
  /// `IABTCF_UseNonStandardTexts` (read from `IABTCF_UseNonStandardStacks` when only that exists).
  public var useNonStandardTexts: Bool?
  /// `IABTCF_TCString`.
  public var tcString: String?
  /// `IABTCF_VendorConsents`.
  public var vendorConsents: IABTCFBitField?
  /// `IABTCF_VendorLegitimateInterests`.
  public var vendorLegitimateInterests: IABTCFBitField?
  /// `IABTCF_DisclosedVendors` (TCF 2.3).
  public var disclosedVendors: IABTCFBitField?
  /// `IABTCF_PurposeConsents`.
  public var purposeConsents: IABTCFBitField?
  /// `IABTCF_PurposeLegitimateInterests`.
  public var purposeLegitimateInterests: IABTCFBitField?
  /// `IABTCF_SpecialFeaturesOptIns`.
  public var specialFeaturesOptIns: IABTCFBitField?
  /// `IABTCF_PublisherRestrictions{ID}`: purpose id → vendor id → restriction type.
  public var publisherRestrictions: [Int: [Int: TCFRestrictionType]]
  /// `IABTCF_PublisherConsent`.
  public var publisherConsent: IABTCFBitField?
  /// `IABTCF_PublisherLegitimateInterests`.
  public var publisherLegitimateInterests: IABTCFBitField?
  /// `IABTCF_PublisherCustomPurposesConsents`.
  public var publisherCustomPurposesConsents: IABTCFBitField?
  /// `IABTCF_PublisherCustomPurposesLegitimateInterests`.
  public var publisherCustomPurposesLegitimateInterests: IABTCFBitField?
  /// `IABTCF_AddtlConsent` (Google's Additional Consent string).
  public var addtlConsent: String?

  /// Creates values; every key is absent by default.
  public init(
    cmpSdkId: Int? = nil, cmpSdkVersion: Int? = nil, policyVersion: Int? = nil,
    gdprApplies: Bool? = nil, publisherCC: String? = nil, purposeOneTreatment: Bool? = nil,
    useNonStandardTexts: Bool? = nil, tcString: String? = nil,
    vendorConsents: IABTCFBitField? = nil, vendorLegitimateInterests: IABTCFBitField? = nil,
    disclosedVendors: IABTCFBitField? = nil, purposeConsents: IABTCFBitField? = nil,
    purposeLegitimateInterests: IABTCFBitField? = nil,
    specialFeaturesOptIns: IABTCFBitField? = nil,
    publisherRestrictions: [Int: [Int: TCFRestrictionType]] = [:],
    publisherConsent: IABTCFBitField? = nil, publisherLegitimateInterests: IABTCFBitField? = nil,
    publisherCustomPurposesConsents: IABTCFBitField? = nil,
    publisherCustomPurposesLegitimateInterests: IABTCFBitField? = nil,
    addtlConsent: String? = nil
  ) {
    self.cmpSdkId = cmpSdkId
    self.cmpSdkVersion = cmpSdkVersion
    self.policyVersion = policyVersion
    self.gdprApplies = gdprApplies
    self.publisherCC = publisherCC
    self.purposeOneTreatment = purposeOneTreatment
    self.useNonStandardTexts = useNonStandardTexts
    self.tcString = tcString
    self.vendorConsents = vendorConsents
    self.vendorLegitimateInterests = vendorLegitimateInterests
    self.disclosedVendors = disclosedVendors
    self.purposeConsents = purposeConsents
    self.purposeLegitimateInterests = purposeLegitimateInterests
    self.specialFeaturesOptIns = specialFeaturesOptIns
    self.publisherRestrictions = publisherRestrictions
    self.publisherConsent = publisherConsent
    self.publisherLegitimateInterests = publisherLegitimateInterests
    self.publisherCustomPurposesConsents = publisherCustomPurposesConsents
    self.publisherCustomPurposesLegitimateInterests = publisherCustomPurposesLegitimateInterests
    self.addtlConsent = addtlConsent
  }

  /// The restrictions as a list, grouped by purpose and type, sorted by purpose then type.
  package var vendorRestrictions: [PublisherRestriction] {
    var grouped: [Int: [TCFRestrictionType: Set<Int>]] = [:]
    for (purpose, vendors) in publisherRestrictions {
      for (vendor, type) in vendors {
        grouped[purpose, default: [:]][type, default: []].insert(vendor)
      }
    }
    return grouped.keys.sorted().flatMap { purpose in
      (grouped[purpose] ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }.map {
        PublisherRestriction(
          purposeId: purpose, restrictionType: $0.key, vendorIds: $0.value.sorted())
      }
    }
  }

  /// The signals a ``VendorDecision`` needs, taken from these values (absent fields are empty).
  public var decisionInput: VendorDecisionInput {
    VendorDecisionInput(
      purposeConsents: purposeConsents?.ids ?? [],
      purposeLegitimateInterests: purposeLegitimateInterests?.ids ?? [],
      vendorConsents: vendorConsents?.ids ?? [],
      vendorLegitimateInterests: vendorLegitimateInterests?.ids ?? [],
      publisherRestrictions: vendorRestrictions)
  }
}
