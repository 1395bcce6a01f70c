import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("ConsentManager: a receipt for every saved decision")
struct ConsentManagerReceiptTests {
  @MainActor
  final class Presenter: ConsentLayerPresenter {
    var decision: ConsentDecision
    init(_ decision: ConsentDecision) { self.decision = decision }
    func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
      decision
    }
  }

  private let configuration = ConsentConfiguration(
    cmpId: 300, cmpVersion: 2, publisherCountryCode: "DE", language: "de", vendorListVersion: 17,
    purposes: [1, 2, 3, 4, 7], legitimateInterestPurposes: [2, 7], vendors: [10, 755],
    legitimateInterestVendors: [755], vendorPurposes: [10: [1, 2], 755: [1, 3, 4]],
    gdprApplies: .yes, additionalConsentProviders: [89])
  private let day = Date(timeIntervalSince1970: 1_764_442_800.25)  // 2025-11-29 19:00:00.250

  private func manager(
    store: InMemoryConsentStore = InMemoryConsentStore(), log: ConsentReceiptLog,
    presenter: Presenter? = nil, now: Date? = nil
  ) -> ConsentManager {
    let date = now ?? day
    return ConsentManager(
      configuration: configuration, store: store, presenter: presenter, receiptLog: log,
      now: { date })
  }

  @Test("Each kind of decision is recorded with its action: accept all, reject all, custom, import")
  func eachAction() throws {
    let log = ConsentReceiptLog()
    let cmp = manager(log: log)
    cmp.acceptAll()
    cmp.rejectAll()
    cmp.apply(.custom(ConsentChoice(purposes: [1], vendors: [10])))
    cmp.acceptPurposes([2], updateVendors: false)
    cmp.rejectVendors([10])
    let exported = try #require(cmp.exportConsent())
    try manager(log: log).importConsent(exported)
    #expect(
      cmp.receipts.map(\.action) == [.acceptAll, .rejectAll, .custom, .custom, .custom, .imported])
    #expect(cmp.receipts.map(\.sequence) == Array(1...6))
  }

  @Test("A receipt holds the strings saved, the time, the layer and configuration, and ATT")
  func receiptContents() throws {
    let cmp = manager(log: ConsentReceiptLog())
    cmp.setTrackingAuthorizationStatus(.authorized)
    cmp.acceptAll()
    let receipt = try #require(cmp.receipts.last)
    #expect(receipt.timestamp == day, "to the millisecond, not the TC string's midnight")
    #expect(receipt.tcString == cmp.tcString)
    #expect(receipt.additionalConsentString == cmp.additionalConsentString)
    #expect(receipt.additionalConsentString?.hasPrefix("2~89~") == true)
    #expect(receipt.gppString == cmp.gppString && receipt.gppString != nil)
    #expect(receipt.layerVersion == 2)
    #expect(receipt.configurationVersion == configuration.fingerprint)
    #expect(receipt.vendorListVersion == 17 && receipt.tcfPolicyVersion == 5)
    #expect(receipt.trackingAuthorization == .authorized)
    #expect(cmp.lastReceiptError == nil)
  }

  @Test("ATT denied after a choice: the narrowed choice is recorded with the ATT answer")
  func trackingRejected() throws {
    let cmp = manager(log: ConsentReceiptLog())
    cmp.acceptAll()
    cmp.setTrackingAuthorizationStatus(.denied)
    cmp.rejectTrackingPurposes()
    let receipt = try #require(cmp.receipts.last)
    #expect(receipt.action == .trackingRejected)
    #expect(receipt.trackingAuthorization == .denied)
    #expect(receipt.tcString == cmp.tcString)
  }

  @Test("A choice that expired (13 months) is recorded once when the layer is due again")
  func expired() async throws {
    let store = InMemoryConsentStore()
    let log = ConsentReceiptLog()
    manager(store: store, log: log).acceptAll()
    let expiredString = try #require(log.receipts.last?.tcString)
    let later = day.addingTimeInterval(86_400 * 400)
    let asked = manager(store: store, log: log, presenter: Presenter(.dismissed), now: later)
    await asked.checkAndOpen()
    await asked.checkAndOpen()
    #expect(log.receipts.map(\.action) == [.acceptAll, .expired], "once per expired string")
    #expect(log.receipts.last?.tcString == expiredString)
    #expect(log.receipts.last?.timestamp == later)

    let answered = manager(store: store, log: log, presenter: Presenter(.rejectAll), now: later)
    await answered.checkAndOpen()
    #expect(log.receipts.map(\.action) == [.acceptAll, .expired, .rejectAll])
    await answered.checkAndOpen()
    #expect(log.receipts.count == 3, "a choice that stands is not expired")
  }

  @Test("TC string spec: a string of another policy version is discarded at start, and recorded")
  func policyVersionDiscard() throws {
    let store = InMemoryConsentStore()
    let log = ConsentReceiptLog()
    manager(store: store, log: log).acceptAll()
    let old = try #require(log.receipts.last?.tcString)
    var newer = configuration
    newer.tcfPolicyVersion = 6
    let restarted = ConsentManager(
      configuration: newer, store: store, receiptLog: log, now: { [day] in day })
    #expect(restarted.tcString == nil)
    #expect(log.receipts.map(\.action) == [.acceptAll, .expired])
    #expect(log.receipts.last?.tcString == old, "the receipt keeps the string that went")
    _ = ConsentManager(configuration: newer, store: store, receiptLog: log, now: { [day] in day })
    #expect(log.receipts.count == 2, "nothing left to discard at the next start")
  }

  @Test("Nothing saved, nothing recorded: a dismissed layer and a failed save leave no receipt")
  func noDecisionNoReceipt() async throws {
    let log = ConsentReceiptLog()
    let cmp = manager(log: log, presenter: Presenter(.dismissed))
    await cmp.checkAndOpen()
    #expect(log.receipts.isEmpty, "no saved string: no expiry either")
    #expect(throws: ConsentImportError.self) { try cmp.importConsent("not a tc string") }
    #expect(log.receipts.isEmpty)
  }

  @Test("Receipts survive the process: a file log reopened by the next manager has them all")
  func fileLog() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-manager-receipts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("receipts.log")
    let store = InMemoryConsentStore()
    do {
      let log = try ConsentReceiptLog(url: file)
      let cmp = manager(store: store, log: log)
      cmp.acceptAll()
      cmp.rejectAll()
      log.close()
      cmp.acceptAll()
      #expect(cmp.lastReceiptError == .closed, "a receipt that cannot be written is reported")
      #expect(cmp.userChoiceExists, "the decision itself is saved")
    }
    let reopened = manager(store: store, log: try ConsentReceiptLog(url: file))
    #expect(reopened.receipts.map(\.action) == [.acceptAll, .rejectAll])
  }

  @Test("The fingerprint follows the configuration: same set-up, same value; a change, another")
  func fingerprint() {
    #expect(configuration.fingerprint == configuration.fingerprint)
    #expect(configuration.fingerprint.count == 8)
    var changed = configuration
    changed.vendors.insert(11)
    #expect(changed.fingerprint != configuration.fingerprint)
    var relabelled = configuration
    relabelled.language = "DE"
    #expect(relabelled.fingerprint == configuration.fingerprint, "the language is upper-cased")
  }

  // MARK: Google Consent Mode

  @Test("Google consent mode: no choice yet where GDPR applies is all denied")
  func consentModeBeforeAChoice() {
    #expect(manager(log: ConsentReceiptLog()).googleConsentMode == .allDenied)
  }

  @Test("Google consent mode: GDPR not applying is all granted")
  func consentModeOutsideGDPR() {
    var outside = configuration
    outside.gdprApplies = .no
    let cmp = ConsentManager(configuration: outside, store: InMemoryConsentStore())
    #expect(cmp.googleConsentMode == .allGranted)
  }

  @Test("Google consent mode: accept all grants all four; reject all denies all four")
  func consentModeAcceptAndReject() {
    let cmp = manager(log: ConsentReceiptLog())
    cmp.acceptAll()
    #expect(cmp.googleConsentMode == .allGranted)
    cmp.rejectAll()
    #expect(cmp.googleConsentMode == .allDenied)
  }

  @Test("Google consent mode after ATT denial: purposes 3 and 4 go, so ad_personalization=denied")
  func consentModeAfterATTDenial() {
    let cmp = manager(log: ConsentReceiptLog())
    cmp.acceptAll()
    cmp.rejectTrackingPurposes()
    let mode = cmp.googleConsentMode
    #expect(mode.adPersonalization == .denied)
    #expect(mode.analyticsStorage == .granted, "purpose 1 consent stays")
    #expect(mode.adStorage == .granted && mode.adUserData == .granted, "755 keeps purposes 1, 7")
  }

  @Test("Google consent mode: a choice that no longer stands (13 months) counts as none")
  func consentModeAfterExpiry() {
    let store = InMemoryConsentStore()
    manager(store: store, log: ConsentReceiptLog()).acceptAll()
    let later = manager(
      store: store, log: ConsentReceiptLog(), now: day.addingTimeInterval(86_400 * 400))
    #expect(later.googleConsentMode == .allDenied)
  }
}
