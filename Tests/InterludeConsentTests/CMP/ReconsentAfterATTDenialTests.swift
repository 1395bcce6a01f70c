import Foundation
import InterludeConsent
import Testing

/// An ATT denial edits the saved choice (no tracking purposes) but never renews it: the
/// re-consent triggers still fire for denied and restricted users.
@MainActor
@Suite("Re-consent after an ATT denial")
struct ReconsentAfterATTDenialTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, publisherCountryCode: "DE", vendorListVersion: 17, tcfPolicyVersion: 5,
    purposes: [1, 2, 3, 4, 7], vendors: [10, 755],
    vendorPurposes: [10: [1, 2], 755: [1, 3, 4]], gdprApplies: .yes)
  private let day = Date(timeIntervalSince1970: 1_764_442_800)  // 2025-11-29 19:00 UTC
  private let midnight = Date(timeIntervalSince1970: 1_764_374_400)  // 2025-11-29 00:00 UTC

  /// A store holding "accept all" saved on `day` under `configuration`.
  private func acceptedStore(_ configuration: ConsentConfiguration? = nil) -> InMemoryConsentStore {
    let store = InMemoryConsentStore()
    let date = day
    ConsentManager(configuration: configuration ?? self.configuration, store: store, now: { date })
      .acceptAll()
    return store
  }

  private func savedString(_ store: InMemoryConsentStore) throws -> TCString {
    try TCStringDecoder().decode(try #require(IABTCFStorage(store: store).readTCF().tcString))
  }

  /// Runs the ATT-then-CMP sequence for a user who denied (or is restricted), at `now`, with
  /// a layer that answers `decision`.
  private func runSequence(
    _ status: TrackingAuthorizationStatus, store: InMemoryConsentStore,
    configuration: ConsentConfiguration? = nil, now: Date,
    decision: ConsentDecision = .dismissed
  ) async -> (ConsentManager, ConsentManagerTests.ScriptedPresenter) {
    let presenter = ConsentManagerTests.ScriptedPresenter(decision)
    let manager = ConsentManager(
      configuration: configuration ?? self.configuration, store: store, presenter: presenter,
      now: { now })
    let tracking = ConsentManagerTests.DeniedTracking()
    tracking.status = status
    await ConsentSequencer(tracking: tracking, consent: manager).run()
    return (manager, presenter)
  }

  @Test(
    "TCF 2.2 policy: a choice older than 13 months is asked again for denied and restricted users",
    arguments: [TrackingAuthorizationStatus.denied, .restricted])
  func thirteenMonths(status: TrackingAuthorizationStatus) async throws {
    let store = acceptedStore()
    let later = day.addingTimeInterval(86_400 * 400)
    let (manager, presenter) = await runSequence(status, store: store, now: later)
    #expect(presenter.presented == 1, "the expired choice opens the layer")
    #expect(manager.needsConsent && !manager.userChoiceExists)
    let string = try savedString(store)
    #expect(string.created == midnight && string.lastUpdated == midnight, "dates not renewed")
    #expect(!string.purposesConsent.contains(3) && !string.purposesConsent.contains(4))
  }

  @Test("TC string spec: a new vendor list version is asked again; the string keeps its version")
  func vendorListVersion() async throws {
    let store = acceptedStore()
    var next = configuration
    next.vendorListVersion = 18
    let (manager, presenter) = await runSequence(
      .denied, store: store, configuration: next, now: day.addingTimeInterval(86_400))
    #expect(presenter.presented == 1)
    #expect(manager.needsConsent)
    let string = try savedString(store)
    #expect(string.vendorListVersion == 17 && string.lastUpdated == midnight)
    #expect(!string.purposesConsent.contains(3), "the tracking purposes still go")
  }

  @Test("Publisher-forced re-consent still fires after an ATT denial")
  func publisherCutoff() async throws {
    let store = acceptedStore()
    var forced = configuration
    forced.reconsentRequiredBefore = day.addingTimeInterval(86_400)
    let (manager, presenter) = await runSequence(
      .denied, store: store, configuration: forced, now: day.addingTimeInterval(2 * 86_400))
    #expect(presenter.presented == 1)
    #expect(manager.needsConsent)
    #expect(try savedString(store).lastUpdated == midnight)
  }

  @Test("TC string spec: a policy version change discards the old string without migrating it")
  func policyVersionChange() async throws {
    var old = configuration
    old.tcfPolicyVersion = 4
    let store = acceptedStore(old)
    let (manager, presenter) = await runSequence(
      .denied, store: store, now: day.addingTimeInterval(86_400))
    #expect(presenter.presented == 1)
    let offered = try #require(presenter.lastLayer).items
    #expect(!offered.contains { $0.isConsented }, "nothing carried over from the old string")
    #expect(manager.choice == nil && manager.needsConsent)
    let stored = IABTCFStorage(store: store)
    #expect(stored.readTCF().tcString == nil && stored.readGPP().gppString == nil)
    #expect(stored.readTCF().purposeConsents == nil, "no consent key of the old string remains")
    #expect(stored.readTCF().policyVersion == 5)
  }

  @Test("A valid choice stays valid and keeps its dates; only the tracking purposes go")
  func validChoiceEditedInPlace() async throws {
    let store = acceptedStore()
    let (manager, presenter) = await runSequence(
      .denied, store: store, now: day.addingTimeInterval(86_400 * 30))
    #expect(presenter.presented == 0)
    #expect(manager.userChoiceExists)
    let string = try savedString(store)
    #expect(string.lastUpdated == midnight && string.vendorListVersion == 17)
    #expect(string.purposesConsent == [1, 2, 7])
  }
}
