package import Foundation

/// The JSON form of a ``TCString``, with exactly the field names of the shared fixtures'
/// `expected` blocks (plus `policyChecks` and `googleConsentMode`), for
/// `interlude tcf decode --json` and `interlude tcf encode --json`.
///
/// Optional segments are written as `null` when absent. Decoding takes the `*EpochDeciseconds`
/// fields when present and otherwise parses `created`/`lastUpdated`; `isRangeEncoding`,
/// `segmentCount`, `policyChecks` and `googleConsentMode` may be left out.
package struct TCStringJSON: Hashable, Sendable, Codable {
  /// A vendor consent or legitimate-interest section.
  package struct VendorSection: Hashable, Sendable, Codable {
    /// `MaxVendorId`.
    package var maxVendorId: Int
    /// Whether the section was range-encoded.
    package var isRangeEncoding: Bool
    /// The vendor IDs, ascending.
    package var ids: [Int]

    /// Creates a section.
    package init(maxVendorId: Int, isRangeEncoding: Bool, ids: [Int]) {
      self.maxVendorId = maxVendorId
      self.isRangeEncoding = isRangeEncoding
      self.ids = ids
    }

    /// Reads a section; `isRangeEncoding` defaults to false.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      maxVendorId = try container.decode(Int.self, forKey: .maxVendorId)
      isRangeEncoding =
        try container.decodeIfPresent(Bool.self, forKey: .isRangeEncoding) ?? false
      ids = try container.decode([Int].self, forKey: .ids)
    }
  }

  /// The DisclosedVendors segment: `{maxVendorId, ids}`.
  package struct DisclosedVendors: Hashable, Sendable, Codable {
    /// `MaxVendorId`.
    package var maxVendorId: Int
    /// The vendor IDs, ascending.
    package var ids: [Int]

    /// Creates a segment.
    package init(maxVendorId: Int, ids: [Int]) {
      self.maxVendorId = maxVendorId
      self.ids = ids
    }
  }

  /// One publisher restriction entry.
  package struct Restriction: Hashable, Sendable, Codable {
    /// The purpose restricted.
    package var purposeId: Int
    /// The restriction type, 0–3.
    package var restrictionType: Int
    /// The vendors covered, ascending.
    package var vendorIds: [Int]

    /// Creates an entry.
    package init(purposeId: Int, restrictionType: Int, vendorIds: [Int]) {
      self.purposeId = purposeId
      self.restrictionType = restrictionType
      self.vendorIds = vendorIds
    }
  }

  /// The PublisherTC segment.
  package struct Publisher: Hashable, Sendable, Codable {
    /// Publisher purposes consented to.
    package var pubPurposesConsent: [Int]
    /// Publisher purposes with legitimate interest.
    package var pubPurposesLITransparency: [Int]
    /// The number of custom purposes.
    package var numCustomPurposes: Int
    /// Custom purposes consented to.
    package var customPurposesConsent: [Int]
    /// Custom purposes with legitimate interest.
    package var customPurposesLITransparency: [Int]

    /// Creates a segment.
    package init(
      pubPurposesConsent: [Int], pubPurposesLITransparency: [Int], numCustomPurposes: Int,
      customPurposesConsent: [Int], customPurposesLITransparency: [Int]
    ) {
      self.pubPurposesConsent = pubPurposesConsent
      self.pubPurposesLITransparency = pubPurposesLITransparency
      self.numCustomPurposes = numCustomPurposes
      self.customPurposesConsent = customPurposesConsent
      self.customPurposesLITransparency = customPurposesLITransparency
    }
  }

  /// The format version.
  package var version: Int
  /// `Created`, ISO-8601 UTC with milliseconds.
  package var created: String
  /// `LastUpdated`, ISO-8601 UTC with milliseconds.
  package var lastUpdated: String
  /// The CMP ID.
  package var cmpId: Int
  /// The CMP version.
  package var cmpVersion: Int
  /// The consent screen.
  package var consentScreen: Int
  /// The consent language, two letters.
  package var consentLanguage: String
  /// The GVL version.
  package var vendorListVersion: Int
  /// The TCF policy version.
  package var tcfPolicyVersion: Int
  /// `IsServiceSpecific`.
  package var isServiceSpecific: Bool
  /// `UseNonStandardTexts`.
  package var useNonStandardTexts: Bool
  /// Special features opted in to.
  package var specialFeatureOptIns: [Int]
  /// Purposes consented to.
  package var purposesConsent: [Int]
  /// Purposes with legitimate interest.
  package var purposesLITransparency: [Int]
  /// `PurposeOneTreatment`.
  package var purposeOneTreatment: Bool
  /// The publisher's country code.
  package var publisherCC: String
  /// The vendor consent section.
  package var vendorConsents: VendorSection
  /// The vendor legitimate-interest section.
  package var vendorLegitimateInterests: VendorSection
  /// Publisher restrictions, in string order.
  package var publisherRestrictions: [Restriction]
  /// The DisclosedVendors segment, or nil.
  package var disclosedVendors: DisclosedVendors?
  /// The IDs of the legacy AllowedVendors segment, or nil.
  package var allowedVendorsLegacy: [Int]?
  /// The PublisherTC segment, or nil.
  package var publisherTC: Publisher?
  /// `Created` in deciseconds since 1970 UTC.
  package var createdEpochDeciseconds: Int64
  /// `LastUpdated` in deciseconds since 1970 UTC.
  package var lastUpdatedEpochDeciseconds: Int64
  /// The number of segments.
  package var segmentCount: Int
  /// The TCF 2.2/2.3 policy facts (nil only when read from JSON that lacks them).
  package var policyChecks: TCFPolicyChecks?
  /// The Google Consent Mode v2 signals the string gives where GDPR applies (nil only when
  /// read from JSON that lacks them).
  package var googleConsentMode: GoogleConsentMode?

  /// The JSON form of a decoded or built TC string.
  package init(_ tc: TCString) {
    self.init(tc, googleConsentMode: GoogleConsentMode.evaluate(gdprApplies: true, tcString: tc))
  }

  /// The JSON form of a decoded or built TC string whose Google Consent Mode signals where GDPR
  /// applies (``GoogleConsentMode/evaluate(gdprApplies:tcString:)``) were worked out already.
  package init(_ tc: TCString, googleConsentMode: GoogleConsentMode) {
    version = tc.version
    (created, lastUpdated) = Self.timestamps(of: tc)
    cmpId = tc.cmpId
    cmpVersion = tc.cmpVersion
    consentScreen = tc.consentScreen
    consentLanguage = tc.consentLanguage
    vendorListVersion = tc.vendorListVersion
    tcfPolicyVersion = tc.tcfPolicyVersion
    isServiceSpecific = tc.isServiceSpecific
    useNonStandardTexts = tc.useNonStandardTexts
    specialFeatureOptIns = tc.specialFeatureOptIns
    purposesConsent = tc.purposesConsent
    purposesLITransparency = tc.purposesLITransparency
    purposeOneTreatment = tc.purposeOneTreatment
    publisherCC = tc.publisherCC
    func section(_ set: VendorSet) -> VendorSection {
      VendorSection(
        maxVendorId: set.maxVendorId, isRangeEncoding: set.isRangeEncoding, ids: set.ids)
    }
    vendorConsents = section(tc.vendorConsents)
    vendorLegitimateInterests = section(tc.vendorLegitimateInterests)
    publisherRestrictions = tc.publisherRestrictions.map {
      Restriction(
        purposeId: $0.purposeId, restrictionType: $0.restrictionType.rawValue,
        vendorIds: $0.vendorIds)
    }
    disclosedVendors = tc.disclosedVendors.map {
      DisclosedVendors(maxVendorId: $0.maxVendorId, ids: $0.ids)
    }
    allowedVendorsLegacy = tc.allowedVendorsLegacy?.ids
    publisherTC = tc.publisherTC.map {
      Publisher(
        pubPurposesConsent: $0.pubPurposesConsent,
        pubPurposesLITransparency: $0.pubPurposesLITransparency,
        numCustomPurposes: $0.numCustomPurposes, customPurposesConsent: $0.customPurposesConsent,
        customPurposesLITransparency: $0.customPurposesLITransparency)
    }
    createdEpochDeciseconds = tc.createdDeciseconds
    lastUpdatedEpochDeciseconds = tc.lastUpdatedDeciseconds
    segmentCount = tc.segmentCount
    policyChecks = tc.policyChecks
    self.googleConsentMode = googleConsentMode
  }

  /// `created` and `lastUpdated` of a string: ISO-8601 UTC with milliseconds.
  package static func timestamps(of tc: TCString) -> (created: String, lastUpdated: String) {
    let created = TCFTimestamp.iso8601(deciseconds: tc.createdDeciseconds)
    // Most strings were last updated when they were created (a CMP's first save): the same
    // text, made once.
    return (
      created,
      tc.lastUpdatedDeciseconds == tc.createdDeciseconds
        ? created : TCFTimestamp.iso8601(deciseconds: tc.lastUpdatedDeciseconds)
    )
  }

  /// The TC string this JSON describes (for encoding). `segmentCount` is recomputed.
  ///
  /// - Throws: ``TCFError`` (``TCFErrorKind/valueOutOfRange``) for an unknown restriction type.
  package func tcString() throws(TCFError) -> TCString {
    var restrictions: [PublisherRestriction] = []
    for entry in publisherRestrictions {
      guard let type = TCFRestrictionType(rawValue: entry.restrictionType) else {
        throw TCFError(
          .valueOutOfRange, "restrictionType \(entry.restrictionType) is not 0, 1, 2 or 3")
      }
      restrictions.append(
        PublisherRestriction(
          purposeId: entry.purposeId, restrictionType: type,
          vendorIds: entry.vendorIds))
    }
    func set(_ section: VendorSection) -> VendorSet {
      VendorSet(
        ids: section.ids, maxVendorId: section.maxVendorId,
        isRangeEncoding: section.isRangeEncoding)
    }
    var tc = TCString(
      createdDeciseconds: createdEpochDeciseconds, cmpId: cmpId, cmpVersion: cmpVersion,
      vendorListVersion: vendorListVersion, tcfPolicyVersion: tcfPolicyVersion)
    tc.version = version
    tc.lastUpdatedDeciseconds = lastUpdatedEpochDeciseconds
    tc.consentScreen = consentScreen
    tc.consentLanguage = consentLanguage
    tc.isServiceSpecific = isServiceSpecific
    tc.useNonStandardTexts = useNonStandardTexts
    tc.specialFeatureOptIns = specialFeatureOptIns
    tc.purposesConsent = purposesConsent
    tc.purposesLITransparency = purposesLITransparency
    tc.purposeOneTreatment = purposeOneTreatment
    tc.publisherCC = publisherCC
    tc.vendorConsents = set(vendorConsents)
    tc.vendorLegitimateInterests = set(vendorLegitimateInterests)
    tc.publisherRestrictions = restrictions
    tc.disclosedVendors = disclosedVendors.map {
      VendorSet(ids: $0.ids, maxVendorId: $0.maxVendorId)
    }
    tc.allowedVendorsLegacy = allowedVendorsLegacy.map { VendorSet(ids: $0) }
    tc.publisherTC = publisherTC.map {
      PublisherTC(
        pubPurposesConsent: $0.pubPurposesConsent,
        pubPurposesLITransparency: $0.pubPurposesLITransparency,
        numCustomPurposes: $0.numCustomPurposes,
        customPurposesConsent: $0.customPurposesConsent,
        customPurposesLITransparency: $0.customPurposesLITransparency)
    }
    return tc
  }

  /// Pretty-printed JSON with sorted keys and `null` for absent segments.
  package func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  private enum CodingKeys: String, CodingKey {
    case version, created, lastUpdated, cmpId, cmpVersion, consentScreen, consentLanguage
    case vendorListVersion, tcfPolicyVersion, isServiceSpecific, useNonStandardTexts
    case specialFeatureOptIns, purposesConsent, purposesLITransparency, purposeOneTreatment
    case publisherCC, vendorConsents, vendorLegitimateInterests, publisherRestrictions
    case disclosedVendors, allowedVendorsLegacy, publisherTC, createdEpochDeciseconds
    case lastUpdatedEpochDeciseconds, segmentCount, policyChecks, googleConsentMode
  }

  /// Reads the JSON form; see the type's discussion for the fields that may be left out.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 2
    created = try container.decode(String.self, forKey: .created)
    lastUpdated = try container.decode(String.self, forKey: .lastUpdated)
    func deciseconds(_ key: CodingKeys, _ text: String) throws -> Int64 {
      if let value = try container.decodeIfPresent(Int64.self, forKey: key) { return value }
      guard let value = TCFTimestamp.deciseconds(iso8601: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "'\(text)' is not an ISO-8601 UTC time like 2020-03-05T19:24:40.900Z")
      }
      return value
    }
    createdEpochDeciseconds = try deciseconds(.createdEpochDeciseconds, created)
    lastUpdatedEpochDeciseconds = try deciseconds(.lastUpdatedEpochDeciseconds, lastUpdated)
    cmpId = try container.decode(Int.self, forKey: .cmpId)
    cmpVersion = try container.decode(Int.self, forKey: .cmpVersion)
    consentScreen = try container.decode(Int.self, forKey: .consentScreen)
    consentLanguage = try container.decode(String.self, forKey: .consentLanguage)
    vendorListVersion = try container.decode(Int.self, forKey: .vendorListVersion)
    tcfPolicyVersion = try container.decode(Int.self, forKey: .tcfPolicyVersion)
    isServiceSpecific = try container.decode(Bool.self, forKey: .isServiceSpecific)
    useNonStandardTexts = try container.decode(Bool.self, forKey: .useNonStandardTexts)
    specialFeatureOptIns = try container.decode([Int].self, forKey: .specialFeatureOptIns)
    purposesConsent = try container.decode([Int].self, forKey: .purposesConsent)
    purposesLITransparency = try container.decode([Int].self, forKey: .purposesLITransparency)
    purposeOneTreatment = try container.decode(Bool.self, forKey: .purposeOneTreatment)
    publisherCC = try container.decode(String.self, forKey: .publisherCC)
    vendorConsents = try container.decode(VendorSection.self, forKey: .vendorConsents)
    vendorLegitimateInterests = try container.decode(
      VendorSection.self, forKey: .vendorLegitimateInterests)
    publisherRestrictions =
      try container.decodeIfPresent([Restriction].self, forKey: .publisherRestrictions) ?? []
    disclosedVendors = try container.decodeIfPresent(
      DisclosedVendors.self, forKey: .disclosedVendors)
    allowedVendorsLegacy = try container.decodeIfPresent(
      [Int].self, forKey: .allowedVendorsLegacy)
    publisherTC = try container.decodeIfPresent(Publisher.self, forKey: .publisherTC)
    let optional = [disclosedVendors != nil, allowedVendorsLegacy != nil, publisherTC != nil]
    segmentCount =
      try container.decodeIfPresent(Int.self, forKey: .segmentCount)
      ?? 1 + optional.filter { $0 }.count
    policyChecks = try container.decodeIfPresent(TCFPolicyChecks.self, forKey: .policyChecks)
    googleConsentMode = try container.decodeIfPresent(
      GoogleConsentMode.self, forKey: .googleConsentMode)
  }

  /// Writes every field, with `null` for absent segments.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(created, forKey: .created)
    try container.encode(lastUpdated, forKey: .lastUpdated)
    try container.encode(cmpId, forKey: .cmpId)
    try container.encode(cmpVersion, forKey: .cmpVersion)
    try container.encode(consentScreen, forKey: .consentScreen)
    try container.encode(consentLanguage, forKey: .consentLanguage)
    try container.encode(vendorListVersion, forKey: .vendorListVersion)
    try container.encode(tcfPolicyVersion, forKey: .tcfPolicyVersion)
    try container.encode(isServiceSpecific, forKey: .isServiceSpecific)
    try container.encode(useNonStandardTexts, forKey: .useNonStandardTexts)
    try container.encode(specialFeatureOptIns, forKey: .specialFeatureOptIns)
    try container.encode(purposesConsent, forKey: .purposesConsent)
    try container.encode(purposesLITransparency, forKey: .purposesLITransparency)
    try container.encode(purposeOneTreatment, forKey: .purposeOneTreatment)
    try container.encode(publisherCC, forKey: .publisherCC)
    try container.encode(vendorConsents, forKey: .vendorConsents)
    try container.encode(vendorLegitimateInterests, forKey: .vendorLegitimateInterests)
    try container.encode(publisherRestrictions, forKey: .publisherRestrictions)
    try container.encode(disclosedVendors, forKey: .disclosedVendors)
    try container.encode(allowedVendorsLegacy, forKey: .allowedVendorsLegacy)
    try container.encode(publisherTC, forKey: .publisherTC)
    try container.encode(createdEpochDeciseconds, forKey: .createdEpochDeciseconds)
    try container.encode(lastUpdatedEpochDeciseconds, forKey: .lastUpdatedEpochDeciseconds)
    try container.encode(segmentCount, forKey: .segmentCount)
    try container.encodeIfPresent(policyChecks, forKey: .policyChecks)
    try container.encodeIfPresent(googleConsentMode, forKey: .googleConsentMode)
  }
}
