public import Foundation

/// The consent engine (CMP): decides when to ask, records the user's choice as an IAB TCF TC
/// string and the `IABTCF_` keys other SDKs read, and answers what consent allows.
///
/// Invariants of every saved string: Created = LastUpdated = the UTC midnight of the save day;
/// no legitimate interest for purposes 3–6; DisclosedVendors always written; no positive consent
/// without an explicit user action (only `acceptAll`, `acceptPurposes`, `acceptVendors`, an
/// import, or the layer's decision grant anything). A choice is written in one batch when it is
/// made, so a process killed while the layer is open leaves no consent behind. Every saved
/// decision appends a receipt to ``receiptLog``.
@MainActor
public final class ConsentManager: ConsentFlow {
  /// The publisher's setup.
  public let configuration: ConsentConfiguration
  /// Hears about saved changes.
  public weak var delegate: (any ConsentManagerDelegate)?
  /// Every saved change (nil after a reset).
  public let changes: AsyncStream<ConsentChoice?>
  /// The user's choice, when one exists.
  public private(set) var choice: ConsentChoice?
  /// The ATT answer recorded with the choice.
  public private(set) var trackingAuthorizationStatus: TrackingAuthorizationStatus?
  /// ATT was denied: the tracking purposes are left out of every choice and of the layer.
  public private(set) var trackingPurposesRejected = false
  /// The log every saved decision appends a receipt to (``ConsentReceipt``).
  public let receiptLog: ConsentReceiptLog
  /// The error of the last receipt that could not be written, if any (the decision itself was
  /// saved).
  public internal(set) var lastReceiptError: ConsentReceiptLogError?

  private let storage: IABTCFStorage
  private let presenter: (any ConsentLayerPresenter)?
  private let vendorList: GlobalVendorList?
  private let now: () -> Date
  private let changeContinuation: AsyncStream<ConsentChoice?>.Continuation
  private var saved: TCString?

  /// Creates the engine over `store`, reading any choice saved before.
  ///
  /// `vendorList` (loaded with ``GVLLoader``, translated to the layer's language) gives the
  /// layer its purpose and vendor names; its version should be the configuration's
  /// ``ConsentConfiguration/vendorListVersion``, which is what saved strings record.
  ///
  /// `receiptLog` keeps a receipt of every saved decision; the default keeps them in memory
  /// only, so an app that must keep them passes a file log
  /// (`try ConsentReceiptLog(url: ConsentReceiptLog.defaultURL())`).
  public init(
    configuration: ConsentConfiguration, store: any ConsentStore,
    presenter: (any ConsentLayerPresenter)? = nil, vendorList: GlobalVendorList? = nil,
    receiptLog: ConsentReceiptLog = ConsentReceiptLog(), now: @escaping () -> Date = Date.init
  ) {
    self.configuration = configuration
    self.receiptLog = receiptLog
    self.storage = IABTCFStorage(store: store)
    self.presenter = presenter
    self.vendorList = vendorList
    self.now = now
    (changes, changeContinuation) = AsyncStream.makeStream(of: ConsentChoice?.self)
    if let text = storage.readTCF().tcString, let decoded = try? TCStringDecoder().decode(text) {
      saved = decoded
      choice = Self.choice(from: decoded)
    }
  }

  // MARK: Queries

  /// Whether the user has made a choice that still stands.
  public var userChoiceExists: Bool { choice != nil && !needsConsent }

  /// Whether the layer must be shown: GDPR applies (or is unknown) and there is no valid choice,
  /// the policy or vendor list version changed, the choice is older than
  /// ``ConsentConfiguration/reconsentAfter``, or the publisher forces a new one
  /// (``ConsentConfiguration/reconsentRequiredBefore``).
  public var needsConsent: Bool {
    guard configuration.gdprApplies != .no else { return false }
    guard let saved else { return true }
    if saved.tcfPolicyVersion != configuration.tcfPolicyVersion { return true }
    if saved.vendorListVersion != configuration.vendorListVersion { return true }
    if let cutoff = configuration.reconsentRequiredBefore,
      saved.lastUpdated < Self.utcMidnight(of: cutoff)
    {
      return true
    }
    return now().timeIntervalSince(saved.lastUpdated) > configuration.reconsentAfter
  }

  /// Whether purpose `id` has consent.
  public func hasPurposeConsent(_ id: Int) -> Bool { choice?.purposes.contains(id) ?? false }

  /// Whether vendor `id` has consent.
  public func hasVendorConsent(_ id: Int) -> Bool { choice?.vendors.contains(id) ?? false }

  /// The saved TC string.
  public var tcString: String? { storage.readTCF().tcString }

  /// The saved GPP string: a header for section 2 (tcfeuv2) and the TC string.
  public var gppString: String? { storage.readGPP().gppString }

  /// Google's Additional Consent string (v2): consented and disclosed providers.
  public var additionalConsentString: String? { choice.flatMap(additionalConsent(for:)) }

