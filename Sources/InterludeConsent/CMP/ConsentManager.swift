public import Foundation

/// The consent engine (CMP): decides when to ask, records the user's choice as an IAB TCF TC
/// string and the `IABTCF_` keys other SDKs read, and answers what consent allows.
///
/// Invariants of every saved string: Created = LastUpdated = the UTC midnight of the day the
/// user decided (an import keeps the string's own dates, and rejecting the tracking purposes
/// after an ATT denial keeps the dates and versions of the choice it edits, so a choice due for
/// renewal stays due); no legitimate interest for the consent-only purposes 1 and 3–6;
/// DisclosedVendors always written; no positive consent without an explicit user action (only
/// ``acceptAll()``, an import, or a decision of the layer grant anything). A choice is written
/// in one batch when it is made, so a process killed while the layer is open leaves no consent
/// behind. Every saved decision appends a receipt to ``receiptLog``.
///
/// From its start the manager writes `IABTCF_CmpSdkID`, `IABTCF_CmpSdkVersion`,
/// `IABTCF_PolicyVersion` and `IABTCF_gdprApplies` (the last once ``gdprDetermination`` has
/// decided, from the configuration or the user's region), as the CMP API asks. A saved string
/// of another TCF policy version is discarded then, its values not carried over, as the TC
/// string specification requires.
@MainActor
public final class ConsentManager: ConsentFlow {
  /// The publisher's setup; with a vendor list, as it records it: the list's
  /// `vendorListVersion` and `tcfPolicyVersion`, and only the vendors it holds and has not
  /// deleted.
  public let configuration: ConsentConfiguration
  /// Hears about saved changes, the layer being shown and closed, and ATT answers.
  public weak var delegate: (any ConsentManagerDelegate)?
  /// Every saved change (nil after a reset).
  public let changes: AsyncStream<ConsentChoice?>
  /// The user's choice, when one exists.
  public private(set) var choice: ConsentChoice?
  /// The last ATT answer recorded on this device (kept in the store, so a change made in
  /// Settings between two launches is noticed).
  public private(set) var trackingAuthorizationStatus: TrackingAuthorizationStatus?
  /// ATT was denied: the tracking purposes are left out of every choice and of the layer.
  public private(set) var trackingPurposesRejected = false
  /// The language the layer is shown in: the configuration's, or the first of the user's
  /// preferred languages the layer has, else English.
  /// Load the vendor list's translation for it (``InterludeLanguage/vendorListTranslationCode``).
  public let language: InterludeLanguage
  /// The two letters saved strings record as their `ConsentLanguage`: the layer's language, or
  /// `EN` when the vendor list is not translated to it
  /// (``ConsentLayerModel/consentLanguage(showing:vendorListLanguage:)``). A tool that draws a
  /// layer over another vendor list sets the language that layer was shown in.
  package var consentLanguage: String
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
  /// A string of another policy version found at start and discarded: why the layer shows
  /// again (``ReconsentReason/policyVersionChanged(saved:current:)``) until a new choice.
  private var discardedForPolicyVersion: TCString?
  private var savedAdditionalConsent: AdditionalConsentString?

  /// The store key of the last recorded ATT answer (not an IAB key).
  package static let trackingStatusKey = "Interlude_TrackingAuthorizationStatus"

