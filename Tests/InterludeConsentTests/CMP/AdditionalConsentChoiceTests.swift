import Foundation
import InterludeConsent
import Testing

/// The AC string the manager saves, against the examples of Google's Additional Consent v2
/// specification (providers 1, 2, 3, 4 and 10 disclosed).
@MainActor
@Suite("Additional Consent v2 from the user's choice")
struct AdditionalConsentChoiceTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, purposes: [1, 2], vendors: [755], gdprApplies: .yes,
    additionalConsentProviders: [1, 2, 3, 4, 10])

  private func manager(
    _ presenter: ConsentManagerTests.ScriptedPresenter? = nil,
    store: InMemoryConsentStore = InMemoryConsentStore(),
    configuration: ConsentConfiguration? = nil
  ) -> ConsentManager {
    ConsentManager(
      configuration: configuration ?? self.configuration, store: store, presenter: presenter)
  }

  @Test("Google AC spec: all five consented is 2~1.2.3.4.10~dv.")
  func acceptAll() {
    let store = InMemoryConsentStore()
    let cmp = manager(store: store)
    cmp.acceptAll()
    #expect(cmp.additionalConsentString == "2~1.2.3.4.10~dv.")
    #expect(IABTCFStorage(store: store).readTCF().addtlConsent == "2~1.2.3.4.10~dv.")
  }

  @Test("Google AC spec: consent to 1 and 10 is 2~1.10~dv.2.3.4 (consented not repeated)")
  func someConsented() async throws {
    let presenter = ConsentManagerTests.ScriptedPresenter(.dismissed)
    let cmp = manager(presenter)
    var layer = cmp.layer
    for index in layer.items.indices
    where layer.items[index].kind == .additionalConsentProvider
      && [1, 10].contains(layer.items[index].number)
    {
      layer.items[index].isConsented = true
    }
    presenter.decision = layer.decision(.settings)
    await cmp.checkAndOpen()
    let text = try #require(cmp.additionalConsentString)
    #expect(text == "2~1.10~dv.2.3.4")
    let parsed = try AdditionalConsentString(decoding: text)
    #expect(Set(parsed.consentedATPIDs).isDisjoint(with: parsed.disclosedATPIDs))
  }

  @Test("Google AC spec: disclosed and nothing consented is 2~~dv.1.2.3.4.10")
  func rejectAll() {
    let cmp = manager()
    cmp.rejectAll()
    #expect(cmp.additionalConsentString == "2~~dv.1.2.3.4.10")
  }

  @Test("A provider's consent follows the user's choice for it, not purpose 1")
  func notPurposeOne() {
    let cmp = manager()
    cmp.apply(.custom(ConsentChoice(purposes: [1, 2], vendors: [755])))
    #expect(cmp.additionalConsentString == "2~~dv.1.2.3.4.10")
    cmp.apply(.custom(ConsentChoice(additionalConsentProviders: [3])))
    #expect(cmp.additionalConsentString == "2~3~dv.1.2.4.10", "consented without purpose 1")
  }

  @Test("A provider the layer never showed is neither consented nor disclosed")
  func neverShown() async throws {
    let store = InMemoryConsentStore()
    var before = configuration
    before.additionalConsentProviders = [1, 2]
    manager(store: store, configuration: before).acceptAll()
    let presenter = ConsentManagerTests.ScriptedPresenter(.dismissed)
    let cmp = manager(presenter, store: store)  // the publisher now also works with 3, 4, 10
    #expect(cmp.additionalConsentString == "2~1.2~dv.")
    cmp.rejectTrackingPurposes()
    #expect(cmp.additionalConsentString == "2~1.2~dv.", "editing the choice shows nothing")
    #expect(IABTCFStorage(store: store).readTCF().addtlConsent == "2~1.2~dv.")
    await cmp.forceOpen()
    let shown = try #require(presenter.lastLayer).items.filter {
      $0.kind == .additionalConsentProvider
    }
    #expect(shown.map(\.number) == [1, 2, 3, 4, 10])
    #expect(shown.map(\.isConsented) == [true, true, false, false, false])
  }
}
