import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("Vendor decision")
struct VendorDecisionTests {
  /// Declares consent for 1-4, LI for 7 and 9 (flexible 7), special purposes 1 and 2.
  private let mixed = GVLVendor(
    id: 10, name: "Mixed", purposes: [1, 2, 3, 4], legIntPurposes: [7, 9],
    flexiblePurposes: [2, 7],
    specialPurposes: [1, 2])

  private func everything(for vendor: Int) -> VendorDecisionInput {
    VendorDecisionInput(
      purposeConsents: Set(1...11), purposeLegitimateInterests: Set(1...11),
      vendorConsents: [vendor], vendorLegitimateInterests: [vendor])
  }

  @Test(arguments: [
    // (purpose, purpose consents, vendor consent, purpose LI, vendor LI, expected)
    (2, true, true, false, false, VendorDecision.allowed(.consent)),
    (2, false, true, true, true, .denied(.noPurposeConsent)),
    (2, true, false, true, true, .denied(.noVendorConsent)),
    (7, false, false, true, true, .allowed(.legitimateInterest)),
    (7, true, true, false, true, .denied(.noPurposeLegitimateInterest)),
    (7, true, true, true, false, .denied(.noVendorLegitimateInterest)),
    (5, true, true, true, true, .denied(.purposeNotDeclared)),
  ])
  func declaredBasisNeedsBothThePurposeAndTheVendorSignal(
    purpose: Int, purposeConsent: Bool, vendorConsent: Bool, purposeLI: Bool, vendorLI: Bool,
    expected: VendorDecision
  ) {
    let input = VendorDecisionInput(
      purposeConsents: purposeConsent ? [purpose] : [],
      purposeLegitimateInterests: purposeLI ? [purpose] : [],
      vendorConsents: vendorConsent ? [mixed.id] : [],
      vendorLegitimateInterests: vendorLI ? [mixed.id] : [])
    #expect(VendorDecision.evaluate(vendor: mixed, purpose: purpose, consents: input) == expected)
    #expect(
      VendorDecision.isAllowed(vendor: mixed, purpose: purpose, consents: input)
        == expected.isAllowed)
  }

  @Test(arguments: [
    // (purpose, restriction, expected)
    (2, TCFRestrictionType.notAllowed, VendorDecision.denied(.publisherRestricted)),
    (2, .requireConsent, .allowed(.consent)),  // consent-declared: the restriction is moot
    (2, .requireLegitimateInterest, .allowed(.legitimateInterest)),  // flexible: switched
    (3, .requireLegitimateInterest, .denied(.restrictionConflictsWithDeclaration)),  // not flexible
    (7, .requireConsent, .allowed(.consent)),  // LI-declared, flexible: switched
    (7, .requireLegitimateInterest, .allowed(.legitimateInterest)),
    (9, .requireConsent, .denied(.restrictionConflictsWithDeclaration)),  // LI, not flexible
    (5, .requireConsent, .denied(.purposeNotDeclared)),  // unregistered purpose
    (1, .requireLegitimateInterest, .denied(.restrictionConflictsWithDeclaration)),
  ])
  func publisherRestrictionsComeFirst(
    purpose: Int, restriction: TCFRestrictionType, expected: VendorDecision
  ) {
    var input = everything(for: mixed.id)
    input.publisherRestrictions = [
      PublisherRestriction(
        purposeId: purpose, restrictionType: restriction, vendorIds: [mixed.id, 999])
    ]
    #expect(VendorDecision.evaluate(vendor: mixed, purpose: purpose, consents: input) == expected)
  }

  @Test func aSwitchedBasisReadsTheSignalsOfTheNewBasis() {
    // Flexible purpose 7 is switched to consent; LI signals alone no longer suffice.
    let input = VendorDecisionInput(
      purposeLegitimateInterests: [7], vendorLegitimateInterests: [mixed.id],
      publisherRestrictions: [
        PublisherRestriction(purposeId: 7, restrictionType: .requireConsent, vendorIds: [mixed.id])
      ])
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 7, consents: input)
        == .denied(.noPurposeConsent))
  }

  @Test func restrictionsForOtherVendorsOrPurposesDoNotApply() {
    var input = everything(for: mixed.id)
    input.publisherRestrictions = [
      PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [11]),
      PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [mixed.id]),
    ]
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 2, consents: input) == .allowed(.consent))
  }

  @Test func repeatedRestrictionsAreMerged() {
    var input = everything(for: mixed.id)
    input.publisherRestrictions = [
      PublisherRestriction(
        purposeId: 2, restrictionType: .requireLegitimateInterest, vendorIds: [mixed.id]),
      PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [mixed.id]),
    ]
    #expect(input.restriction(purpose: 2, vendor: mixed.id) == .notAllowed)
    input.publisherRestrictions[1].restrictionType = .requireConsent
    #expect(input.restriction(purpose: 2, vendor: mixed.id) == .requireConsent)
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 2, consents: input) == .allowed(.consent))
  }

  @Test func purposeOneIsNeverUnderLegitimateInterest() {
    let invalid = GVLVendor(id: 5, name: "Invalid", legIntPurposes: [1], flexiblePurposes: [1])
    #expect(
      VendorDecision.evaluate(vendor: invalid, purpose: 1, consents: everything(for: 5))
        == .denied(.purposeOneRequiresConsent))
    let input = VendorDecisionInput(
      purposeLegitimateInterests: [1], vendorLegitimateInterests: [mixed.id])
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 1, consents: input)
        == .denied(.noPurposeConsent))
  }

  @Test func specialPurposesAreAlwaysAllowedUnderLegitimateInterest() {
    #expect(
      VendorDecision.evaluate(vendor: mixed, specialPurpose: 1) == .allowed(.legitimateInterest))
    #expect(
      VendorDecision.evaluate(vendor: mixed, specialPurpose: 3) == .denied(.purposeNotDeclared))
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite) && GVLFixtures.available,
      "\(SharedFixtures.unavailableMessage)"))
  func decidesForTheTwoVendorFixture() throws {
    let list = try GVLLoader().load(from: GVLFixtures.data(GVLFixtures.twoVendors))
    // Vendor 1 (VDX.tv): consent for 1-4 and 7-10, flexible 7-10. Vendor 2 (Captify): consent
    // for 1-4, 7, 9, 10, nothing flexible.
    let input = VendorDecisionInput(
      purposeConsents: [1, 2, 3, 4], purposeLegitimateInterests: [7, 9],
      vendorConsents: [1, 2], vendorLegitimateInterests: [1, 2],
      publisherRestrictions: [
        PublisherRestriction(
          purposeId: 7, restrictionType: .requireLegitimateInterest, vendorIds: [1, 2]),
        PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [2]),
      ])
    func decide(_ vendor: Int, _ purpose: Int) -> VendorDecision {
      VendorDecision.evaluate(vendorId: vendor, purpose: purpose, in: list, consents: input)
    }
    #expect(decide(1, 1) == .allowed(.consent))
    #expect(decide(2, 1) == .allowed(.consent))
    #expect(decide(1, 3) == .allowed(.consent))
    #expect(decide(2, 3) == .denied(.publisherRestricted))
    #expect(decide(1, 7) == .allowed(.legitimateInterest))
    #expect(decide(2, 7) == .denied(.restrictionConflictsWithDeclaration))
    #expect(decide(1, 9) == .denied(.noPurposeConsent))
    #expect(decide(1, 5) == .denied(.purposeNotDeclared))
    #expect(decide(3, 1) == .denied(.vendorNotInList))
    let vdx = try #require(list.vendors[1])
    #expect(
      VendorDecision.evaluate(vendor: vdx, specialPurpose: 2) == .allowed(.legitimateInterest))
  }

  @Test func deletedVendorsAreDenied() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    let input = everything(for: 4176)
    #expect(
      VendorDecision.evaluate(
        vendorId: 4176, purpose: 1, in: list, consents: input,
        asOf: Date(timeIntervalSince1970: 1_700_000_000)) == .denied(.vendorDeleted))
    #expect(
      VendorDecision.evaluate(
        vendorId: 42, purpose: 1, in: list, consents: everything(for: 42)) == .allowed(.consent))
  }

  @Test("a decoded TC string feeds the decision, its publisher restrictions included")
  func decidesFromATCString() throws {
    var written = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17,
      tcfPolicyVersion: 5)
    written.purposesConsent = [1, 2, 3]
    written.purposesLITransparency = [7]
    written.vendorConsents = VendorSet(ids: [10])
    written.vendorLegitimateInterests = VendorSet(ids: [10])
    written.publisherRestrictions = [
      PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [10])
    ]
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(written))
    let input = VendorDecisionInput(decoded)
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 2, consents: input) == .allowed(.consent))
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 3, consents: input)
        == .denied(.publisherRestricted))
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 7, consents: input)
        == .allowed(.legitimateInterest))
    #expect(
      VendorDecision.evaluate(vendor: mixed, purpose: 4, consents: input)
        == .denied(.noPurposeConsent))
  }
}

