import Foundation
import InterludeConsent
import Testing

/// The TC string specification: "Purpose 1 is always required to be registered as a consent
/// purpose and can not be flexible per Policies". A configuration that lists purpose 1 under
/// legitimate interest anyway (one that skipped ``ConsentConfiguration/validate(against:)``)
/// never gets it into a saved string: it is left out as purposes 3 to 6 are.
@MainActor
@Suite("Purpose 1 is consent-only")
struct PurposeOneConsentOnlyTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, purposes: [1, 2, 7], legitimateInterestPurposes: [1, 2, 7],
    vendors: [755], legitimateInterestVendors: [755], gdprApplies: .yes)

  /// The saved `IABTCF_PurposeLegitimateInterests` and the saved string's LI purposes.
  private func saved(_ decision: ConsentDecision) throws -> (key: String?, li: [Int]) {
    let store = InMemoryConsentStore()
    let manager = ConsentManager(configuration: configuration, store: store)
    manager.apply(decision)
    let string = try TCStringDecoder().decode(try #require(manager.tcString))
    return (
      store.snapshot["IABTCF_PurposeLegitimateInterests"]?.description,
      string.purposesLITransparency
    )
  }

  @Test("accept all records legitimate interest for 2 and 7, never for purpose 1")
  func acceptAll() throws {
    let (key, li) = try saved(.acceptAll)
    #expect(key == "0100001")
    #expect(li == [2, 7])
  }

  @Test("a custom choice with legitimate interest for purpose 1 records it for 2 and 7 only")
  func customChoice() throws {
    let choice = ConsentChoice(purposes: [1], legitimateInterestPurposes: [1, 2, 7])
    #expect(choice.legitimateInterestPurposes == [2, 7])
    let (key, li) = try saved(.custom(choice))
    #expect(key == "0100001")
    #expect(li == [2, 7])
  }

  @Test("the layer asks consent for purpose 1 and offers no objection to a legitimate interest")
  func layer() {
    let model = ConsentLayerModel(configuration: configuration)
    let purposeOne = model.items.first { $0.id == "purpose-1" }
    #expect(purposeOne?.asksConsent == true)
    #expect(purposeOne?.hasLegitimateInterest == false)
    #expect(model.purposes.filter(\.hasLegitimateInterest).map(\.number) == [2, 7])
  }

  @Test("TCF 2.2 unchanged: purposes 3 to 6 are left out the same way")
  func purposesThreeToSix() throws {
    let choice = ConsentChoice(purposes: [1], legitimateInterestPurposes: [1, 2, 3, 6, 7])
    #expect(choice.legitimateInterestPurposes == [2, 7])
    let (_, li) = try saved(.custom(choice))
    #expect(li == [2, 7])
  }
}
