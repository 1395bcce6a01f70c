import Foundation
import InterludeConsent
import Testing

/// The consent layer's pages and where each button leads (`ConsentLayerNavigation`), as the
/// Apple layer's `ConsentLayerView` follows them. TCF 2.2 policy: the first layer offers
/// accepting, rejecting and the settings alike; going back never records a choice.
@Suite("Consent layer navigation")
struct ConsentLayerNavigationTests {
  private static func layer() throws -> ConsentLayerModel {
    ConsentLayerModel(
      configuration: LayerFixtures.configuration, vendorList: try LayerFixtures.vendorList())
  }

  @Test("the layer opens on the first layer, or on the settings layer when asked")
  func startPage() {
    #expect(ConsentLayerNavigation().page == .firstLayer)
    #expect(ConsentLayerNavigation(startsOnSettings: true).page == .settings)
  }

  @Test("Accept all and Reject all decide at once, and stay on the first layer")
  func acceptAndRejectDecide() throws {
    let layer = try Self.layer()
    var navigation = ConsentLayerNavigation()
    #expect(navigation.select(.acceptAll, on: layer) == .acceptAll)
    #expect(navigation.select(.rejectAll, on: layer) == .rejectAll)
    #expect(navigation.page == .firstLayer)
  }

  @Test("Settings opens the settings layer and decides nothing")
  func settingsOpensTheSecondLayer() throws {
    var navigation = ConsentLayerNavigation()
    #expect(navigation.select(.settings, on: try Self.layer()) == nil)
    #expect(navigation.page == .settings)
  }

  @Test("back from the settings layer goes to the first layer; on the first layer it does nothing")
  func backFromSettings() {
    var navigation = ConsentLayerNavigation(startsOnSettings: true)
    navigation.back()
    #expect(navigation.page == .firstLayer)
    navigation.back()
    #expect(navigation.page == .firstLayer)
  }

  @Test("back from the vendor list returns to the page it was opened from")
  func backFromVendorList() throws {
    var fromFirst = ConsentLayerNavigation()
    fromFirst.openVendorList()
    #expect(fromFirst.page == .vendorList)
    fromFirst.back()
    #expect(fromFirst.page == .firstLayer)

    var fromSettings = ConsentLayerNavigation()
    _ = fromSettings.select(.settings, on: try Self.layer())
    fromSettings.openVendorList()
    fromSettings.back()
    #expect(fromSettings.page == .settings)
    fromSettings.back()
    #expect(fromSettings.page == .firstLayer)
  }

  @Test("Save records what the toggles say; nothing is consented that the user did not turn on")
  func saveRecordsTheToggles() throws {
    var layer = try Self.layer()
    let navigation = ConsentLayerNavigation(startsOnSettings: true)
    guard case .custom(let untouched) = navigation.save(layer) else {
      Issue.record("Save records a custom choice")
      return
    }
    #expect(untouched.purposes.isEmpty && untouched.vendors.isEmpty)
    let purpose = try #require(layer.purposes.first { $0.asksConsent })
    layer.setConsent(true, forItem: purpose.id)
    guard case .custom(let chosen) = navigation.save(layer) else {
      Issue.record("Save records a custom choice")
      return
    }
    #expect(chosen.purposes == [purpose.number])
    #expect(navigation.save(layer) == layer.decision(.settings))
  }
}