  /// Creates the engine over `store`, reading any choice saved before.
  ///
  /// `vendorList` (loaded with ``GVLLoader``, translated to the layer's ``language``) gives the
  /// layer its purpose and vendor names, and saved strings its `vendorListVersion` and
  /// `tcfPolicyVersion`; vendors it deleted or lacks are left out of the configuration. Without
  /// the translation, the layer shows them in English and reports
  /// ``ConsentLayerIssue/Kind/vendorListNotTranslated``.
  ///
  /// `preferredLanguages` decide the layer's language when the configuration's is automatic.
  ///
  /// `receiptLog` keeps a receipt of every saved decision; the default keeps them in memory
  /// only, so an app that must keep them passes a file log
  /// (`try ConsentReceiptLog(url: ConsentReceiptLog.defaultURL())`).
  public init(
    configuration: ConsentConfiguration, store: any ConsentStore,
    presenter: (any ConsentLayerPresenter)? = nil, vendorList: GlobalVendorList? = nil,
    receiptLog: ConsentReceiptLog = ConsentReceiptLog(), now: @escaping () -> Date = Date.init,
    preferredLanguages: [String] = Locale.preferredLanguages
  ) {
    let configuration = vendorList.map { configuration.adopting($0, asOf: now()) } ?? configuration
    language = configuration.layerLanguage(preferring: preferredLanguages)
    consentLanguage = ConsentLayerModel.consentLanguage(
      showing: language, vendorListLanguage: vendorList.map { $0.translationLanguage ?? "en" })
    let determination = Self.gdprDetermination(of: configuration)
    self.configuration = configuration
    self.receiptLog = receiptLog
    self.storage = IABTCFStorage(store: store)
    self.presenter = presenter
    self.vendorList = vendorList
    self.now = now
    (changes, changeContinuation) = AsyncStream.makeStream(of: ConsentChoice?.self)
    trackingAuthorizationStatus = store.string(forKey: Self.trackingStatusKey).flatMap(
      TrackingAuthorizationStatus.init(rawValue:))
    let stored = storage.readTCF()
    let decoded = stored.tcString.flatMap { try? TCStringDecoder().decode($0) }
    if let decoded {
      if decoded.tcfPolicyVersion != configuration.tcfPolicyVersion {
        discardedForPolicyVersion = decoded
      } else if determination.applies {
        saved = decoded
        savedAdditionalConsent = stored.addtlConsent.flatMap {
          try? AdditionalConsentString(decoding: $0)
        }
        choice = Self.choice(from: decoded, additionalConsent: savedAdditionalConsent)
      }
    }
    let discarded = decoded != nil && saved == nil
    if discarded && determination.applies { recordReceipt(.expired, at: now()) }
    start(removingChoice: discarded || !determination.applies, determination: determination)
  }

  /// Writes what the CMP API wants from a CMP's start; with `removingChoice`, also removes the
  /// stored choice (`IABTCF_` consent keys and the GPP string's TC string) in the same save.
  private func start(removingChoice: Bool, determination: GDPRDetermination) {
    // Written when something decided it; an undetermined answer (``GDPRApplicability/unknown``,
    // or no region found) writes 1 with the first saved choice instead.
    let gdprApplies = determination.source == .undetermined ? nil : determination.applies
    var batch = storage.startBatch(
      cmpSdkId: configuration.cmpId, cmpSdkVersion: configuration.cmpVersion,
      policyVersion: configuration.tcfPolicyVersion, gdprApplies: gdprApplies)
    if removingChoice { batch.append(contentsOf: storage.consentRemovalBatch()) }
    do { try storage.store.save(batch) } catch { fail(error) }
  }

  // MARK: Queries

  /// Whether the user has made a choice that still stands.
  public var userChoiceExists: Bool { choice != nil && !needsConsent }

  /// Whether the layer must be shown: the GDPR applies (``gdprDetermination``) and there is a
  /// ``reconsentReason``.
  public var needsConsent: Bool { reconsentReason != nil }

  /// Why the layer must be shown: no valid choice, another policy version, configured vendors
  /// the choice did not disclose, a choice older than ``ConsentConfiguration/reconsentAfter``,
  /// or one the publisher forces to be made again; nil when the choice stands or the GDPR does
  /// not apply.
  public var reconsentReason: ReconsentReason? {
    guard gdprDetermination.applies else { return nil }
    return ReconsentPolicy(configuration: configuration).reason(
      for: saved ?? discardedForPolicyVersion, now: now())
  }

