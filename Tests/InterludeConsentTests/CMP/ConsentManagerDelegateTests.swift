import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("ConsentManager delegate events")
struct ConsentManagerDelegateTests {
  /// Records every event, in order.
  @MainActor
  final class RecordingDelegate: ConsentManagerDelegate {
    var events: [String] = []

    func consentManager(_ manager: ConsentManager, didUpdate choice: ConsentChoice?) {
      events.append(choice == nil ? "updated: none" : "updated")
    }

    func consentManagerDidShowLayer(_ manager: ConsentManager) { events.append("shown") }

    func consentManager(_ manager: ConsentManager, didCloseLayerWith decision: ConsentDecision) {
      events.append("closed: \(decision == .dismissed ? "dismissed" : "decided")")
    }

    func consentManager(
      _ manager: ConsentManager,
      didChangeTrackingAuthorizationStatus status: TrackingAuthorizationStatus,
      from previous: TrackingAuthorizationStatus?
    ) {
      events.append("ATT \(previous?.rawValue ?? "none") -> \(status.rawValue)")
    }
  }

  /// A delegate that implements only the required method: the others have defaults.
  @MainActor
  final class MinimalDelegate: ConsentManagerDelegate {
    var updates = 0
    func consentManager(_ manager: ConsentManager, didUpdate choice: ConsentChoice?) {
      updates += 1
    }
  }

  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, vendors: [755], gdprApplies: .yes)

  @Test("consentmanager's didShowConsentLayer / didCloseConsentLayer: shown, saved, closed")
  func layerShownAndClosed() async {
    let presenter = ConsentManagerTests.ScriptedPresenter(.acceptAll)
    let cmp = ConsentManager(
      configuration: configuration, store: InMemoryConsentStore(), presenter: presenter)
    let delegate = RecordingDelegate()
    cmp.delegate = delegate
    await cmp.checkAndOpen()
    #expect(delegate.events == ["shown", "updated", "closed: decided"])
    presenter.decision = .dismissed
    await cmp.forceOpen()
    #expect(delegate.events.suffix(2) == ["shown", "closed: dismissed"])
    await cmp.checkAndOpen()
    #expect(delegate.events.count == 5, "no layer, no event, while the choice stands")
  }

  @Test("consentmanager's didChangeATTStatus: only on a change, noticed across launches")
  func trackingStatusChanged() {
    let store = InMemoryConsentStore()
    let first = ConsentManager(configuration: configuration, store: store)
    let delegate = RecordingDelegate()
    first.delegate = delegate
    first.setTrackingAuthorizationStatus(.authorized)
    first.setTrackingAuthorizationStatus(.authorized)
    #expect(delegate.events == ["ATT none -> authorized"])
    // The user turns tracking off in Settings; iOS relaunches the app.
    let relaunched = ConsentManager(configuration: configuration, store: store)
    relaunched.delegate = delegate
    #expect(relaunched.trackingAuthorizationStatus == .authorized)
    relaunched.setTrackingAuthorizationStatus(.denied)
    #expect(delegate.events.last == "ATT authorized -> denied")
  }

  @Test("The layer and ATT events have default implementations")
  func defaults() async {
    let cmp = ConsentManager(
      configuration: configuration, store: InMemoryConsentStore(),
      presenter: ConsentManagerTests.ScriptedPresenter(.rejectAll))
    let delegate = MinimalDelegate()
    cmp.delegate = delegate
    cmp.setTrackingAuthorizationStatus(.denied)
    await cmp.checkAndOpen()
    #expect(delegate.updates == 1)
  }

  @Test(
    "UMP's privacyOptionsRequirementStatus: required wherever the layer asks, not elsewhere",
    arguments: [(GDPRApplicability.yes, true), (.unknown, true), (.no, false)])
  func privacyOptionsRequired(applies: GDPRApplicability, required: Bool) {
    var configuration = self.configuration
    configuration.gdprApplies = applies
    let cmp = ConsentManager(configuration: configuration, store: InMemoryConsentStore())
    #expect(cmp.privacyOptionsRequired == required)
  }
}
