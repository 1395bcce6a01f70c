import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// Why a Google Consent Mode signal is denied, after Google's TCF table ("Use consent mode with
/// TCF": purposes 1, 3, 4 and 7 for vendor 755): the reason names the purpose and what it
/// lacks (the purpose's consent, vendor 755's, a publisher restriction), so that a publisher
/// can see which choice or setting denies it.
@Suite("GoogleConsentMode: why a signal is denied")
struct GoogleConsentModeDenialTests {
  private static func string(_ change: (inout TCString) -> Void) -> TCString {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 10, cmpVersion: 1, vendorListVersion: 17)
    tc.purposesConsent = [1, 3, 4, 7]
    tc.vendorConsents = VendorSet(ids: [755])
    change(&tc)
    return tc
  }

  private func reasons(_ tc: TCString?, gdprApplies: Bool? = true) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: GoogleConsentMode.denials(gdprApplies: gdprApplies, tcString: tc).map {
        ($0.name, $0.reason)
      })
  }

  @Test("every signal granted: no reasons; GDPR not applying: none either")
  func granted() {
    #expect(reasons(Self.string { _ in }).isEmpty)
    #expect(reasons(nil, gdprApplies: false).isEmpty)
  }

  @Test("the reasons follow evaluate: exactly the denied signals have one")
  func matchesEvaluate() {
    let cases = [
      Self.string { $0.purposesConsent = [1] },
      Self.string { $0.vendorConsents = VendorSet(ids: [8]) },
      Self.string { $0.purposesConsent = [3, 4] },
    ]
    for tc in cases {
      let denied = GoogleConsentMode.evaluate(gdprApplies: true, tcString: tc).parameters
        .filter { $0.status == .denied }.map(\.name)
      #expect(Set(reasons(tc).keys) == Set(denied))
    }
  }

  @Test("purpose 1 without vendor 755's consent, and purpose 7 without either basis")
  func purposeAndVendor() {
    let noVendor = reasons(Self.string { $0.vendorConsents = VendorSet(ids: [8]) })
    #expect(
      noVendor["ad_storage"] == "vendor 755 has no consent for purpose 1: vendor 755 has none")
    #expect(noVendor["analytics_storage"] == nil, "analytics storage needs purpose 1 only")
    let noSeven = reasons(Self.string { $0.purposesConsent = [1, 3, 4] })
    #expect(
      noSeven["ad_user_data"]
        == "vendor 755 has neither consent nor legitimate interest for purpose 7: for consent "
        + "purpose 7 has none, for legitimate interest neither purpose 7 nor vendor 755 has it")
    let noPurposeOne = reasons(Self.string { $0.purposesConsent = [3, 4, 7] })
    #expect(noPurposeOne["analytics_storage"] == "purpose 1 has no consent")
    #expect(
      noPurposeOne["ad_storage"] == "vendor 755 has no consent for purpose 1: purpose 1 has none")
  }

  @Test("a publisher restriction that does not allow purpose 3 for vendor 755 is named")
  func restriction() {
    let restricted = reasons(
      Self.string {
        $0.publisherRestrictions = [
          PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [755])
        ]
      })
    #expect(
      restricted["ad_personalization"] == "the publisher does not allow purpose 3 for vendor 755")
  }

  @Test("no string, or one that breaks a TCF rule, denies all four, and says so")
  func noStringOrBroken() {
    #expect(reasons(nil).count == 4)
    #expect(reasons(nil)["ad_storage"]?.contains("no TC string") == true)
    let broken = reasons(Self.string { $0.purposesLITransparency = [3] })
    #expect(broken.count == 4)
    #expect(broken["ad_storage"]?.hasPrefix("the TC string breaks TCF rule ") == true)
  }

  @Test("reasons remembered across strings (decode --lines) are each string's own, in order")
  func rememberedAcrossStrings() {
    let cases: [TCString?] = [
      Self.string { _ in },
      Self.string { $0.vendorConsents = VendorSet(ids: [8]) },
      Self.string { $0.purposesConsent = [1, 3, 4] },
      Self.string {
        $0.publisherRestrictions = [
          PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [755])
        ]
      },
      Self.string {
        $0.publisherRestrictions = [
          PublisherRestriction(purposeId: 3, restrictionType: .notAllowed, vendorIds: [8])
        ]
      },
      Self.string { $0.purposesLITransparency = [3] },
      nil,
    ]
    var remembered = GoogleConsentMode.DenialReasons()
    // Twice over, so that the second round reads what the first remembered.
    for tc in cases + cases {
      let expected = GoogleConsentMode.denials(gdprApplies: true, tcString: tc)
      let given = remembered.denials(gdprApplies: true, tcString: tc)
      #expect(given.map(\.name) == expected.map(\.name))
      #expect(given.map(\.reason) == expected.map(\.reason))
      let judged = remembered.judge(gdprApplies: true, tcString: tc)
      #expect(judged.mode == GoogleConsentMode.evaluate(gdprApplies: true, tcString: tc))
      #expect(judged.denials.map(\.reason) == expected.map(\.reason))
    }
  }

  @Test("what is remembered is keyed by the string's input for vendor 755 and purposes 1, 3, 4, 7")
  func keyIsTheInput() {
    var generator = SeededGenerator(seed: 755)
    func some(_ range: ClosedRange<Int>, chance: UInt64 = 2) -> [Int] {
      range.filter { _ in generator.next() % chance == 0 }
    }
    var inputs: [UInt32: VendorDecisionInput] = [:]
    var keys: [VendorDecisionInput: UInt32] = [:]
    for _ in 0..<3_000 {
      let tc = Self.string { tc in
        tc.purposesConsent = some(1...11)
        tc.purposesLITransparency = some(1...11)
        tc.vendorConsents = VendorSet(ids: some(750...760))
        tc.vendorLegitimateInterests = VendorSet(ids: some(750...760))
        tc.publisherRestrictions = (0..<Int(generator.next() % 3)).map { _ in
          PublisherRestriction(
            purposeId: Int(generator.next() % 8) + 1,
            restrictionType: TCFRestrictionType(rawValue: Int(generator.next() % 4)) ?? .undefined,
            vendorIds: some(754...756))
        }
      }
      let key = GoogleConsentMode.DenialReasons.key(tc)
      let input = VendorDecisionInput(
        tc, vendor: GoogleConsentMode.googleVendorID, purposes: GoogleConsentMode.purposes)
      #expect(inputs[key, default: input] == input, "one key, one input")
      #expect(keys[input, default: key] == key, "one input, one key")
      inputs[key] = input
      keys[input] = key
    }
    #expect(inputs.count > 500, "the strings differ in what the key holds")
  }
}