/// `VendorDecisionInput(_:vendor:purposes:)`, the input Google Consent Mode judges vendor 755
/// on: it keeps only that vendor and Google's purposes of the string's sets, and must decide
/// for them as the whole input does.
@Suite("Vendor decision input for one vendor")
struct VendorDecisionInputOneVendorTests {
  @Test(
    "for its vendor and purposes, each basis and restriction decides as the whole string's input",
    arguments: [true, false])
  func sameDecisionsAsTheWholeInput(vendorIsListed: Bool) {
    let vendor = GoogleConsentMode.googleVendorID
    var string = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
    string.purposesConsent = [1, 2, 3, 4, 7]
    string.purposesLITransparency = [2, 7, 9]
    let others = [1, 2, 100, 754, 756, 1000]
    string.vendorConsents = VendorSet(ids: others + (vendorIsListed ? [vendor] : []))
    string.vendorLegitimateInterests = VendorSet(ids: others + (vendorIsListed ? [vendor] : []))
    string.publisherRestrictions = [
      PublisherRestriction(purposeId: 2, restrictionType: .notAllowed, vendorIds: [vendor]),
      PublisherRestriction(purposeId: 3, restrictionType: .requireConsent, vendorIds: [vendor]),
      PublisherRestriction(
        purposeId: 7, restrictionType: .requireLegitimateInterest, vendorIds: [vendor, 1]),
      PublisherRestriction(purposeId: 4, restrictionType: .notAllowed, vendorIds: [1]),
    ]
    let whole = VendorDecisionInput(string)
    let reduced = VendorDecisionInput(string, vendor: vendor, purposes: GoogleConsentMode.purposes)
    #expect(reduced.vendorConsents == (vendorIsListed ? [vendor] : []))
    #expect(reduced.purposeConsents == [1, 3, 4, 7])
    for purpose in GoogleConsentMode.purposes {
      for legitimateInterest in [false, true] {
        #expect(
          reduced.allows(
            purpose: purpose, vendor: vendor, legitimateInterestAccepted: legitimateInterest)
            == whole.allows(
              purpose: purpose, vendor: vendor, legitimateInterestAccepted: legitimateInterest),
          "purpose \(purpose), legitimate interest accepted: \(legitimateInterest)")
      }
      #expect(
        reduced.restriction(purpose: purpose, vendor: vendor)
          == whole.restriction(purpose: purpose, vendor: vendor))
    }
  }

  @Test("strings that agree on the vendor and purposes give equal inputs, restrictions merged")
  func equalForStringsThatAgree() {
    let vendor = GoogleConsentMode.googleVendorID
    func string(_ restrictions: [PublisherRestriction], others: [Int]) -> TCString {
      var string = TCString(
        createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
      string.purposesConsent = [1, 3, 4, 7]
      string.vendorConsents = VendorSet(ids: others + [vendor])
      string.publisherRestrictions = restrictions
      return string
    }
    let one = string(
      [
        PublisherRestriction(purposeId: 3, restrictionType: .requireConsent, vendorIds: [vendor]),
        PublisherRestriction(
          purposeId: 3, restrictionType: .requireLegitimateInterest, vendorIds: [vendor, 1]),
        PublisherRestriction(purposeId: 4, restrictionType: .notAllowed, vendorIds: [1]),
      ], others: [1, 2])
    let other = string(
      [PublisherRestriction(purposeId: 3, restrictionType: .requireConsent, vendorIds: [vendor])],
      others: [100])
    let purposes = GoogleConsentMode.purposes
    #expect(
      VendorDecisionInput(one, vendor: vendor, purposes: purposes)
        == VendorDecisionInput(other, vendor: vendor, purposes: purposes))
  }
}
