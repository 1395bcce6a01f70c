import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("Keys written when the CMP starts")
struct CMPStartKeysTests {
  @Test(
    "CMP API: IABTCF_CmpSdkID, IABTCF_CmpSdkVersion and IABTCF_gdprApplies are set as soon as the CMP starts",
    arguments: [(GDPRApplicability.yes, 1), (.no, 0)])
  func writtenAtStart(applies: GDPRApplicability, stored: Int) {
    let store = InMemoryConsentStore()
    _ = ConsentManager(
      configuration: ConsentConfiguration(
        cmpId: 300, cmpVersion: 7, vendorListVersion: 17, tcfPolicyVersion: 5,
        gdprApplies: applies),
      store: store)
    #expect(store.snapshot[IABTCFKeys.cmpSdkId] == .int(300))
    #expect(store.snapshot[IABTCFKeys.cmpSdkVersion] == .int(7))
    #expect(store.snapshot[IABTCFKeys.policyVersion] == .int(5))
    #expect(store.snapshot[IABTCFKeys.gdprApplies] == .int(stored))
    #expect(store.snapshot[IABTCFKeys.tcString] == nil, "no consent before a user action")
  }

  @Test("CMP API: gdprApplies stays unset while it is undetermined")
  func unknownLeavesGDPRAppliesUnset() {
    let store = InMemoryConsentStore()
    _ = ConsentManager(
      configuration: ConsentConfiguration(cmpId: 300, vendorListVersion: 17), store: store)
    #expect(store.snapshot[IABTCFKeys.cmpSdkId] == .int(300))
    #expect(store.snapshot[IABTCFKeys.gdprApplies] == nil)
  }

  @Test("A start with nothing new writes nothing (no change for readers to re-read)")
  func restartPostsNoChange() async {
    let store = InMemoryConsentStore()
    let configuration = ConsentConfiguration(cmpId: 300, vendorListVersion: 17, gdprApplies: .yes)
    _ = ConsentManager(configuration: configuration, store: store)
    let changes = store.changes()
    _ = ConsentManager(configuration: configuration, store: store)
    try? store.set(.string("x"), forKey: "marker")
    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next()?.keys == ["marker"], "the second start saved nothing")
  }
}
