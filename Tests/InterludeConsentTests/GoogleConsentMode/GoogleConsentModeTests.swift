import Foundation
import InterludeConsent
import Testing

/// Google's "Use consent mode with TCF" table (the consent mode TCF integration): purpose 1
/// denied → `ad_storage` and `ad_user_data` denied; purpose 3 or 4 denied → `ad_personalization`
/// denied; purpose 7 denied → `ad_user_data` denied. A purpose counts for Google Advertising
/// Products, vendor 755, as the TCF requires of every vendor.
@Suite("GoogleConsentMode: Google's TCF to consent mode table")
struct GoogleConsentModeTests {
  private static let google = GoogleConsentMode.googleVendorID

  /// Everything consented, Google included, with purpose 7 also under legitimate interest.
  private static let everything = VendorDecisionInput(
    purposeConsents: Set(1...11), purposeLegitimateInterests: [2, 7, 9, 10],
    vendorConsents: [google], vendorLegitimateInterests: [google])

  private func mode(_ change: (inout VendorDecisionInput) -> Void) -> GoogleConsentMode {
    var signals = Self.everything
    change(&signals)
    return GoogleConsentMode(signals: signals)
  }

  @Test("Google's table: purposes 1, 3, 4 and 7 allowed for vendor 755 grant all four signals")
  func everythingAllowed() {
    #expect(GoogleConsentMode(signals: Self.everything) == .allGranted)
    #expect(GoogleConsentMode.googleVendorID == 755)
  }

  @Test("Google's table: purpose 1 denied gives ad_storage=denied and ad_user_data=denied")
  func purposeOneDenied() {
    let result = mode { $0.purposeConsents.remove(1) }
    #expect(result.adStorage == .denied)
    #expect(result.adUserData == .denied)
    #expect(result.adPersonalization == .granted, "purpose 1 is not in ad_personalization's row")
    #expect(result.analyticsStorage == .denied, "analytics storage needs purpose 1 consent")
  }

  @Test("Google's table: purpose 3 or purpose 4 denied gives ad_personalization=denied")
  func personalisationPurposesDenied() {
    for purpose in [3, 4] {
      let result = mode { $0.purposeConsents.remove(purpose) }
      #expect(result.adPersonalization == .denied, "purpose \(purpose)")
      #expect(result.adStorage == .granted && result.adUserData == .granted, "purpose \(purpose)")
      #expect(result.analyticsStorage == .granted, "purpose \(purpose)")
    }
  }

  @Test("Google's table: purpose 7 denied (no consent, no legitimate interest) denies ad_user_data")
  func purposeSevenDenied() {
    let result = mode {
      $0.purposeConsents.remove(7)
      $0.purposeLegitimateInterests.remove(7)
    }
    #expect(result.adUserData == .denied)
    #expect(result.adStorage == .granted && result.adPersonalization == .granted)
  }

  @Test("TCF 2.2: purpose 7 may rest on legitimate interest, purpose's AND vendor 755's")
  func purposeSevenByLegitimateInterest() {
    let byInterest = mode { $0.purposeConsents.remove(7) }
    #expect(byInterest.adUserData == .granted)
    let objectedToGoogle = mode {
      $0.purposeConsents.remove(7)
      $0.vendorLegitimateInterests.remove(Self.google)
    }
    #expect(objectedToGoogle.adUserData == .denied, "the user objected to Google's interest")
  }

  @Test("TCF 2.2: purposes 1, 3 and 4 cannot rest on legitimate interest")
  func consentOnlyPurposes() {
    let result = GoogleConsentMode(
      signals: VendorDecisionInput(
        purposeConsents: [7], purposeLegitimateInterests: [1, 3, 4, 7],
        vendorConsents: [Self.google], vendorLegitimateInterests: [Self.google]))
    #expect(result == .allDenied)
  }

