public import Foundation

/// The US side of the consent engine: decides which US privacy section applies
/// (``determination``), gives the US layer its model, and records the user's opt-outs in that
/// GPP section, beside the TC string ``ConsentManager`` writes.
///
/// Saving writes the jurisdiction's section (encoded by the GPP section encoders), removes the
/// other US sections this engine writes (7 to 12), and rewrites the GPP header, string and
/// section keys in one save, keeping the sections other writers saved (the TC string's).
///
/// Global Privacy Control: set ``globalPrivacyControl`` when the user's device or browser sends
/// the GPC signal (or the app offers it as a setting). While it is on, every section written
/// carries `Gpc` = 1 where the section has a GPC subsection, and counts as an opt-out of sale
/// and sharing, and of targeted advertising where the state's law makes the signal cover it
/// (Colorado, Connecticut, and the national section); the layer shows those opt-outs
/// on and fixed. Turning it on writes the section at once, with or without an earlier choice;
/// turning it off clears `Gpc` and leaves the opt-outs it recorded to the user.
@MainActor
public final class USPrivacyManager {
  /// The publisher's setup: its regions and debug override decide the jurisdiction.
  public let configuration: ConsentConfiguration
  /// Which US section applies, and what decided it.
  public let determination: USPrivacyDetermination
  /// The publisher's MSPA status, written in every section.
  public let mspa: USPrivacyMSPAMode
  /// The user's saved choice in the jurisdiction's section; nil before any.
  public private(set) var choice: USPrivacyChoice?
  /// Whether a Global Privacy Control signal applies; see the type's description.
  public private(set) var globalPrivacyControl: Bool

  private let storage: IABTCFStorage

  /// The US sections this engine writes; saving one removes the others.
  package static let writtenSectionIDs: Set<Int> = Set(
    USPrivacyJurisdiction.allCases.map(\.sectionID))

  /// Creates the US engine over `store`, reading the choice saved in the jurisdiction's section
  /// (and its GPC signal) when there is one. A stored section that does not decode (written by
  /// another CMP, damaged) counts as no choice: ``needsNotice`` is true and the layer asks again.
  ///
  /// - Parameters:
  ///   - configuration: the regions and debug override that decide the jurisdiction.
  ///   - store: where the `IABGPP_` keys are kept, shared with ``ConsentManager``.
  ///   - mspa: the publisher's MSPA status.
  ///   - deviceRegion: the device's region, read when the configuration gives no usable one.
  public init(
    configuration: ConsentConfiguration, store: any ConsentStore,
    mspa: USPrivacyMSPAMode = .notCovered,
    deviceRegion: String? = Locale.current.region?.identifier
  ) {
    self.configuration = configuration
    self.mspa = mspa
    let storage = IABTCFStorage(store: store)
    self.storage = storage
    let determination = configuration.usPrivacyDetermination(deviceRegion: deviceRegion)
    self.determination = determination
    let stored = determination.jurisdiction.flatMap { jurisdiction in
      storage.readGPP().sectionStrings[jurisdiction.sectionID].flatMap { payload in
        try? GPPSection(id: jurisdiction.sectionID, payload: Substring(payload))
      }
    }
    choice = stored.map(USPrivacySectionWriter.choice(in:))
    globalPrivacyControl =
      stored?.fields.contains { $0.name == "Gpc" && $0.value == .bool(true) }
      ?? false
  }

  /// The jurisdiction whose section is written; nil outside the United States.
  public var jurisdiction: USPrivacyJurisdiction? { determination.jurisdiction }

  /// Whether the US layer should be shown: the user is in the United States and has made no
  /// choice yet.
  public var needsNotice: Bool { jurisdiction != nil && choice == nil }

  /// The US layer for this user, the saved choice preselected; nil outside the United States.
  /// Without `texts`, the catalogue's in the configuration's language, or the first of
  /// `preferredLanguages` the catalogue has when that is automatic, else English.
  public func layerModel(
    texts: USPrivacyLayerTexts? = nil, preferredLanguages: [String] = Locale.preferredLanguages
  ) -> USPrivacyLayerModel? {
    jurisdiction.map { jurisdiction in
      USPrivacyLayerModel(
        jurisdiction: jurisdiction, current: choice, globalPrivacyControl: globalPrivacyControl,
        texts: texts
          ?? USPrivacyLayerTexts(
            language: configuration.layerLanguage(preferring: preferredLanguages)))
    }
  }

  /// The saved GPP string (every section, the TC string included), or nil.
  public var gppString: String? { storage.readGPP().gppString }

  /// Saves `choice` in the jurisdiction's section, removing the other US sections. With the GPC
  /// signal on, ``choice`` becomes `choice` with the opt-outs the signal makes, as the section
  /// records it (and as a later launch reads it back).
  ///
  /// - Throws: ``USPrivacyManagerError``: the user is not in the United States, a section could
  ///   not be encoded, or the store could not save.
  public func save(_ choice: USPrivacyChoice) throws(USPrivacyManagerError) {
    guard let jurisdiction else { throw .notInUnitedStates }
    let writer = USPrivacySectionWriter(
      jurisdiction: jurisdiction, mspa: mspa, globalPrivacyControl: globalPrivacyControl)
    let encoded: String
    do throws(GPPError) {
      (_, encoded) = try writer.section(for: choice)
    } catch {
      throw .encoding(error)
    }
    let batch: ConsentStoreBatch
    do throws(GPPError) {
      batch = try storage.gppSectionsBatch(
        setting: [jurisdiction.sectionID: encoded],
        removing: Self.writtenSectionIDs.subtracting([jurisdiction.sectionID]))
    } catch {
      throw .encoding(error)
    }
    do throws(ConsentStoreError) {
      try storage.store.save(batch)
    } catch {
      throw .store(error)
    }
    self.choice = writer.effectiveChoice(choice)
  }

  /// Turns the Global Privacy Control signal on or off; for a user in the United States, saves
  /// the section again with it (the earlier choice, or no opt-out but what the signal implies).
  /// Turning it off clears `Gpc`; the opt-outs recorded while it applied stay until the user
  /// changes them in the layer.
  ///
  /// - Throws: ``USPrivacyManagerError`` when the section cannot be saved; the signal is then
  ///   left as it was.
  public func setGlobalPrivacyControl(_ on: Bool) throws(USPrivacyManagerError) {
    let previous = globalPrivacyControl
    globalPrivacyControl = on
    guard jurisdiction != nil, on || choice != nil else { return }
    do throws(USPrivacyManagerError) {
      try save(choice ?? USPrivacyChoice())
    } catch {
      globalPrivacyControl = previous
      throw error
    }
  }
}
