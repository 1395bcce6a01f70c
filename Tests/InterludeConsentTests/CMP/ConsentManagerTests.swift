import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("ConsentManager")
struct ConsentManagerTests {
  @MainActor
  final class ScriptedPresenter: ConsentLayerPresenter {
    var decision: ConsentDecision
    var presented = 0
    var hangs = false
    var lastJumpToSettings: Bool?
    var lastLayer: ConsentLayerModel?

    init(_ decision: ConsentDecision) { self.decision = decision }

    func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
      presented += 1
      lastJumpToSettings = jumpToSettings
      lastLayer = layer
      if hangs {
        // The process is "killed" while the layer is open: the decision never comes.
        try? await Task.sleep(for: .seconds(3600))
      }
      return decision
    }
  }

  private let configuration = ConsentConfiguration(
    cmpId: 300, cmpVersion: 2, publisherCountryCode: "DE", language: "de", vendorListVersion: 17,
    tcfPolicyVersion: 5, purposes: [1, 2, 3, 4, 7], legitimateInterestPurposes: [2, 3, 7],
    specialFeatures: [1], vendors: [10, 755], legitimateInterestVendors: [755],
    vendorPurposes: [10: [1, 2], 755: [1, 3, 4]], gdprApplies: .yes,
    additionalConsentProviders: [89])
  private let day = Date(timeIntervalSince1970: 1_764_442_800)  // 2025-11-29 19:00 UTC

  private func manager(
    _ presenter: ScriptedPresenter? = nil, store: InMemoryConsentStore = InMemoryConsentStore(),
    now: Date? = nil
  ) -> ConsentManager {
    let date = now ?? day
    return ConsentManager(
      configuration: configuration, store: store, presenter: presenter, now: { date })
  }

  @Test("acceptAll writes a TC string that obeys the encoder invariants, and the IABTCF keys")
  func acceptAllInvariants() throws {
    let store = InMemoryConsentStore()
    let cmp = manager(store: store)
    cmp.acceptAll()
    let text = try #require(cmp.tcString)
    let decoded = try TCStringDecoder().decode(text)
    let midnight = Date(timeIntervalSince1970: 1_764_374_400)  // 2025-11-29 00:00 UTC
    #expect(decoded.created == midnight)
    #expect(decoded.lastUpdated == midnight)
    #expect(decoded.cmpId == 300 && decoded.cmpVersion == 2)
    #expect(decoded.tcfPolicyVersion == 5 && decoded.vendorListVersion == 17)
    #expect(decoded.purposesConsent == [1, 2, 3, 4, 7])
    #expect(decoded.purposesLITransparency == [2, 7], "no legitimate interest for purposes 3 to 6")
    #expect(decoded.vendorConsents.ids == [10, 755])
    #expect(decoded.disclosedVendors?.ids == [10, 755])
    #expect(decoded.isServiceSpecific)
    #expect(decoded.consentLanguage == "DE" && decoded.publisherCC == "DE")
    let values = IABTCFStorage(store: store).readTCF()
    #expect(values.cmpSdkId == 300)
    #expect(values.gdprApplies == true)
    #expect(values.purposeConsents?.ids == [1, 2, 3, 4, 7])
    #expect(values.tcString == text)
    #expect(cmp.hasPurposeConsent(3) && cmp.hasVendorConsent(755))
    #expect(
      cmp.additionalConsentString == "2~89~dv.", "a consented provider is not disclosed again")
  }

  @Test("a save writes the GPP string (tcfeuv2) and the IABGPP keys with the TCF keys at once")
  func gppString() async throws {
    let store = InMemoryConsentStore()
    let cmp = manager(store: store)  // writes the CMP's own keys at once
    let notifications = store.changes()
    cmp.acceptAll()
    let tcString = try #require(cmp.tcString)
    let gpp = try #require(cmp.gppString)
    #expect(gpp == "DBABMA~" + tcString)
    let decoded = try GPPString(decoding: gpp)
    #expect(decoded.header.sectionIDs == [2])
    #expect(decoded.sections == [.tcfEuV2(GPPTCFEUv2Section(tcString: tcString))])
    let values = IABTCFStorage(store: store).readGPP()
    #expect(values.sections == [2] && values.gppSID == [2] && values.version == "1")
    #expect(values.sectionStrings[2] == tcString)
    var iterator = notifications.makeAsyncIterator()
    let change = try #require(await iterator.next())
    #expect(change.keys.contains(IABTCFKeys.tcString) && change.keys.contains(IABTCFKeys.gppString))

    cmp.reset()
    #expect(cmp.gppString == nil && cmp.tcString == nil)
    #expect(store.snapshot.keys.allSatisfy { !$0.hasPrefix("IABGPP_") && !$0.hasPrefix("IABTCF_") })
  }

  @Test("rejectAll leaves no consent and no legitimate interest, but discloses the vendors")
  func rejectAll() throws {
    let cmp = manager()
    cmp.rejectAll()
    let decoded = try TCStringDecoder().decode(try #require(cmp.tcString))
    #expect(decoded.purposesConsent.isEmpty && decoded.purposesLITransparency.isEmpty)
    #expect(decoded.vendorConsents.ids.isEmpty)
    #expect(decoded.disclosedVendors?.ids == [10, 755])
    #expect(cmp.userChoiceExists)
    #expect(cmp.additionalConsentString == "2~~dv.89")
  }

  @Test("Rejecting the tracking purposes also rejects the vendors left with nothing else")
  func rejectTrackingPurposes() {
    var profiling = configuration
    profiling.vendors.insert(99)
    profiling.vendorPurposes[99] = [3, 4]
    let cmp = ConsentManager(
      configuration: profiling, store: InMemoryConsentStore(), now: { [day] in day })
    cmp.acceptAll()
    cmp.rejectTrackingPurposes()
    #expect(!cmp.hasPurposeConsent(3) && !cmp.hasPurposeConsent(4))
    #expect(cmp.hasPurposeConsent(1))
    #expect(!cmp.hasVendorConsent(99), "99 needs only purposes 3 and 4")
    #expect(cmp.hasVendorConsent(755), "755 keeps purpose 1")
    #expect(cmp.hasVendorConsent(10))
  }

  @Test("ATT denied first: the layer opens without tracking purposes; accept all saves none")
  func deniedBeforeAnyChoice() async throws {
    let presenter = ScriptedPresenter(.acceptAll)
    let cmp = manager(presenter)
    let tracking = DeniedTracking()
    let sequencer = ConsentSequencer(tracking: tracking, consent: cmp)
    await sequencer.run()
    #expect(presenter.presented == 1, "the layer opens for the other purposes")
    let offered = try #require(presenter.lastLayer).items.filter { $0.kind == .purpose }.map(
      \.number)
    #expect(!offered.contains(3) && !offered.contains(4) && offered.contains(1))
    #expect(cmp.hasPurposeConsent(1) && cmp.hasPurposeConsent(7))
    #expect(!cmp.hasPurposeConsent(3) && !cmp.hasPurposeConsent(4))
    #expect(cmp.hasVendorConsent(755) && cmp.hasVendorConsent(10), "both keep purpose 1")
    #expect(cmp.userChoiceExists)
  }

  /// An ATT answer of "Ask App Not to Track" on the first prompt.
  @MainActor
  final class DeniedTracking: TrackingAuthorization {
    var status = TrackingAuthorizationStatus.notDetermined
    var isAppActive = true
    func waitUntilActive() async {}
    func requestAuthorization() async -> TrackingAuthorizationStatus {
      status = .denied
      return .denied
    }
  }

  @Test("acceptPurposes with updateVendors grants the vendors whose purposes are all consented")
  func acceptPurposes() {
    let cmp = manager()
    cmp.acceptPurposes([1, 2], updateVendors: true)
    #expect(cmp.hasVendorConsent(10) && !cmp.hasVendorConsent(755))
    cmp.acceptVendors([755, 999])
    #expect(cmp.hasVendorConsent(755))
    #expect(!cmp.hasVendorConsent(999), "only configured vendors")
    cmp.rejectVendors([10])
    #expect(!cmp.hasVendorConsent(10))
  }

  @Test("checkAndOpen asks only when needed: no choice, a new policy or list, or 13 months")
  func checkAndOpen() async {
    let store = InMemoryConsentStore()
    let presenter = ScriptedPresenter(.acceptAll)
    let first = manager(presenter, store: store)
    await first.checkAndOpen()
    #expect(presenter.presented == 1)
    let again = manager(presenter, store: store, now: day.addingTimeInterval(86_400 * 30))
    await again.checkAndOpen()
    #expect(presenter.presented == 1, "a valid choice is not asked again")
    #expect(again.userChoiceExists)
    let later = manager(presenter, store: store, now: day.addingTimeInterval(86_400 * 400))
    #expect(later.needsConsent, "older than 13 months")
    await later.checkAndOpen()
    #expect(presenter.presented == 2)
  }

  @Test("the publisher forces a new choice from choices made before a day, not after")
  func publisherForcesReconsent() throws {
    let store = InMemoryConsentStore()
    manager(store: store).acceptAll()  // saved on 2025-11-29
    var forced = configuration
    forced.reconsentRequiredBefore = day.addingTimeInterval(86_400)  // 2025-11-30
    let next = day.addingTimeInterval(2 * 86_400)
    let asked = ConsentManager(configuration: forced, store: store, now: { next })
    #expect(asked.needsConsent)
    asked.acceptAll()  // saved on 2025-12-01, after the cutoff
    #expect(!ConsentManager(configuration: forced, store: store, now: { next }).needsConsent)
    let json = Data(
      #"{"cmpId": 300, "vendorListVersion": 17, "reconsentRequiredBefore": "2025-11-30"}"#.utf8)
    let decoded = try JSONDecoder().decode(ConsentConfiguration.self, from: json)
    #expect(decoded.reconsentRequiredBefore == Date(timeIntervalSince1970: 1_764_460_800))
  }

  @Test("forceOpen shows the layer whatever the state, on the settings page when asked")
  func forceOpenJumpsToSettings() async {
    let presenter = ScriptedPresenter(.custom(ConsentChoice(purposes: [1], vendors: [10])))
    let cmp = manager(presenter)
    cmp.acceptAll()
    await cmp.checkAndOpen()
    #expect(presenter.presented == 0, "a valid choice needs no layer")
    let saved = cmp.choice
    await cmp.forceOpen(jumpToSettings: true)
    #expect(presenter.presented == 1)
    #expect(presenter.lastJumpToSettings == true)
    #expect(
      presenter.lastLayer?.decision(.settings) == saved.map(ConsentDecision.custom),
      "the saved choice is preselected")
    #expect(cmp.choice?.purposes == [1] && cmp.hasVendorConsent(10) && !cmp.hasVendorConsent(755))
    await cmp.forceOpen()
    #expect(presenter.lastJumpToSettings == false)
  }

  @Test("No consent without a user action: no presenter, or a dismissed layer, saves nothing")
  func noConsentWithoutAction() async {
    let store = InMemoryConsentStore()
    let silent = manager(nil, store: store)
    await silent.checkAndOpen()
    #expect(silent.tcString == nil)
    let dismissed = manager(ScriptedPresenter(.dismissed), store: store)
    await dismissed.checkAndOpen()
    #expect(dismissed.tcString == nil && !dismissed.userChoiceExists)
  }

  @Test("A process killed while the layer is open leaves no consent behind")
  func killedWhileOpen() async {
    let store = InMemoryConsentStore()
    let presenter = ScriptedPresenter(.acceptAll)
    presenter.hangs = true
    let cmp = manager(presenter, store: store)
    let open = Task { await cmp.checkAndOpen() }
    for _ in 0..<10 { await Task.yield() }
    #expect(presenter.presented == 1)
    open.cancel()  // the "kill": the decision never arrives before the process ends
    #expect(IABTCFStorage(store: store).readTCF().tcString == nil)
  }

  @Test("GDPR not applying: no layer, and the TCF keys say so")
  func gdprDoesNotApply() async {
    var config = configuration
    config.gdprApplies = .no
    let presenter = ScriptedPresenter(.acceptAll)
    let store = InMemoryConsentStore()
    let cmp = ConsentManager(configuration: config, store: store, presenter: presenter)
    await cmp.checkAndOpen()
    #expect(presenter.presented == 0)
    #expect(!cmp.needsConsent)
  }

  @Test("Export, import and reset")
  func exportImportReset() throws {
    let source = manager()
    source.acceptAll()
    let exported = try #require(source.exportConsent())
    let target = manager(store: InMemoryConsentStore())
    try target.importConsent(exported)
    #expect(target.hasPurposeConsent(4) && target.hasVendorConsent(755))
    target.reset()
    #expect(target.tcString == nil && !target.userChoiceExists)
    #expect(throws: ConsentImportError.self) { try target.importConsent("not a tc string") }
  }
}
