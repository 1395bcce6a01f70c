import Foundation
import InterludeConsent
import Testing

@Suite("Consent layer model")
struct ConsentLayerModelTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 9, purposes: [2, 1, 3], legitimateInterestPurposes: [2, 3],
    specialFeatures: [1], vendors: [42], legitimateInterestVendors: [7])

  @Test("the first layer offers accept, reject and settings alike, and nothing is preselected")
  func firstLayer() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    let model = ConsentLayerModel(configuration: configuration, vendorList: list)

    // The list's names win; the standard TCF name fills in for purpose 3, which it lacks.
    #expect(
      model.summary == ["Store", "Basic ads", "Create profiles for personalised advertising"])
    #expect(
      ConsentLayerModel(configuration: configuration).items.first { $0.kind == .specialFeature }?
        .name == "Use precise geolocation data")
    #expect(model.firstLayerActions == [.acceptAll, .rejectAll, .settings])
    #expect(model.decision(.acceptAll) == .acceptAll)
    #expect(model.decision(.rejectAll) == .rejectAll)
    #expect(model.items.allSatisfy { !$0.isConsented })
    #expect(
      model.items.map(\.id) == [
        "purpose-1", "purpose-2", "purpose-3", "specialFeature-1", "vendor-7", "vendor-42",
      ])
  }

  @Test("vendor lines carry the GVL name and the purposes they use")
  func vendorDetails() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    let model = ConsentLayerModel(configuration: configuration, vendorList: list)
    let sparse = try #require(model.items.first { $0.id == "vendor-42" })
    #expect(sparse.name == "Sparse Vendor")
    #expect(sparse.details == ["purposes: Store"])
    let unknown = try #require(model.items.first { $0.id == "vendor-7" })
    #expect(unknown.name == "Vendor 7")
    #expect(unknown.hasLegitimateInterest)
  }

  @Test("the second layer's toggles become a custom choice; LI for purposes 3–6 never stands")
  func settingsDecision() {
    var model = ConsentLayerModel(configuration: configuration)
    for index in model.items.indices {
      switch model.items[index].id {
      case "purpose-1", "vendor-42": model.items[index].isConsented = true
      case "vendor-7": model.items[index].objectsToLegitimateInterest = true
      default: break
      }
    }
    // Purpose 3 is configured for LI but the TCF policy forbids it; purpose 2's LI stands.
    #expect(
      model.decision(.settings)
        == .custom(
          ConsentChoice(
            purposes: [1], legitimateInterestPurposes: [2], vendors: [42],
            legitimateInterestVendors: [])))
  }

  @Test("an existing choice is shown as it was saved")
  func preselectsCurrentChoice() {
    let current = ConsentChoice(
      purposes: [1, 3], legitimateInterestPurposes: [], specialFeatures: [1], vendors: [42],
      legitimateInterestVendors: [7])
    let model = ConsentLayerModel(configuration: configuration, current: current)
    let consented = model.items.filter(\.isConsented).map(\.id)
    #expect(consented == ["purpose-1", "purpose-3", "specialFeature-1", "vendor-42"])
    #expect(model.items.first { $0.id == "purpose-2" }?.objectsToLegitimateInterest == true)
    #expect(model.items.first { $0.id == "vendor-7" }?.objectsToLegitimateInterest == false)
    #expect(model.decision(.settings) == .custom(current))
  }
}
