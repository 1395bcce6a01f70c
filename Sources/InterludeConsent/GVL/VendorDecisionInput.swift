/// The signals a vendor decision reads: the user's choices and the publisher's restrictions.
///
/// Self-contained on purpose, so it can be filled from a decoded TC string, from the
/// `IABTCF_*` storage keys, or by hand. All ids are 1-based.
public struct VendorDecisionInput: Hashable, Sendable {
  /// Purposes the user consented to.
  public var purposeConsents: Set<Int>
  /// Purposes whose legitimate-interest transparency was established (not objected to).
  public var purposeLegitimateInterests: Set<Int>
  /// Vendors the user consented to.
  public var vendorConsents: Set<Int>
  /// Vendors whose legitimate interest the user did not object to.
  public var vendorLegitimateInterests: Set<Int>
  /// The publisher's restrictions. A vendor may appear in several; they are merged.
  public var publisherRestrictions: [PublisherRestriction]

  /// Creates an input.
  public init(
    purposeConsents: Set<Int> = [], purposeLegitimateInterests: Set<Int> = [],
    vendorConsents: Set<Int> = [], vendorLegitimateInterests: Set<Int> = [],
    publisherRestrictions: [PublisherRestriction] = []
  ) {
    self.purposeConsents = purposeConsents
    self.purposeLegitimateInterests = purposeLegitimateInterests
    self.vendorConsents = vendorConsents
    self.vendorLegitimateInterests = vendorLegitimateInterests
    self.publisherRestrictions = publisherRestrictions
  }

  /// The restriction in force for a vendor and purpose, merging every matching entry.
  ///
  /// `notAllowed` wins over everything. When both `requireConsent` and
  /// `requireLegitimateInterest` are present, `requireConsent` wins, as the stricter basis.
  package func restriction(purpose: Int, vendor: Int) -> TCFRestrictionType? {
    var types: Set<TCFRestrictionType> = []
    for restriction in publisherRestrictions
    where restriction.purposeId == purpose && restriction.vendorIds.contains(vendor) {
      types.insert(restriction.restrictionType)
    }
    if types.contains(.notAllowed) { return .notAllowed }
    if types.contains(.requireConsent) { return .requireConsent }
    if types.contains(.requireLegitimateInterest) { return .requireLegitimateInterest }
    return nil
  }
}

extension VendorDecisionInput {
  /// The signals in a decoded TC string (its core segment and publisher restrictions).
  public init(_ tcString: TCString) {
    self.init(
      purposeConsents: Set(tcString.purposesConsent),
      purposeLegitimateInterests: Set(tcString.purposesLITransparency),
      vendorConsents: Set(tcString.vendorConsents.ids),
      vendorLegitimateInterests: Set(tcString.vendorLegitimateInterests.ids),
      publisherRestrictions: tcString.publisherRestrictions)
  }

  /// The signals of a decoded TC string that concern one vendor and some purposes: the
  /// string's sets reduced to `vendor` and `purposes` (each in them or not), and its publisher
  /// restrictions reduced to one entry for `vendor` per purpose restricted, of the type
  /// ``restriction(purpose:vendor:)`` merges them to. For that vendor and those purposes every
  /// decision is the one the whole string's signals give, without putting every ID of the
  /// string in a set (the cost of a decision made once per string); and strings that agree on
  /// them give equal inputs, which can key what is worked out from them.
  package init(_ tcString: TCString, vendor: Int, purposes: [Int]) {
    func kept(_ ids: [Int]) -> Set<Int> {
      var kept = Set<Int>(minimumCapacity: purposes.count)
      for purpose in purposes where ids.contains(purpose) { kept.insert(purpose) }
      return kept
    }
    var restrictions: [PublisherRestriction] = []
    if !tcString.publisherRestrictions.isEmpty {
      let all = VendorDecisionInput(publisherRestrictions: tcString.publisherRestrictions)
      for purpose in purposes {
        guard let type = all.restriction(purpose: purpose, vendor: vendor) else { continue }
        restrictions.append(
          PublisherRestriction(purposeId: purpose, restrictionType: type, sortedVendorIds: [vendor])
        )
      }
    }
    self.init(
      purposeConsents: kept(tcString.purposesConsent),
      purposeLegitimateInterests: kept(tcString.purposesLITransparency),
      vendorConsents: tcString.vendorConsents.contains(vendor) ? [vendor] : [],
      vendorLegitimateInterests: tcString.vendorLegitimateInterests.contains(vendor)
        ? [vendor] : [],
      publisherRestrictions: restrictions)
  }
}

extension VendorDecisionInput {
  /// Whether the signals let `vendor` process for `purpose`, judged without the vendor's GVL
  /// declarations: the purpose AND the vendor consented to, or (when
  /// `legitimateInterestAccepted`) the purpose's AND the vendor's legitimate interest
  /// established. The publisher's restriction comes first: `notAllowed` denies the purpose,
  /// `requireConsent` and `requireLegitimateInterest` leave only that basis.
  package func allows(purpose: Int, vendor: Int, legitimateInterestAccepted: Bool) -> Bool {
    let byConsent = purposeConsents.contains(purpose) && vendorConsents.contains(vendor)
    let byLegitimateInterest =
      legitimateInterestAccepted && purposeLegitimateInterests.contains(purpose)
      && vendorLegitimateInterests.contains(vendor)
    switch restriction(purpose: purpose, vendor: vendor) {
    case .notAllowed: return false
    case .requireConsent: return byConsent
    case .requireLegitimateInterest: return byLegitimateInterest
    case .undefined, nil: return byConsent || byLegitimateInterest
    }
  }
}