  @Test("TCF 2.2: without consent for vendor 755 Google may not store, use data or personalise")
  func googleNotConsented() {
    let result = mode {
      $0.vendorConsents.remove(Self.google)
      $0.vendorLegitimateInterests.remove(Self.google)
    }
    #expect(result.adStorage == .denied)
    #expect(result.adUserData == .denied)
    #expect(result.adPersonalization == .denied)
    #expect(result.analyticsStorage == .granted, "analytics storage follows purpose 1 alone")
  }

  @Test("TCF 2.2: the publisher's restrictions for vendor 755 come first")
  func publisherRestrictions() {
    let notAllowed = mode {
      $0.publisherRestrictions = [
        PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [Self.google])
      ]
    }
    #expect(notAllowed.adStorage == .denied && notAllowed.adUserData == .denied)
    #expect(notAllowed.analyticsStorage == .granted, "the restriction names vendor 755 only")
    let consentRequired = mode {
      $0.purposeConsents.remove(7)
      $0.publisherRestrictions = [
        PublisherRestriction(
          purposeId: 7, restrictionType: .requireConsent, vendorIds: [Self.google])
      ]
    }
    #expect(consentRequired.adUserData == .denied, "legitimate interest is not enough then")
    let otherVendor = mode {
      $0.publisherRestrictions = [
        PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [10])
      ]
    }
    #expect(otherVendor == .allGranted)
  }

  @Test("A user's choice maps like the signals it holds")
  func fromChoice() {
    let choice = ConsentChoice(
      purposes: [1, 7], legitimateInterestPurposes: [2, 7], vendors: [Self.google, 10],
      legitimateInterestVendors: [Self.google])
    #expect(
      GoogleConsentMode(choice: choice)
        == GoogleConsentMode(
          adStorage: .granted, analyticsStorage: .granted, adUserData: .granted,
          adPersonalization: .denied))
  }

  @Test("GDPR not applying grants all four; applying or unknown without a TC string denies all")
  func gdprApplicability() throws {
    #expect(GoogleConsentMode.evaluate(gdprApplies: false, tcString: nil) == .allGranted)
    #expect(GoogleConsentMode.evaluate(gdprApplies: true, tcString: nil) == .allDenied)
    #expect(GoogleConsentMode.evaluate(gdprApplies: nil, tcString: nil) == .allDenied)
    var string = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
    string.purposesConsent = Array(1...11)
    string.vendorConsents = VendorSet(ids: [Self.google])
    string.disclosedVendors = VendorSet(ids: [Self.google])
    #expect(string.policyChecks.isValid)
    #expect(GoogleConsentMode.evaluate(gdprApplies: true, tcString: string) == .allGranted)
    #expect(GoogleConsentMode.evaluate(gdprApplies: false, tcString: string) == .allGranted)
  }

  @Test("Google accepts only TC strings that follow the TCF policy: a broken one grants nothing")
  func invalidString() {
    var string = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
    string.purposesConsent = Array(1...11)
    string.purposesLITransparency = [3]
    string.vendorConsents = VendorSet(ids: [Self.google])
    string.disclosedVendors = VendorSet(ids: [Self.google])
    #expect(!string.policyChecks.isValid, "legitimate interest for purpose 3 breaks TCF 2.2")
    #expect(GoogleConsentMode.evaluate(gdprApplies: true, tcString: string) == .allDenied)
  }

  @Test("The JSON and the parameters use consent mode's names and values, in Google's order")
  func names() throws {
    let value = GoogleConsentMode(
      adStorage: .granted, analyticsStorage: .denied, adUserData: .denied,
      adPersonalization: .granted)
    #expect(
      value.parameters.map(\.name) == [
        "ad_storage", "analytics_storage", "ad_user_data", "ad_personalization",
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(
      json
        == #"{"ad_personalization":"granted","ad_storage":"granted","ad_user_data":"denied","#
        + #""analytics_storage":"denied"}"#)
    #expect(try JSONDecoder().decode(GoogleConsentMode.self, from: Data(json.utf8)) == value)
  }
}
