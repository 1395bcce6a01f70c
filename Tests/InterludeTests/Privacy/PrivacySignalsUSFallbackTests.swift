import Interlude
import InterludeConsent
import Testing

/// A CMP that stores a US section's string or only its pre-parsed fields, without
/// `IABGPP_HDR_GppString`: the opt-out is still read.
@Suite("Privacy signals from stored US sections and pre-parsed fields")
struct PrivacySignalsUSFallbackTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  private func evaluate(_ values: IABGPPValues) throws -> PrivacySignals {
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    try storage.write(IABTCFValues(gdprApplies: false), values)
    return PrivacySignals.evaluate(store: store, tracking: .authorized) { Self.idfa }
  }

  private static func national(targetedAdvertisingOptOut: Int) throws -> String {
    var section = USNatSection()
    section.saleOptOut = 2
    section.sharingOptOut = 2
    section.targetedAdvertisingOptOut = targetedAdvertisingOptOut
    return try section.encoded
  }

  @Test("MSPA: a usnat section string alone, opted out of targeted advertising, gives rdp=1")
  func sectionStringOnly() throws {
    let optedOut = try evaluate(
      IABGPPValues(sectionStrings: [7: try Self.national(targetedAdvertisingOptOut: 1)]))
    #expect(optedOut.restrictDataProcessing && optedOut.advertisingIdentifier == nil)
    #expect(optedOut.regulations == ["ccpa"])
    let kept = try evaluate(
      IABGPPValues(sectionStrings: [7: try Self.national(targetedAdvertisingOptOut: 2)]))
    #expect(!kept.restrictDataProcessing && kept.advertisingIdentifier == Self.idfa)
  }

  @Test("an unreadable US section string counts as an opt-out")
  func unreadableSection() throws {
    let signals = try evaluate(IABGPPValues(sectionStrings: [8: "!!"]))
    #expect(signals.restrictDataProcessing && signals.advertisingIdentifier == nil)
  }

  @Test(
    "GPP CMP API pre-parsed fields alone: an opt-out of sale, sharing, targeted ads, GPC or USP1",
    arguments: [
      ("USNAT_SaleOptOut", ConsentValue.int(1), true), ("USCA_SharingOptOut", .int(1), true),
      ("USVA_TargetedAdvertisingOptOut", .int(1), true), ("USNAT_Gpc", .int(1), true),
      ("USP1_OptOut", .string("Y"), true), ("USNAT_SaleOptOut", .int(2), false),
      ("USP1_OptOut", .string("N"), false), ("TCFEU2_PurposeConsents", .string("1_2"), false),
    ])
  func preParsedFieldsOnly(name: String, value: ConsentValue, optedOut: Bool) throws {
    let signals = try evaluate(IABGPPValues(fields: [name: value]))
    #expect(signals.restrictDataProcessing == optedOut)
    #expect(signals.advertisingIdentifier == (optedOut ? nil : Self.idfa))
  }
}