  /// The AC string for a choice: providers are consented when purpose 1 is (storage access),
  /// and always disclosed.
  private func additionalConsent(for choice: ConsentChoice) -> String? {
    guard !configuration.additionalConsentProviders.isEmpty else { return nil }
    let providers = configuration.additionalConsentProviders.sorted().map(String.init)
    let consented = choice.purposes.contains(1) ? providers.joined(separator: ".") : ""
    return "2~\(consented)~dv.\(providers.joined(separator: "."))"
  }

  /// The Google Consent Mode v2 signals for the saved choice (``GoogleConsentMode``): all
  /// granted when GDPR does not apply, all denied while there is no choice that stands.
  public var googleConsentMode: GoogleConsentMode {
    guard configuration.gdprApplies != .no else { return .allGranted }
    guard userChoiceExists else { return .allDenied }
    return GoogleConsentMode.evaluate(gdprApplies: true, tcString: saved)
  }

  /// The error of the last save that failed, if any; the previous choice stays in force.
  public private(set) var lastSaveError: (any Error)?

  // MARK: Showing the layer

  /// Shows the layer only when ``needsConsent``; returns once consent is resolved (or the
  /// layer was dismissed). Without a presenter nothing is shown and nothing is granted.
  public func checkAndOpen() async {
    if configuration.gdprApplies == .no {
      do { try storage.clearTCF() } catch { fail(error) }
      return
    }
    guard needsConsent else { return }
    recordExpiry(at: now())
    await open(jumpToSettings: false)
  }

  /// Shows the layer whatever the state (a "Privacy settings" button).
  public func forceOpen(jumpToSettings: Bool) async {
    await open(jumpToSettings: jumpToSettings)
  }

  /// Shows the layer on its first page.
  public func forceOpen() async {
    await open(jumpToSettings: false)
  }

  private func open(jumpToSettings: Bool) async {
    guard let presenter else { return }
    apply(await presenter.present(layer, jumpToSettings: jumpToSettings))
  }

  /// The consent layer for this configuration and vendor list, the saved choice preselected.
  public var layer: ConsentLayerModel {
    var offered = configuration
    if trackingPurposesRejected {
      offered.purposes.subtract(configuration.trackingPurposes)
      offered.legitimateInterestPurposes.subtract(configuration.trackingPurposes)
    }
    return ConsentLayerModel(configuration: offered, vendorList: vendorList, current: choice)
  }

  /// Records a decision from a layer the app drives itself (as the presenter's would be):
  /// `dismissed` saves nothing.
  public func apply(_ decision: ConsentDecision) {
    switch decision {
    case .acceptAll: acceptAll()
    case .rejectAll: rejectAll()
    case .custom(let custom): save(custom)
    case .dismissed: break
    }
  }

  // MARK: Changing consent

  /// Consents to every configured purpose, special feature and vendor (an explicit action).
  public func acceptAll() {
    save(
      ConsentChoice(
        purposes: configuration.purposes,
        legitimateInterestPurposes: configuration.legitimateInterestPurposes,
        specialFeatures: configuration.specialFeatures, vendors: configuration.vendors,
        legitimateInterestVendors: configuration.legitimateInterestVendors),
      action: .acceptAll)
  }

  /// Rejects everything, legitimate interests included.
  public func rejectAll() {
    save(ConsentChoice(), action: .rejectAll)
  }

  /// Consents to `purposes`; with `updateVendors`, also to the vendors that need only
  /// consented purposes.
  public func acceptPurposes(_ purposes: Set<Int>, updateVendors: Bool) {
    var next = choice ?? ConsentChoice()
    next.purposes.formUnion(purposes.intersection(configuration.purposes))
    if updateVendors {
      let allowed = configuration.vendors.filter { vendor in
        (configuration.vendorPurposes[vendor] ?? configuration.purposes).isSubset(of: next.purposes)
      }
      next.vendors.formUnion(allowed)
    }
    save(next)
  }

  /// Withdraws consent (and legitimate interest) for `purposes`; with `updateVendors`, also from
  /// the vendors that need any of them.
  public func rejectPurposes(_ purposes: Set<Int>, updateVendors: Bool) {
    save(without(purposes, in: choice ?? ConsentChoice(), updateVendors: updateVendors))
  }

  /// `choice` without consent or legitimate interest for `purposes`; with `updateVendors`,
  /// also without the vendors that need any of them.
  private func without(
    _ purposes: Set<Int>, in choice: ConsentChoice, updateVendors: Bool
  ) -> ConsentChoice {
    var next = choice
    next.purposes.subtract(purposes)
    next.legitimateInterestPurposes.subtract(purposes)
    if updateVendors {
      next.vendors = next.vendors.filter { vendor in
        (configuration.vendorPurposes[vendor] ?? configuration.purposes).isDisjoint(with: purposes)
      }
    }
    return next
  }

  /// Consents to `vendors`.
  public func acceptVendors(_ vendors: Set<Int>) {
    var next = choice ?? ConsentChoice()
    next.vendors.formUnion(vendors.intersection(configuration.vendors))
    save(next)
  }

  /// Withdraws consent and legitimate interest for `vendors`.
  public func rejectVendors(_ vendors: Set<Int>) {
    var next = choice ?? ConsentChoice()
    next.vendors.subtract(vendors)
    next.legitimateInterestVendors.subtract(vendors)
    save(next)
  }

