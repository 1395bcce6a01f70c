import Interlude
import InterludeConsent
import Testing

@MainActor
@Suite("Privacy signals from the stored consent keys and ATT")
struct PrivacySignalsConsentTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  /// A store holding what our CMP saves for `decision` (GDPR applying), plus `usPrivacy`.
  private func store(
    _ decision: ConsentDecision?, usPrivacy: String? = nil
  ) throws
    -> InMemoryConsentStore
  {
    let store = InMemoryConsentStore()
    if let decision {
      let manager = ConsentManager(
        configuration: ConsentConfiguration(
          cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 9, 10],
          vendors: [755], legitimateInterestVendors: [755], gdprApplies: .yes),
        store: store)
      manager.apply(decision)
    }
    if let usPrivacy { try IABTCFStorage(store: store).writeUSPrivacy(usPrivacy) }
    return store
  }

  /// Evaluates, recording whether the identifier was read at all.
  private func evaluate(
    _ store: InMemoryConsentStore, _ tracking: TrackingAuthorizationStatus,
    idfa: String = idfa
  ) -> (signals: PrivacySignals, identifierRead: Bool) {
    var read = false
    let signals = PrivacySignals.evaluate(
      store: store, tracking: tracking,
      advertisingIdentifier: {
        read = true
        return idfa
      })
    return (signals, read)
  }

  @Test("full consent and ATT authorized: personalised, the IDFA sent")
  func fullConsentAuthorized() throws {
    let (signals, read) = evaluate(try store(.acceptAll), .authorized)
    #expect(read)
    #expect(
      signals.advertisingIdentifier == Self.idfa && signals.advertisingIdentifierType == "idfa")
    #expect(!signals.limitAdTracking && !signals.nonPersonalizedAds && !signals.limitedAds)
    #expect(signals.gdprApplies == true && signals.tcString != nil)
    #expect(signals.gppString?.hasPrefix("DBABMA~") == true && signals.gppSectionIDs == [2])
  }

  @Test(
    "ATT not authorized: the IDFA is never read, whatever consent says",
    arguments: [TrackingAuthorizationStatus.notDetermined, .restricted, .denied, .unavailable])
  func attNotAuthorized(status: TrackingAuthorizationStatus) throws {
    let (signals, read) = evaluate(try store(.acceptAll), status)
    #expect(!read)
    #expect(signals.advertisingIdentifier == nil && signals.limitAdTracking)
  }

  @Test("purpose 1 refused: limited ads, no identifier read even with ATT authorized")
  func purposeOneRefused() throws {
    let choice = ConsentChoice(
      purposes: [2, 3, 4, 7, 9, 10], legitimateInterestPurposes: [2, 7, 9, 10], vendors: [755],
      legitimateInterestVendors: [755])
    let (signals, read) = evaluate(try store(.custom(choice)), .authorized)
    #expect(!read)
    #expect(signals.limitedAds && signals.nonPersonalizedAds && signals.limitAdTracking)
  }

  @Test("reject all: technical delivery, no identifier; nothing stored yet: the same")
  func rejectedOrUnknown() throws {
    for store in [try store(.rejectAll), try store(nil)] {
      let (signals, read) = evaluate(store, .authorized)
      #expect(!read)
      #expect(
        signals.limitedAds && signals.nonPersonalizedAds && signals.advertisingIdentifier == nil)
    }
  }

  @Test("a US opt-out withholds the identifier and sets rdp, even where GDPR does not apply")
  func usOptOut() throws {
    let outside = try store(nil, usPrivacy: "1YYN")
    try IABTCFStorage(store: outside).clearTCF()  // IABTCF_gdprApplies = 0
    let (signals, read) = evaluate(outside, .authorized)
    #expect(!read)
    #expect(signals.restrictDataProcessing && signals.nonPersonalizedAds)
    #expect(signals.usPrivacy == "1YYN" && signals.gdprApplies == false)
    let notOptedOut = try store(nil, usPrivacy: "1YNN")
    try IABTCFStorage(store: notOptedOut).clearTCF()
    #expect(evaluate(notOptedOut, .authorized).signals.advertisingIdentifier == Self.idfa)
  }

  @Test(
    "GPP US sections: an opt-out (or a string that cannot be read) withholds the identifier",
    arguments: [
      ("DBABTA~1YYN", true, true), ("DBABTA~1YNN", false, true), ("DBABTA~1XNN", true, false),
      ("DBABMA~CPSG_8APSG_8ANwAAAENDgCgAAAAAAAAAAAAAAAAAAAA.IAAA", false, false),
    ])
  func gppUSOptOut(gpp: String, optedOut: Bool, usApplies: Bool) throws {
    let store = try store(nil)
    try IABTCFStorage(store: store).clearTCF()
    try IABTCFStorage(store: store).write(IABGPPValues(gppString: gpp, gppSID: [6]))
    let (signals, read) = evaluate(store, .authorized)
    #expect(read == !optedOut)
    #expect(signals.advertisingIdentifier == (optedOut ? nil : Self.idfa))
    #expect(signals.restrictDataProcessing == optedOut && signals.nonPersonalizedAds == optedOut)
    #expect(signals.regulations == (usApplies ? ["ccpa"] : []))
  }

  @Test("REGULATIONS: gdpr where GDPR applies, ccpa where a US Privacy string applies")
  func regulations() throws {
    #expect(evaluate(try store(.acceptAll), .denied).signals.regulations == ["gdpr"])
    #expect(
      evaluate(try store(.acceptAll, usPrivacy: "1NYN"), .denied).signals.regulations == [
        "gdpr", "ccpa",
      ])
    let notApplicable = try store(nil, usPrivacy: "1---")
    try IABTCFStorage(store: notApplicable).clearTCF()
    #expect(evaluate(notApplicable, .authorized).signals.regulations.isEmpty)
    #expect(evaluate(notApplicable, .authorized).signals.advertisingIdentifier == Self.idfa)
  }

  @Test("an all-zero IDFA is never sent")
  func zeroIdentifier() throws {
    let (signals, read) = evaluate(
      try store(.acceptAll), .authorized, idfa: PrivacySignals.zeroAdvertisingIdentifier)
    #expect(read)
    #expect(signals.advertisingIdentifier == nil && signals.limitAdTracking)
  }

  /// Apple's `ASIdentifierManager.advertisingIdentifier`: all zeros without tracking
  /// authorisation. An app's own reader may drop the dashes; zeros are still no one.
  @Test("an all-zero IDFA without its dashes is never sent either")
  func zeroIdentifierWithoutDashes() throws {
    let (signals, _) = evaluate(
      try store(.acceptAll), .authorized, idfa: "00000000000000000000000000000000")
    #expect(signals.advertisingIdentifier == nil && signals.limitAdTracking)
  }
}
