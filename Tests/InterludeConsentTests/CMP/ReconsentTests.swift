import Foundation
import InterludeConsent
import Testing

/// When the consent layer is shown again, and what a loaded vendor list changes in the strings a
/// ``ConsentManager`` writes.
@MainActor
@Suite("Re-consent triggers and the vendor list")
struct ReconsentTests {
  @MainActor
  final class CountingPresenter: ConsentLayerPresenter {
    var presented: [ConsentLayerModel] = []

    func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
      presented.append(layer)
      return .acceptAll
    }
  }

  private let configuration = ConsentConfiguration(
    cmpId: 300, publisherCountryCode: "DE", vendorListVersion: 1, tcfPolicyVersion: 5,
    purposes: [1, 2], vendors: [42], gdprApplies: .yes)
  private let day = Date(timeIntervalSince1970: 1_764_442_800)  // 2025-11-29 19:00 UTC
  private let midnight = Date(timeIntervalSince1970: 1_764_374_400)  // 2025-11-29 00:00 UTC

  private func list(
    version: Int, tcfPolicyVersion: Int = 5, vendors: [Int: String?] = [42: nil]
  ) throws -> GlobalVendorList {
    try GVLLoader().load(
      from: GVLFixtures.list(
        version: version, tcfPolicyVersion: tcfPolicyVersion, vendors: vendors))
  }

  private func manager(
    _ configuration: ConsentConfiguration? = nil, store: InMemoryConsentStore,
    vendorList: GlobalVendorList?, presenter: CountingPresenter? = nil, now: Date? = nil
  ) -> ConsentManager {
    let date = now ?? day
    return ConsentManager(
      configuration: configuration ?? self.configuration, store: store, presenter: presenter,
      vendorList: vendorList, now: { date })
  }

  @Test("TC string spec: VendorListVersion and TcfPolicyVersion come from the GVL used")
  func versionsFromTheVendorList() throws {
    let store = InMemoryConsentStore()
    let cmp = manager(store: store, vendorList: try list(version: 20, tcfPolicyVersion: 4))
    #expect(cmp.configuration.vendorListVersion == 20 && cmp.configuration.tcfPolicyVersion == 4)
    cmp.acceptAll()
    let decoded = try TCStringDecoder().decode(try #require(cmp.tcString))
    #expect(decoded.vendorListVersion == 20)
    #expect(decoded.tcfPolicyVersion == 4)
    #expect(IABTCFStorage(store: store).readTCF().policyVersion == 4)
  }

  @Test("GVL deletedDate: a deleted vendor, or one the list lacks, is neither disclosed nor asked")
  func deletedVendorsAreDropped() throws {
    var configuration = self.configuration
    configuration.vendors = [42, 50, 4176, 999]
    configuration.legitimateInterestVendors = [4176]
    let vendorList = try list(
      version: 20,
      vendors: [42: nil, 50: "2026-06-01T00:00:00Z", 4176: "2023-09-04T00:00:00Z"])
    let cmp = manager(configuration, store: InMemoryConsentStore(), vendorList: vendorList)
    #expect(cmp.configuration.vendors == [42, 50], "50 is deleted only from June 2026")
    #expect(cmp.configuration.legitimateInterestVendors.isEmpty)
    #expect(cmp.layer.items.filter { $0.kind == .vendor }.map(\.number) == [42, 50])
    cmp.acceptAll()
    let decoded = try TCStringDecoder().decode(try #require(cmp.tcString))
    #expect(decoded.vendorConsents.ids == [42, 50])
    #expect(decoded.disclosedVendors?.ids == [42, 50])

    let july = Date(timeIntervalSince1970: 1_782_864_000)  // 2026-07-01
    let later = manager(
      configuration, store: InMemoryConsentStore(), vendorList: vendorList, now: july)
    #expect(later.configuration.vendors == [42])
  }

  @Test("TCF 2.2 policy: configured vendors missing from the saved DisclosedVendors re-show it")
  func undisclosedVendorsReshowTheLayer() async throws {
    let store = InMemoryConsentStore()
    manager(store: store, vendorList: try list(version: 20)).acceptAll()

    // A new list version with the same vendors does not ask again.
    let sameVendors = manager(store: store, vendorList: try list(version: 21))
    #expect(sameVendors.reconsentReason == nil)

    // A vendor the user was never shown does.
    var more = configuration
    more.vendors = [42, 43]
    let presenter = CountingPresenter()
    let cmp = manager(
      more, store: store, vendorList: try list(version: 22, vendors: [42: nil, 43: nil]),
      presenter: presenter)
    #expect(cmp.reconsentReason == .undisclosedVendors([43]))
    await cmp.checkAndOpen()
    #expect(presenter.presented.count == 1)
    #expect(cmp.reconsentReason == nil)
    #expect(
      try TCStringDecoder().decode(try #require(cmp.tcString)).disclosedVendors?.ids == [42, 43])
  }

  @Test("TC string spec: a new TCF policy version discards the choice and re-shows the layer")
  func policyVersionReshowsTheLayer() async throws {
    let store = InMemoryConsentStore()
    manager(store: store, vendorList: try list(version: 20, tcfPolicyVersion: 4)).acceptAll()
    let presenter = CountingPresenter()
    let cmp = manager(
      store: store, vendorList: try list(version: 21, tcfPolicyVersion: 5), presenter: presenter)
    #expect(cmp.reconsentReason == .policyVersionChanged(saved: 4, current: 5))
    #expect(!cmp.userChoiceExists)
    await cmp.checkAndOpen()
    #expect(presenter.presented.count == 1)
    #expect(try TCStringDecoder().decode(try #require(cmp.tcString)).tcfPolicyVersion == 5)
  }

  @Test("TCF policy: a choice is asked again once it is older than 13 months, not before")
  func thirteenMonths() async throws {
    let store = InMemoryConsentStore()
    let vendorList = try list(version: 20)
    manager(store: store, vendorList: vendorList).acceptAll()  // LastUpdated = midnight
    let day395 = midnight.addingTimeInterval(395 * 86_400)
    #expect(manager(store: store, vendorList: vendorList, now: day395).reconsentReason == nil)
    let day396 = midnight.addingTimeInterval(396 * 86_400)  // 13 × 30.44 days ≈ 395.7
    let presenter = CountingPresenter()
    let cmp = manager(store: store, vendorList: vendorList, presenter: presenter, now: day396)
    #expect(cmp.reconsentReason == .expired(lastUpdated: midnight))
    await cmp.checkAndOpen()
    #expect(presenter.presented.count == 1)
  }

  @Test("a saved string without a DisclosedVendors segment disclosed no vendor")
  func stringWithoutDisclosedVendors() throws {
    var string = TCString(
      createdDeciseconds: TCString.deciseconds(of: midnight), cmpId: 300, cmpVersion: 1,
      vendorListVersion: 20, tcfPolicyVersion: 5)
    string.purposesConsent = [1, 2]
    string.vendorConsents = VendorSet(ids: [42])
    let store = InMemoryConsentStore()
    try IABTCFStorage(store: store).write(
      IABTCFValues(tcString: try TCStringEncoder().encode(string)))
    let cmp = manager(store: store, vendorList: try list(version: 20))
    #expect(cmp.reconsentReason == .undisclosedVendors([42]))
  }

  @Test("no choice, and the publisher's forced date, are reasons too")
  func otherReasons() throws {
    let store = InMemoryConsentStore()
    let vendorList = try list(version: 20)
    #expect(manager(store: store, vendorList: vendorList).reconsentReason == .noChoice)
    manager(store: store, vendorList: vendorList).acceptAll()
    var forced = configuration
    forced.reconsentRequiredBefore = day.addingTimeInterval(86_400)
    let cutoff = midnight.addingTimeInterval(86_400)
    #expect(
      manager(forced, store: store, vendorList: vendorList).reconsentReason
        == .publisherForced(before: cutoff))
    var outside = configuration
    outside.gdprApplies = .no
    #expect(
      manager(outside, store: InMemoryConsentStore(), vendorList: vendorList).reconsentReason == nil
    )
  }
}