  /// Records the ATT answer.
  public func setTrackingAuthorizationStatus(_ status: TrackingAuthorizationStatus) {
    trackingAuthorizationStatus = status
  }

  /// ATT was denied: the tracking purposes and the vendors that need them are rejected, in the
  /// saved choice if there is one and in every decision saved from now on (an "accept all"
  /// included), and the layer no longer offers them.
  ///
  /// Without a saved choice nothing is saved here: the user has not seen the layer, and the
  /// layer must still open for the other purposes (``needsConsent`` stays true).
  public func rejectTrackingPurposes() {
    trackingPurposesRejected = true
    guard let choice else { return }
    save(choice, action: .trackingRejected)
  }

  /// The saved TC string, to move consent to another device or app.
  public func exportConsent() -> String? { tcString }

  /// Adopts a TC string made elsewhere (it must decode and follow the policy version).
  public func importConsent(_ string: String) throws(TCFError) {
    let decoded = try TCStringDecoder().decode(string)
    save(Self.choice(from: decoded), action: .imported)
  }

  /// Forgets the choice and removes every `IABTCF_` and `IABGPP_` key.
  public func reset() {
    do { try storage.removeAllTCFAndGPP() } catch { fail(error) }
    saved = nil
    choice = nil
    delegate?.consentManager(self, didUpdate: nil)
    changeContinuation.yield(nil)
  }

  // MARK: Saving

  private func save(_ next: ConsentChoice, action: ConsentReceiptAction = .custom) {
    let next =
      trackingPurposesRejected
      ? without(configuration.trackingPurposes, in: next, updateVendors: true) : next
    let midnight = Self.utcMidnight(of: now())
    let deciseconds = TCString.deciseconds(of: midnight)
    let disclosed = configuration.vendors.union(configuration.legitimateInterestVendors).sorted()
    var string = TCString(
      createdDeciseconds: deciseconds, cmpId: configuration.cmpId,
      cmpVersion: configuration.cmpVersion, vendorListVersion: configuration.vendorListVersion,
      tcfPolicyVersion: configuration.tcfPolicyVersion)
    string.consentScreen = 1
    string.consentLanguage = configuration.language.uppercased()
    string.specialFeatureOptIns = next.specialFeatures.sorted()
    string.purposesConsent = next.purposes.sorted()
    string.purposesLITransparency = next.legitimateInterestPurposes.subtracting(3...6).sorted()
    string.publisherCC = configuration.publisherCountryCode.uppercased()
    string.vendorConsents = VendorSet(ids: next.vendors.sorted())
    string.vendorLegitimateInterests = VendorSet(ids: next.legitimateInterestVendors.sorted())
    string.disclosedVendors = VendorSet(ids: disclosed)
    let encoded: String
    do {
      encoded = try TCStringEncoder().encode(string)
    } catch {
      fail(error)
      return
    }
    let values = IABTCFValues(
      cmpSdkId: configuration.cmpId, cmpSdkVersion: configuration.cmpVersion,
      policyVersion: configuration.tcfPolicyVersion, gdprApplies: true,
      publisherCC: string.publisherCC, purposeOneTreatment: false, useNonStandardTexts: false,
      tcString: encoded,
      vendorConsents: IABTCFBitField(ids: next.vendors),
      vendorLegitimateInterests: IABTCFBitField(ids: next.legitimateInterestVendors),
      disclosedVendors: IABTCFBitField(ids: Set(disclosed)),
      purposeConsents: IABTCFBitField(ids: next.purposes),
      purposeLegitimateInterests: IABTCFBitField(ids: Set(string.purposesLITransparency)),
      specialFeaturesOptIns: IABTCFBitField(ids: next.specialFeatures),
      addtlConsent: additionalConsent(for: next))
    let header = GPPHeader(sectionIDs: [2])
    let gpp = IABGPPValues(
      version: String(header.gppVersion), sections: header.sectionIDs,
      gppString: header.encoded + "~" + encoded, gppSID: header.sectionIDs,
      sectionStrings: [2: encoded])
    do {
      try storage.write(values, gpp)
    } catch {
      fail(error)
      return
    }
    lastSaveError = nil
    saved = string
    choice = Self.choice(from: string)
    recordReceipt(action, at: now())
    delegate?.consentManager(self, didUpdate: choice)
    changeContinuation.yield(choice)
  }

  private func fail(_ error: any Error) {
    lastSaveError = error
    delegate?.consentManager(self, didFailToSave: error)
  }

  static func choice(from string: TCString) -> ConsentChoice {
    ConsentChoice(
      purposes: Set(string.purposesConsent),
      legitimateInterestPurposes: Set(string.purposesLITransparency),
      specialFeatures: Set(string.specialFeatureOptIns), vendors: Set(string.vendorConsents.ids),
      legitimateInterestVendors: Set(string.vendorLegitimateInterests.ids))
  }

  static func utcMidnight(of date: Date) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.startOfDay(for: date)
  }
}
