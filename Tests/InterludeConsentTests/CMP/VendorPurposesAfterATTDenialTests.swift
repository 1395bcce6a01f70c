import Foundation
import InterludeConsent
import Testing

/// Which vendors keep their consent when purposes are withdrawn, with each vendor's purposes
/// taken from the Global Vendor List.
@MainActor
@Suite("Vendor purposes from the vendor list")
struct VendorPurposesAfterATTDenialTests {
  /// Google as the GVL declares it (consent 1, 3, 4; flexible 2, 7, 9, 10), a vendor that only
  /// builds and uses profiles, and one that measures.
  private let vendorList = GlobalVendorList(
    vendorListVersion: 17,
    vendors: [
      755: GVLVendor(
        id: 755, name: "Google Advertising Products", purposes: [1, 3, 4],
        legIntPurposes: [2, 7, 9, 10], flexiblePurposes: [2, 7, 9, 10]),
      42: GVLVendor(id: 42, name: "Profiles Only", purposes: [3, 4]),
      10: GVLVendor(id: 10, name: "Measurer", purposes: [1], legIntPurposes: [7, 8]),
    ])
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 8, 9, 10],
    vendors: [10, 42, 755], legitimateInterestVendors: [10, 755], gdprApplies: .yes)

  private func manager() -> ConsentManager {
    ConsentManager(
      configuration: configuration, store: InMemoryConsentStore(), vendorList: vendorList)
  }

  @Test(
    "TCF: withdrawing purposes 3 and 4 keeps the consent of vendors that do not need them alone")
  func rejectTrackingPurposesKeepsOtherVendors() {
    let cmp = manager()
    cmp.acceptAll()
    cmp.rejectTrackingPurposes()
    #expect(!cmp.hasPurposeConsent(3) && !cmp.hasPurposeConsent(4))
    #expect(cmp.hasVendorConsent(755), "Google keeps purpose 1: non-personalised ads")
    #expect(cmp.hasVendorConsent(10))
    #expect(!cmp.hasVendorConsent(42), "nothing left for a profiles-only vendor")
  }

  @Test("Accepting purposes grants the vendors whose declared and flexible purposes are all in")
  func acceptPurposesUsesTheVendorList() {
    let cmp = manager()
    cmp.acceptPurposes([1, 7, 8], updateVendors: true)
    #expect(cmp.hasVendorConsent(10))
    #expect(!cmp.hasVendorConsent(755) && !cmp.hasVendorConsent(42))
    cmp.acceptPurposes([2, 3, 4, 9, 10], updateVendors: true)
    #expect(cmp.hasVendorConsent(755) && cmp.hasVendorConsent(42))
  }

  @Test("The publisher's own vendorPurposes entry wins over the vendor list")
  func configurationWins() {
    var configuration = self.configuration
    configuration.vendorPurposes = [755: [3, 4]]
    let cmp = ConsentManager(
      configuration: configuration, store: InMemoryConsentStore(), vendorList: vendorList)
    cmp.acceptAll()
    cmp.rejectTrackingPurposes()
    #expect(!cmp.hasVendorConsent(755))
  }
}