  /// Whether purpose `id` has consent.
  public func hasPurposeConsent(_ id: Int) -> Bool { choice?.purposes.contains(id) ?? false }

  /// Whether vendor `id` has consent.
  public func hasVendorConsent(_ id: Int) -> Bool { choice?.vendors.contains(id) ?? false }

  /// The saved TC string.
  public var tcString: String? { storage.readTCF().tcString }

  /// What the saved TC string breaks or should not do (``TCString/policyFindings``), whether
  /// it was read from the store at start (another CMP's included), imported or saved here;
  /// empty without one.
  ///
  /// A string of the unregistered CMP id 0 (another CMP's, or one saved under a
  /// ``ConsentConfiguration/cmpId`` of 0) stands, since the TC string specification does not
  /// forbid it, but is flagged with a ``TCFPolicyCheck/cmpIdAtLeast1`` warning: iabtcf-es, and
  /// the vendors' code built on it, refuse it.
  public var policyFindings: [TCFPolicyFinding] { saved?.policyChecks.findings ?? [] }

  /// The saved GPP string: the header, the TC string (section 2, tcfeuv2) and any other
  /// section saved beside it (the US section of ``USPrivacyManager``).
  public var gppString: String? { storage.readGPP().gppString }

  /// Google's Additional Consent string (v2) saved with the choice: the providers the user
  /// consented to, then after `dv.` those the layer showed without consent; nil when the layer
  /// showed none.
  public var additionalConsentString: String? { savedAdditionalConsent?.description }

  /// The AC string for a decision made in the layer, which shows every configured provider:
  /// each is consented when the user chose it, otherwise disclosed only (Google's AC v2 lists a
  /// consented provider once). A provider the layer did not show appears in neither list.
  private func additionalConsent(for choice: ConsentChoice) -> AdditionalConsentString? {
    let shown = configuration.additionalConsentProviders
    guard !shown.isEmpty else { return nil }
    let consented = choice.additionalConsentProviders.intersection(shown)
    return AdditionalConsentString(
      version: 2, consentedATPIDs: consented.sorted(),
      disclosedATPIDs: shown.subtracting(consented).sorted())
  }

  /// The Google Consent Mode v2 signals for the saved choice (``GoogleConsentMode``): all
  /// granted where the GDPR does not apply (``gdprDetermination``), all denied while there is no choice that stands.
  public var googleConsentMode: GoogleConsentMode {
    guard gdprDetermination.applies else { return .allGranted }
    guard userChoiceExists else { return .allDenied }
    return GoogleConsentMode.evaluate(gdprApplies: true, tcString: saved)
  }

  /// Whether the app must offer a lasting way back to the layer (a "Privacy settings" entry
  /// calling ``forceOpen(jumpToSettings:)``), as UMP's `privacyOptionsRequirementStatus` says:
  /// wherever the layer asks for consent (GDPR applies, or may: ``GDPRApplicability/unknown``),
  /// since withdrawing must be as easy as giving; not where GDPR does not apply.
  public var privacyOptionsRequired: Bool { gdprDetermination.applies }

  /// The error of the last save that failed, if any; the previous choice stays in force.
  public private(set) var lastSaveError: (any Error)?

  // MARK: Showing the layer

