import Foundation
import InterludeConsent
import Testing

/// The consent manager flags what the saved TC string breaks or should not do. CMP id 0: the TC
/// string specification does not forbid it, so such a string stands, but no CMP is registered
/// under 0 and iabtcf-es refuses the string ("invalid value 0 passed for cmpId").
@MainActor
@Suite("Consent manager: findings on the saved string")
struct SavedStringFindingsTests {
  private let day = Date(timeIntervalSince1970: 1_764_442_800)  // 2025-11-29 19:00 UTC

  private func configuration(cmpId: Int) -> ConsentConfiguration {
    ConsentConfiguration(
      cmpId: cmpId, vendorListVersion: 17, vendors: [755], gdprApplies: .yes)
  }

  @Test("a stored string of CMP id 0, read at start, stands and is flagged")
  func storedStringOfCMPZero() throws {
    var tc = TCString(
      createdDeciseconds: TCString.deciseconds(of: day), cmpId: 0, cmpVersion: 1,
      vendorListVersion: 17)
    tc.purposesConsent = [1, 2]
    tc.vendorConsents = VendorSet(ids: [755])
    tc.disclosedVendors = VendorSet(ids: [755])
    let store = InMemoryConsentStore()
    try store.set(.string(try TCStringEncoder().encode(tc)), forKey: "IABTCF_TCString")
    let manager = ConsentManager(
      configuration: configuration(cmpId: 300), store: store, now: { self.day })
    #expect(manager.userChoiceExists, "the string is used")
    #expect(manager.hasPurposeConsent(2))
    #expect(manager.policyFindings.map(\.check) == [.cmpIdAtLeast1])
    #expect(manager.policyFindings.first?.severity == .warning)
  }

  @Test("a choice saved under a configuration's CMP id 0 is flagged; a registered id is not")
  func savedHere() {
    let unregistered = ConsentManager(
      configuration: configuration(cmpId: 0), store: InMemoryConsentStore(), now: { self.day })
    #expect(unregistered.policyFindings.isEmpty, "nothing saved yet")
    unregistered.acceptAll()
    #expect(unregistered.policyFindings.map(\.check) == [.cmpIdAtLeast1])
    let registered = ConsentManager(
      configuration: configuration(cmpId: 300), store: InMemoryConsentStore(), now: { self.day })
    registered.acceptAll()
    #expect(registered.policyFindings.isEmpty)
  }
}
