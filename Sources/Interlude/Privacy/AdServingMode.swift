package import InterludeConsent

/// How an ad server may serve ads under the user's TCF choices, after Google's table for Ad
/// Manager (vendor 755): personalised, non-personalised (`npa=1`), limited (`ltd=1`: no device
/// identifiers, no cookies or storage) or technical delivery only.
package enum AdServingMode: String, Hashable, Sendable, CaseIterable {
  /// Purpose 1, 3 and 4 consent and purposes 2, 7, 9 and 10 allowed: personalised ads.
  case personalized
  /// Purpose 1 consent and purposes 2, 7, 9 and 10 allowed: non-personalised ads (`npa=1`).
  case nonPersonalized
  /// No purpose 1 consent, but purposes 2, 7, 9 and 10 allowed: limited ads (`ltd=1`).
  case limited
  /// Neither: only technical delivery (`npa=1`, `ltd=1`, nothing stored or read).
  case technical

  /// The purposes every mode but technical delivery needs, by consent or legitimate interest.
  package static let deliveryPurposes = [2, 7, 9, 10]
  /// The purposes personalisation needs by consent, besides purpose 1.
  package static let personalizationPurposes = [3, 4]

  /// Google Ad Manager's id in the Global Vendor List.
  package static let googleAdManagerVendorID = 755

  /// The mode for the ad server `vendorID` given whether GDPR applies and the user's TC string.
  ///
  /// GDPR not applying gives ``personalized`` (ATT still gates identifiers on its own). When
  /// it applies or is unknown, a missing string, or one that breaks a TCF rule (policy version,
  /// service-specific, LI for purposes 3–6), counts as no consent. As Google's table has it,
  /// purposes 1, 3 and 4 need consent (purpose AND vendor); purposes 2, 7, 9 and 10 need
  /// consent or legitimate interest (each purpose AND vendor). The publisher's restrictions for
  /// the vendor come first: `notAllowed` denies the purpose, `requireConsent` and
  /// `requireLegitimateInterest` leave only that basis.
  package static func evaluate(
    gdprApplies: Bool?, tcString: TCString?, vendorID: Int = googleAdManagerVendorID
  ) -> AdServingMode {
    if gdprApplies == false { return .personalized }
    guard let tcString, tcString.policyChecks.isValid else { return .technical }
    let input = VendorDecisionInput(tcString)
    func allowed(_ purpose: Int, legitimateInterestAccepted: Bool) -> Bool {
      input.allows(
        purpose: purpose, vendor: vendorID, legitimateInterestAccepted: legitimateInterestAccepted)
    }
    guard deliveryPurposes.allSatisfy({ allowed($0, legitimateInterestAccepted: true) }) else {
      return .technical
    }
    guard allowed(1, legitimateInterestAccepted: false) else { return .limited }
    let personalized = personalizationPurposes.allSatisfy {
      allowed($0, legitimateInterestAccepted: false)
    }
    return personalized ? .personalized : .nonPersonalized
  }

  /// Whether `npa=1` is sent.
  package var nonPersonalizedAds: Bool { self != .personalized }
  /// Whether `ltd=1` is sent: no device identifier is read, no cookie or storage used.
  package var limitedAds: Bool { self == .limited || self == .technical }
}