  /// Shows the layer only when ``needsConsent``; returns once consent is resolved (or the
  /// layer was dismissed). Without a presenter nothing is shown and nothing is granted.
  public func checkAndOpen() async {
    if !gdprDetermination.applies {
      forgetChoice()
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
    let layer = self.layer
    delegate?.consentManagerDidShowLayer(self)
    let decision = await presenter.present(layer, jumpToSettings: jumpToSettings)
    apply(decision)
    delegate?.consentManager(self, didCloseLayerWith: decision)
  }

  /// The consent layer for this configuration and vendor list, the saved choice preselected.
  public var layer: ConsentLayerModel {
    var offered = configuration
    if trackingPurposesRejected {
      offered.purposes.subtract(configuration.trackingPurposes)
      offered.legitimateInterestPurposes.subtract(configuration.trackingPurposes)
    }
    return ConsentLayerModel(
      configuration: offered, vendorList: vendorList, current: choice,
      texts: ConsentLayerTexts(language: language))
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

  /// Consents to every configured purpose, special feature, vendor and Additional Consent
  /// provider (an explicit action).
  public func acceptAll() {
    save(
      ConsentChoice(
        purposes: configuration.purposes,
        legitimateInterestPurposes: configuration.legitimateInterestPurposes,
        specialFeatures: configuration.specialFeatures, vendors: configuration.vendors,
        legitimateInterestVendors: configuration.legitimateInterestVendors,
        additionalConsentProviders: configuration.additionalConsentProviders),
      action: .acceptAll)
  }

  /// Rejects everything, legitimate interests included.
  public func rejectAll() {
    save(ConsentChoice(), action: .rejectAll)
  }

  /// Consents to `purposes`; with `updateVendors`, also to the vendors whose purposes (see
  /// ``ConsentConfiguration/vendorPurposes``, else the vendor list's declaration) are all
  /// consented.
  package func acceptPurposes(_ purposes: Set<Int>, updateVendors: Bool) {
    var next = choice ?? ConsentChoice()
    next.purposes.formUnion(purposes.intersection(configuration.purposes))
    if updateVendors {
      let lookup = vendorPurposes
      next.vendors.formUnion(
        configuration.vendors.filter { lookup.hasEveryPurpose($0, in: next.purposes) })
    }
    save(next)
  }

  /// Withdraws consent (and legitimate interest) for `purposes`; with `updateVendors`, also
  /// from the vendors that need them: those that used some of them and keep no other consented
  /// purpose (a vendor keeping one keeps its consent, which TCF never extends to a withdrawn
  /// purpose).
  package func rejectPurposes(_ purposes: Set<Int>, updateVendors: Bool) {
    save(without(purposes, in: choice ?? ConsentChoice(), updateVendors: updateVendors))
  }

  /// `choice` without consent or legitimate interest for `purposes`; with `updateVendors`,
  /// also without the vendors that need them.
  private func without(
    _ purposes: Set<Int>, in choice: ConsentChoice, updateVendors: Bool
  ) -> ConsentChoice {
    var next = choice
    next.purposes.subtract(purposes)
    next.legitimateInterestPurposes.subtract(purposes)
    if updateVendors {
      let lookup = vendorPurposes
      next.vendors = next.vendors.filter {
        !lookup.needs(purposes, vendor: $0, remaining: next.purposes)
      }
    }
    return next
  }

  /// Each vendor's purposes, from the configuration or the vendor list.
  private var vendorPurposes: VendorPurposeLookup {
    VendorPurposeLookup(configuration: configuration, vendorList: vendorList)
  }

  /// Consents to `vendors`.
  package func acceptVendors(_ vendors: Set<Int>) {
    var next = choice ?? ConsentChoice()
    next.vendors.formUnion(vendors.intersection(configuration.vendors))
    save(next)
  }

  /// Withdraws consent and legitimate interest for `vendors`.
  package func rejectVendors(_ vendors: Set<Int>) {
    var next = choice ?? ConsentChoice()
    next.vendors.subtract(vendors)
    next.legitimateInterestVendors.subtract(vendors)
    save(next)
  }

  /// Records the ATT answer; tells the delegate when it differs from the one recorded before.
  public func setTrackingAuthorizationStatus(_ status: TrackingAuthorizationStatus) {
    let previous = trackingAuthorizationStatus
    trackingAuthorizationStatus = status
    guard status != previous else { return }
    do {
      try storage.store.set(.string(status.rawValue), forKey: Self.trackingStatusKey)
    } catch {
      fail(error)
    }
    delegate?.consentManager(self, didChangeTrackingAuthorizationStatus: status, from: previous)
  }

  /// ATT was denied: the tracking purposes and the vendors that need them are rejected, in the
  /// saved choice if there is one and in every decision saved from now on (an "accept all"
  /// included), and the layer no longer offers them.
  ///
  /// The saved choice is edited, not renewed: it keeps its Created and LastUpdated dates and
  /// its policy and vendor list versions, so a choice due for renewal (13 months, a new
  /// version, the publisher's cutoff) is still asked again. Without a saved choice nothing is
  /// saved here: the user has not seen the layer, and the layer must still open for the other
  /// purposes (``needsConsent`` stays true).
  public func rejectTrackingPurposes() {
    trackingPurposesRejected = true
    guard let saved, let choice else { return }
    let next = without(configuration.trackingPurposes, in: choice, updateVendors: true)
    guard next != choice else { return }
    write(
      Self.string(saved, recording: next), additionalConsent: savedAdditionalConsent,
      action: .trackingRejected)
  }

  /// The saved TC string, to move consent to another device or app.
  package func exportConsent() -> String? { tcString }

  /// Adopts a TC string made elsewhere, with its own dates and vendor list version (so it
  /// is asked again when they call for it). It must decode, be of the configuration's TCF
  /// policy version and follow the TCF 2.2 rules. After an ATT denial its tracking purposes are
  /// left out. Nothing from it reaches the Additional Consent string: those providers were not
  /// shown here.
  ///
  /// - Throws: ``ConsentImportError``.
  public func importConsent(_ string: String) throws(ConsentImportError) {
    let decoded: TCString
    do {
      decoded = try TCStringDecoder().decode(string)
    } catch {
      throw .undecodable(error)
    }
    guard decoded.tcfPolicyVersion == configuration.tcfPolicyVersion else {
      throw .policyVersionMismatch(
        found: decoded.tcfPolicyVersion, expected: configuration.tcfPolicyVersion)
    }
    let errors = decoded.policyChecks.findings.filter { $0.severity == .error }
    guard errors.isEmpty else { throw .policyViolation(errors) }
    let imported = Self.choice(from: decoded, additionalConsent: nil)
    let next =
      trackingPurposesRejected
      ? without(configuration.trackingPurposes, in: imported, updateVendors: true) : imported
    write(Self.string(decoded, recording: next), additionalConsent: nil, action: .imported)
  }

  /// Forgets the choice and removes every `IABTCF_` and `IABGPP_` key.
  public func reset() {
    do { try storage.removeAllTCFAndGPP() } catch { fail(error) }
    dropChoice()
  }

  /// GDPR does not apply: `IABTCF_gdprApplies` is 0, the choice made under it is forgotten and
  /// its keys go (every `IABTCF_` key but the CMP's own, and the GPP string's TC string).
  private func forgetChoice() {
    start(removingChoice: true, determination: gdprDetermination)
    guard saved != nil || choice != nil else { return }
    dropChoice()
  }

  /// Forgets the choice in memory and tells the delegate and the change stream.
  private func dropChoice() {
    saved = nil
    savedAdditionalConsent = nil
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
    string.consentLanguage = consentLanguage
    string.publisherCC = configuration.publisherCountryCode.uppercased()
    string.disclosedVendors = VendorSet(ids: disclosed)
    write(
      Self.string(string, recording: next), additionalConsent: additionalConsent(for: next),
      action: action)
  }

  /// `string` with the consents and legitimate interests of `choice` (none for the
  /// consent-only purposes 1 and 3–6).
  private static func string(_ string: TCString, recording choice: ConsentChoice) -> TCString {
    var string = string
    string.specialFeatureOptIns = choice.specialFeatures.sorted()
    string.purposesConsent = choice.purposes.sorted()
    string.purposesLITransparency = choice.legitimateInterestPurposes.subtracting(
      ConsentConfiguration.consentOnlyPurposes
    ).sorted()
    string.vendorConsents = VendorSet(ids: choice.vendors.sorted())
    string.vendorLegitimateInterests = VendorSet(ids: choice.legitimateInterestVendors.sorted())
    return string
  }

  /// Encodes `string` and writes it with every `IABTCF_` and `IABGPP_` key derived from it, in
  /// one save; then it is the saved choice, and its receipt says `action`.
  private func write(
    _ string: TCString, additionalConsent: AdditionalConsentString?,
    action: ConsentReceiptAction
  ) {
    let encoded: String
    do {
      encoded = try TCStringEncoder().encode(string)
    } catch {
      fail(error)
      return
    }
    var restrictions: [Int: [Int: TCFRestrictionType]] = [:]
    for restriction in string.publisherRestrictions {
      for vendor in restriction.vendorIds {
        restrictions[restriction.purposeId, default: [:]][vendor] = restriction.restrictionType
      }
    }
    let publisher = string.publisherTC
    let values = IABTCFValues(
      cmpSdkId: configuration.cmpId, cmpSdkVersion: configuration.cmpVersion,
      policyVersion: string.tcfPolicyVersion, gdprApplies: true,
      publisherCC: string.publisherCC, purposeOneTreatment: string.purposeOneTreatment,
      useNonStandardTexts: string.useNonStandardTexts, tcString: encoded,
      vendorConsents: IABTCFBitField(ids: Set(string.vendorConsents.ids)),
      vendorLegitimateInterests: IABTCFBitField(ids: Set(string.vendorLegitimateInterests.ids)),
      disclosedVendors: string.disclosedVendors.map { IABTCFBitField(ids: Set($0.ids)) },
      purposeConsents: IABTCFBitField(ids: Set(string.purposesConsent)),
      purposeLegitimateInterests: IABTCFBitField(ids: Set(string.purposesLITransparency)),
      specialFeaturesOptIns: IABTCFBitField(ids: Set(string.specialFeatureOptIns)),
      publisherRestrictions: restrictions,
      publisherConsent: publisher.map { IABTCFBitField(ids: Set($0.pubPurposesConsent)) },
      publisherLegitimateInterests: publisher.map {
        IABTCFBitField(ids: Set($0.pubPurposesLITransparency))
      },
      publisherCustomPurposesConsents: publisher.map {
        IABTCFBitField(ids: Set($0.customPurposesConsent))
      },
      publisherCustomPurposesLegitimateInterests: publisher.map {
        IABTCFBitField(ids: Set($0.customPurposesLITransparency))
      },
      addtlConsent: additionalConsent?.description)
    do {
      var batch = storage.batch(for: values)
      batch.append(
        contentsOf: try storage.gppSectionsBatch(setting: [GPPTCFEUv2Section.sectionID: encoded]))
      try storage.store.save(batch)
    } catch {
      fail(error)
      return
    }
    lastSaveError = nil
    saved = string
    savedAdditionalConsent = additionalConsent
    choice = Self.choice(from: string, additionalConsent: additionalConsent)
    recordReceipt(action, at: now())
    delegate?.consentManager(self, didUpdate: choice)
    changeContinuation.yield(choice)
  }

  private func fail(_ error: any Error) {
    lastSaveError = error
    delegate?.consentManager(self, didFailToSave: error)
  }

  static func choice(
    from string: TCString, additionalConsent: AdditionalConsentString?
  ) -> ConsentChoice {
    ConsentChoice(
      purposes: Set(string.purposesConsent),
      legitimateInterestPurposes: Set(string.purposesLITransparency),
      specialFeatures: Set(string.specialFeatureOptIns), vendors: Set(string.vendorConsents.ids),
      legitimateInterestVendors: Set(string.vendorLegitimateInterests.ids),
      additionalConsentProviders: Set(additionalConsent?.consentedATPIDs ?? []))
  }

  nonisolated static func utcMidnight(of date: Date) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.startOfDay(for: date)
  }
}
