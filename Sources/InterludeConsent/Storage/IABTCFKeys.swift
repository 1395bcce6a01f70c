/// The in-app storage keys of the IAB TCF, GPP and CCPA specifications, and Google's AC string.
package enum IABTCFKeys {
  /// `IABTCF_CmpSdkID` (Number): the CMP's id; written first, so vendors see a CMP is present.
  package static let cmpSdkId = "IABTCF_CmpSdkID"
  /// `IABTCF_CmpSdkVersion` (Number).
  package static let cmpSdkVersion = "IABTCF_CmpSdkVersion"
  /// `IABTCF_PolicyVersion` (Number).
  package static let policyVersion = "IABTCF_PolicyVersion"
  /// `IABTCF_gdprApplies` (Number 0/1; unset means undetermined).
  package static let gdprApplies = "IABTCF_gdprApplies"
  /// `IABTCF_PublisherCC` (String, ISO 3166-1 alpha-2).
  package static let publisherCC = "IABTCF_PublisherCC"
  /// `IABTCF_PurposeOneTreatment` (Number 0/1).
  package static let purposeOneTreatment = "IABTCF_PurposeOneTreatment"
  /// `IABTCF_UseNonStandardTexts` (Number 0/1).
  package static let useNonStandardTexts = "IABTCF_UseNonStandardTexts"
  /// `IABTCF_UseNonStandardStacks`: the name before May 2023, read as a fallback.
  package static let useNonStandardStacks = "IABTCF_UseNonStandardStacks"
  /// `IABTCF_TCString` (String).
  package static let tcString = "IABTCF_TCString"
  /// `IABTCF_VendorConsents` (binary string).
  package static let vendorConsents = "IABTCF_VendorConsents"
  /// `IABTCF_VendorLegitimateInterests` (binary string).
  package static let vendorLegitimateInterests = "IABTCF_VendorLegitimateInterests"
  /// `IABTCF_DisclosedVendors` (binary string, TCF 2.3).
  package static let disclosedVendors = "IABTCF_DisclosedVendors"
  /// `IABTCF_PurposeConsents` (binary string).
  package static let purposeConsents = "IABTCF_PurposeConsents"
  /// `IABTCF_PurposeLegitimateInterests` (binary string).
  package static let purposeLegitimateInterests = "IABTCF_PurposeLegitimateInterests"
  /// `IABTCF_SpecialFeaturesOptIns` (binary string).
  package static let specialFeaturesOptIns = "IABTCF_SpecialFeaturesOptIns"
  /// The prefix of `IABTCF_PublisherRestrictions{ID}` (one key per purpose id).
  package static let publisherRestrictionsPrefix = "IABTCF_PublisherRestrictions"
  /// `IABTCF_PublisherConsent` (binary string).
  package static let publisherConsent = "IABTCF_PublisherConsent"
  /// `IABTCF_PublisherLegitimateInterests` (binary string).
  package static let publisherLegitimateInterests = "IABTCF_PublisherLegitimateInterests"
  /// `IABTCF_PublisherCustomPurposesConsents` (binary string).
  package static let publisherCustomPurposesConsents = "IABTCF_PublisherCustomPurposesConsents"
  /// `IABTCF_PublisherCustomPurposesLegitimateInterests` (binary string).
  package static let publisherCustomPurposesLegitimateInterests =
    "IABTCF_PublisherCustomPurposesLegitimateInterests"
  /// `IABTCF_AddtlConsent` (String): Google's Additional Consent string.
  package static let addtlConsent = "IABTCF_AddtlConsent"
  /// The prefix every TCF key shares.
  package static let tcfPrefix = "IABTCF_"
  /// The prefix every GPP key shares.
  package static let gppPrefix = "IABGPP_"
  /// `IABGPP_HDR_Version` (String; some CMPs write a Number).
  package static let gppVersion = "IABGPP_HDR_Version"
  /// `IABGPP_HDR_Sections` (String, `_`-separated section ids).
  package static let gppSections = "IABGPP_HDR_Sections"
  /// `IABGPP_HDR_GppString` (String).
  package static let gppString = "IABGPP_HDR_GppString"
  /// `IABGPP_GppSID` (String, `_`-separated section ids in force).
  package static let gppSID = "IABGPP_GppSID"
  /// `IABUSPrivacy_String` (String, CCPA).
  package static let usPrivacyString = "IABUSPrivacy_String"

  /// `IABTCF_PublisherRestrictions{purpose}`.
  package static func publisherRestrictions(purpose: Int) -> String {
    "\(publisherRestrictionsPrefix)\(purpose)"
  }

  /// `IABGPP_{section}_String`, a section's encoded string.
  package static func gppSectionString(section: Int) -> String {
    "IABGPP_\(section)_String"
  }
}
