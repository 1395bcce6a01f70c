import Interlude
import InterludeConsent
import Testing

@Suite("Ad-serving mode (Google's table, vendor 755)")
struct AdServingModeTests {
  private static let everyPurpose = Array(1...11)

  /// A TC string with the given signals; DisclosedVendors names 755.
  private static func tc(
    purposes: [Int] = everyPurpose, liPurposes: [Int] = [], vendors: [Int] = [755],
    liVendors: [Int] = [], restrictions: [PublisherRestriction] = [],
    serviceSpecific: Bool = true
  ) -> TCString {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17,
      tcfPolicyVersion: 5)
    tc.isServiceSpecific = serviceSpecific
    tc.purposesConsent = purposes
    tc.purposesLITransparency = liPurposes
    tc.vendorConsents = VendorSet(ids: vendors)
    tc.vendorLegitimateInterests = VendorSet(ids: liVendors)
    tc.publisherRestrictions = restrictions
    tc.disclosedVendors = VendorSet(ids: [755])
    return tc
  }

  @Test(
    "each consent state maps to its mode",
    arguments: [
      ("GDPR does not apply", false, nil, AdServingMode.personalized),
      ("applies, no string yet", true, nil, .technical),
      ("unknown, no string", nil, nil, .technical),
      ("purpose 1 refused", true, tc(purposes: [2, 3, 4, 7, 9, 10]), .limited),
      ("purpose 1 given, 3 and 4 refused", true, tc(purposes: [1, 2, 7, 9, 10]), .nonPersonalized),
      ("full consent", true, tc(), .personalized),
      ("full consent, GDPR unknown", nil, tc(), .personalized),
      ("full consent but 755 refused", true, tc(vendors: [1, 2]), .technical),
      (
        "delivery purposes by legitimate interest", true,
        tc(purposes: [1, 3, 4], liPurposes: [2, 7, 9, 10], liVendors: [755]), .personalized
      ),
      (
        "LI purposes without 755's LI", true, tc(purposes: [1], liPurposes: [2, 7, 9, 10]),
        .technical
      ),
      ("a string that is not service-specific", true, tc(serviceSpecific: false), .technical),
    ] as [(String, Bool?, TCString?, AdServingMode)])
  func modes(_ name: String, gdprApplies: Bool?, tcString: TCString?, expected: AdServingMode) {
    #expect(
      AdServingMode.evaluate(gdprApplies: gdprApplies, tcString: tcString) == expected, "\(name)")
  }

  @Test("publisher restrictions for 755 apply before the user's signals")
  func publisherRestrictions() {
    let notAllowed = Self.tc(restrictions: [
      PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [755])
    ])
    #expect(AdServingMode.evaluate(gdprApplies: true, tcString: notAllowed) == .technical)
    let consentRequired = Self.tc(
      purposes: [1, 3, 4], liPurposes: [2, 7, 9, 10], liVendors: [755],
      restrictions: [
        PublisherRestriction(purposeId: 7, restrictionType: .requireConsent, vendorIds: [755])
      ])
    #expect(AdServingMode.evaluate(gdprApplies: true, tcString: consentRequired) == .technical)
    let otherVendor = Self.tc(restrictions: [
      PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [10])
    ])
    #expect(AdServingMode.evaluate(gdprApplies: true, tcString: otherVendor) == .personalized)
  }

  @Test("the modes' parameters: npa for all but personalised, ltd for limited and technical")
  func parameters() {
    #expect(AdServingMode.allCases.map(\.nonPersonalizedAds) == [false, true, true, true])
    #expect(AdServingMode.allCases.map(\.limitedAds) == [false, false, true, true])
  }
}
