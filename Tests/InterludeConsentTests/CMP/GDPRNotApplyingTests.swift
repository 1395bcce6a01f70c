import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("GDPR not applying")
struct GDPRNotApplyingTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, cmpVersion: 2, vendorListVersion: 17, vendors: [755], gdprApplies: .yes,
    additionalConsentProviders: [89])

  @Test(
    "CMP API: once GDPR stops applying, gdprApplies is 0 and no IABTCF_ or IABGPP_ consent key remains"
  )
  func clearsEveryConsentKey() async {
    let store = InMemoryConsentStore()
    ConsentManager(configuration: configuration, store: store).acceptAll()
    #expect(store.snapshot.keys.contains { $0.hasPrefix("IABGPP_") })
    var outside = configuration
    outside.gdprApplies = .no
    let cmp = ConsentManager(configuration: outside, store: store)
    await cmp.checkAndOpen()
    let keys = Set(store.snapshot.keys)
    #expect(!keys.contains { $0.hasPrefix("IABGPP_") })
    #expect(
      keys == [
        IABTCFKeys.cmpSdkId, IABTCFKeys.cmpSdkVersion, IABTCFKeys.policyVersion,
        IABTCFKeys.gdprApplies,
      ])
    #expect(store.snapshot[IABTCFKeys.gdprApplies] == .int(0))
  }

  @Test("The choice from the EU string is forgotten where GDPR does not apply")
  func forgetsTheEUChoice() async {
    let store = InMemoryConsentStore()
    ConsentManager(configuration: configuration, store: store).acceptAll()
    var outside = configuration
    outside.gdprApplies = .no
    let cmp = ConsentManager(configuration: outside, store: store)
    await cmp.checkAndOpen()
    #expect(cmp.choice == nil)
    #expect(!cmp.hasPurposeConsent(1) && !cmp.hasVendorConsent(755))
    #expect(cmp.additionalConsentString == nil && cmp.tcString == nil && cmp.gppString == nil)
    #expect(!cmp.needsConsent && !cmp.privacyOptionsRequired)
  }
}
