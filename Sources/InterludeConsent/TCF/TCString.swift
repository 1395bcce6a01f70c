public import Foundation

/// A decoded IAB TCF v2 TC string: the core segment plus the optional segments.
///
/// ID lists are 1-based, ascending and unique (purpose 1 is `1`). Decode one with
/// ``TCStringDecoder``, encode one with ``TCStringEncoder``, and check it against the TCF 2.2
/// and 2.3 policy rules with ``policyFindings``.
public struct TCString: Hashable, Sendable {
  /// The format version (always 2 for a decoded string).
  public var version: Int = 2
  /// `Created`, in deciseconds since 1970-01-01 UTC, exactly as encoded (36 bits).
  public var createdDeciseconds: Int64
  /// `LastUpdated`, in deciseconds since 1970-01-01 UTC, exactly as encoded (36 bits).
  public var lastUpdatedDeciseconds: Int64
  /// The registered ID of the CMP that wrote the string.
  public var cmpId: Int
  /// The version of that CMP.
  public var cmpVersion: Int
  /// The CMP's screen number on which consent was collected.
  public var consentScreen: Int = 1
  /// The two-letter language of the consent UI, uppercase (`EN`).
  public var consentLanguage: String = "EN"
  /// The Global Vendor List version the CMP used.
  public var vendorListVersion: Int
  /// The TCF policy version (2 for TCF 2.0/2.1, 4 for 2.2, 5 in 2025 strings).
  public var tcfPolicyVersion: Int
  /// Whether the consent is service-specific (must be `true` since 2021).
  public var isServiceSpecific: Bool = true
  /// Whether the CMP used non-standard texts (formerly UseNonStandardStacks).
  public var useNonStandardTexts: Bool = false
  /// Special features (1–12) the user opted in to.
  public var specialFeatureOptIns: [Int] = []
  /// Purposes (1–24) the user consented to.
  public var purposesConsent: [Int] = []
  /// Purposes (1–24) with legitimate interest established and not objected to.
  public var purposesLITransparency: [Int] = []
  /// Whether purpose 1 was not disclosed (the jurisdiction's special treatment).
  public var purposeOneTreatment: Bool = false
  /// The publisher's country, two uppercase letters (`AA` when unknown; not always ISO 3166).
  public var publisherCC: String = "AA"
  /// Vendors the user consented to.
  public var vendorConsents: VendorSet = .empty
  /// Vendors with legitimate interest established and not objected to.
  public var vendorLegitimateInterests: VendorSet = .empty
  /// Publisher restrictions in string order, as encoded (entries are not merged here: a vendor
  /// may appear in several; ``VendorDecision`` merges them).
  public var publisherRestrictions: [PublisherRestriction] = []
  /// The DisclosedVendors segment (type 1), mandatory since TCF 2.3; nil when absent.
  public var disclosedVendors: VendorSet?
  /// The legacy AllowedVendors segment (type 2, removed in 2021): read and otherwise ignored.
  public var allowedVendorsLegacy: VendorSet?
  /// The PublisherTC segment (type 3); nil when absent.
  public var publisherTC: PublisherTC?
  /// Segments dropped by a ``TCFSegmentPolicy/lenient`` decode, one message each.
  package var decodingWarnings: [String] = []

  /// Creates a TC string with the fields a CMP must set; every other field starts at the
  /// value of a string that grants nothing (no purposes, vendors or special features, no
  /// optional segment), service-specific, on consent screen 1, in English (`EN`), for an
  /// unknown publisher country (`AA`), and is set as a property.
  ///
  /// - Parameters:
  ///   - createdDeciseconds: `Created` and `LastUpdated`, in deciseconds since 1970 UTC: the
  ///     policy wants both equal and day-level (UTC midnight) since 2021.
  ///   - cmpId: The CMP's registered ID.
  ///   - cmpVersion: The CMP's version.
  ///   - vendorListVersion: The Global Vendor List version the CMP used.
  ///   - tcfPolicyVersion: The TCF policy version, the GVL's `tcfPolicyVersion` (5 today).
  public init(
    createdDeciseconds: Int64, cmpId: Int, cmpVersion: Int, vendorListVersion: Int,
    tcfPolicyVersion: Int = 5
  ) {
    self.createdDeciseconds = createdDeciseconds
    lastUpdatedDeciseconds = createdDeciseconds
    self.cmpId = cmpId
    self.cmpVersion = cmpVersion
    self.vendorListVersion = vendorListVersion
    self.tcfPolicyVersion = tcfPolicyVersion
  }

  /// The number of `.`-separated segments: the core, the optional segments present, and the
  /// segments a ``TCFSegmentPolicy/lenient`` decode dropped (one ``decodingWarnings`` entry
  /// each). For a decoded string, the number it had; for a built one, the number the encoder
  /// writes.
  package var segmentCount: Int {
    1 + (disclosedVendors == nil ? 0 : 1) + (allowedVendorsLegacy == nil ? 0 : 1)
      + (publisherTC == nil ? 0 : 1) + decodingWarnings.count
  }

  /// `Created` as a date (decisecond precision).
  public var created: Date { Self.date(deciseconds: createdDeciseconds) }
  /// `LastUpdated` as a date (decisecond precision).
  public var lastUpdated: Date { Self.date(deciseconds: lastUpdatedDeciseconds) }

  /// The date for a count of deciseconds since 1970 UTC.
  package static func date(deciseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(deciseconds) / 10)
  }

  /// The deciseconds since 1970 UTC for a date, rounded down to a whole decisecond.
  public static func deciseconds(of date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 10).rounded(.down))
  }

  /// The TCF 2.2/2.3 policy facts about this string and the findings that follow from them.
  package var policyChecks: TCFPolicyChecks { TCFPolicyChecks(self) }

  /// The TCF 2.2/2.3 policy rules this string breaks or should not, errors first: an error
  /// (``TCFPolicySeverity/error``) makes the string invalid under TCF 2.2, a warning does not.
  public var policyFindings: [TCFPolicyFinding] { policyChecks.findings }

  /// Publisher restrictions with repeated entries merged: one entry per purpose and
  /// restriction type, with the union of their vendors, ordered by purpose then type.
  package var mergedPublisherRestrictions: [PublisherRestriction] {
    var merged: [Int: Set<Int>] = [:]
    for restriction in publisherRestrictions {
      let key = restriction.purposeId * 4 + restriction.restrictionType.rawValue
      merged[key, default: []].formUnion(restriction.vendorIds)
    }
    return merged.keys.sorted().compactMap { key in
      guard let type = TCFRestrictionType(rawValue: key % 4) else { return nil }
      return PublisherRestriction(
        purposeId: key / 4, restrictionType: type, vendorIds: Array(merged[key] ?? []))
    }
  }

  /// The restriction types the publisher set for a vendor and purpose, across all entries
  /// (usually zero or one; the same vendor may appear in several entries).
  package func restrictionTypes(vendorId: Int, purposeId: Int) -> [TCFRestrictionType] {
    var types: [TCFRestrictionType] = []
    for restriction in publisherRestrictions
    where restriction.purposeId == purposeId
      && VendorSet(sortedIds: restriction.vendorIds, maxVendorId: 0, isRangeEncoding: false)
        .contains(vendorId)
      && !types.contains(restriction.restrictionType)
    {
      types.append(restriction.restrictionType)
    }
    return types
  }
}
