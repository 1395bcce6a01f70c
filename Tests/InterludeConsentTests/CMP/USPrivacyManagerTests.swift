import Foundation
import InterludeConsent
import Testing

/// The US choice saved in the GPP section of the user's jurisdiction, with the IAB US section
/// field values: notices 1 (given), opt-outs 1 (opted out) or 2 (did not), GPC in the GPC
/// subsection.
@Suite("US privacy manager")
@MainActor
struct USPrivacyManagerTests {
  private func manager(
    _ state: String?, store: InMemoryConsentStore, mspa: USPrivacyMSPAMode = .notCovered
  ) -> USPrivacyManager {
    USPrivacyManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 1, gdprApplies: .no, debugGeography: .regulatedUSState,
        debugUSState: state),
      store: store, mspa: mspa, deviceRegion: nil)
  }

  /// The TCF consent manager over the same store.
  private func euManager(
    store: InMemoryConsentStore, gdprApplies: GDPRApplicability
  ) -> ConsentManager {
    ConsentManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 1, gdprApplies: gdprApplies),
      store: store)
  }

  /// The saved string, decoded, and the fields of section `id` by name.
  private func savedFields(
    _ manager: USPrivacyManager, section id: Int
  ) throws -> [String: GPPFieldValue] {
    let string = try GPPString(decoding: try #require(manager.gppString))
    let section = try #require(string.section(id: id))
    return Dictionary(uniqueKeysWithValues: section.fields.map { ($0.name, $0.value) })
  }

  @Test("usnat: every notice given, each opt-out recorded as 1 or 2, all 16 sensitive categories")
  func national() throws {
    let store = InMemoryConsentStore()
    let cmp = manager(nil, store: store)
    try cmp.save(USPrivacyChoice(optsOutOfSaleAndSharing: true, limitsSensitiveData: true))
    #expect(try #require(cmp.gppString).hasPrefix("DBABLA~"))
    let fields = try savedFields(cmp, section: 7)
    for notice in [
      "SharingNotice", "SaleOptOutNotice", "SharingOptOutNotice",
      "TargetedAdvertisingOptOutNotice", "SensitiveDataProcessingOptOutNotice",
      "SensitiveDataLimitUseNotice",
    ] {
      #expect(fields[notice] == .int(1), "\(notice)")
    }
    #expect(fields["SaleOptOut"] == .int(1) && fields["SharingOptOut"] == .int(1))
    #expect(fields["TargetedAdvertisingOptOut"] == .int(2))
    #expect(fields["SensitiveDataProcessing"] == .ints(Array(repeating: 1, count: 16)))
    #expect(fields["KnownChildSensitiveDataConsents"] == .ints([0, 0, 0]))
    #expect(fields["Gpc"] == .bool(false))
    #expect(
      fields["MspaCoveredTransaction"] == .int(2) && fields["MspaOptOutOptionMode"] == .int(0))
    let values = IABTCFStorage(store: store).readGPP()
    #expect(
      values.sections == [7] && values.gppSID == [7] && values.sectionStrings.keys.sorted() == [7])
    #expect(cmp.choice == USPrivacyChoice(optsOutOfSaleAndSharing: true, limitsSensitiveData: true))
    #expect(!cmp.needsNotice)
  }

  @Test("state sections: each state's choice goes to its own section with its fields")
  func states() throws {
    let all = USPrivacyChoice(
      optsOutOfSaleAndSharing: true, optsOutOfTargetedAdvertising: true, limitsSensitiveData: true)
    let cases: [(String, Int, String)] = [
      ("CA", 8, "DBABBg~"), ("VA", 9, "DBABRg~"), ("CO", 10, "DBABJg~"), ("UT", 11, "DBABFg~"),
      ("CT", 12, "DBABVg~"),
    ]
    for (state, id, header) in cases {
      let cmp = manager(state, store: InMemoryConsentStore())
      #expect(cmp.needsNotice)
      try cmp.save(USPrivacyChoice())
      var fields = try savedFields(cmp, section: id)
      #expect(fields["SaleOptOut"] == .int(2) && fields["SaleOptOutNotice"] == .int(1), "\(state)")
      try cmp.save(all)
      #expect(try #require(cmp.gppString).hasPrefix(header), "\(state)")
      fields = try savedFields(cmp, section: id)
      #expect(fields["SaleOptOut"] == .int(1), "\(state)")
      switch state {
      case "CA":
        #expect(
          fields["SharingOptOut"] == .int(1) && fields["SensitiveDataLimitUseNotice"] == .int(1))
        #expect(fields["SensitiveDataProcessing"] == .ints(Array(repeating: 1, count: 9)))
        #expect(fields["TargetedAdvertisingOptOut"] == nil)
      case "UT":
        #expect(fields["TargetedAdvertisingOptOut"] == .int(1))
        #expect(fields["SensitiveDataProcessing"] == .ints(Array(repeating: 1, count: 8)))
      default:
        // VA, CO, CT: sensitive data needs consent, which the layer does not collect.
        #expect(fields["TargetedAdvertisingOptOut"] == .int(1), "\(state)")
        #expect(fields["TargetedAdvertisingOptOutNotice"] == .int(1), "\(state)")
        let categories = try #require(fields["SensitiveDataProcessing"])
        if case .ints(let values) = categories { #expect(values.allSatisfy { $0 == 0 }) }
      }
    }
  }

  @Test("CCPA: in California the targeted-advertising opt-out is an opt-out of sharing")
  func californiaSharing() throws {
    let cmp = manager("CA", store: InMemoryConsentStore())
    try cmp.save(USPrivacyChoice(optsOutOfTargetedAdvertising: true))
    let fields = try savedFields(cmp, section: 8)
    #expect(fields["SaleOptOut"] == .int(2) && fields["SharingOptOut"] == .int(1))
    #expect(cmp.choice == USPrivacyChoice(optsOutOfTargetedAdvertising: true))
  }

  @Test(
    "GPC: Gpc is 1 and sale and sharing are opted out; targeted advertising in usnat, CO, CT only")
  func globalPrivacyControl() throws {
    let cases: [(String?, Int, Bool, Bool)] = [
      (nil, 7, true, true), ("CA", 8, true, false), ("VA", 9, false, false),
      ("CO", 10, true, true), ("UT", 11, false, false), ("CT", 12, true, true),
    ]
    for (state, id, hasSubsection, coversTargeted) in cases {
      let store = InMemoryConsentStore()
      let cmp = manager(state, store: store)
      try cmp.setGlobalPrivacyControl(true)
      let fields = try savedFields(cmp, section: id)
      let label = state ?? "national"
      #expect(fields["Gpc"] == (hasSubsection ? .bool(true) : nil), "\(label)")
      #expect(fields["SaleOptOut"] == .int(1), "\(label)")
      if let sharing = fields["SharingOptOut"] { #expect(sharing == .int(1), "\(label)") }
      if let targeted = fields["TargetedAdvertisingOptOut"] {
        #expect(targeted == .int(coversTargeted ? 1 : 2), "\(label)")
      }
      #expect(try GPPString(decoding: try #require(cmp.gppString)).hasUSOptOut)
      let reloaded = manager(state, store: store)
      #expect(reloaded.globalPrivacyControl == hasSubsection, "\(label)")
      try cmp.setGlobalPrivacyControl(false)
      let after = try savedFields(cmp, section: id)
      #expect(
        after["SaleOptOut"] == .int(1) && after["Gpc"] == (hasSubsection ? .bool(false) : nil))
      #expect(cmp.choice == reloaded.choice, "\(label)")
      try cmp.save(USPrivacyChoice())
      #expect(try savedFields(cmp, section: id)["SaleOptOut"] == .int(2), "\(label)")
    }
  }

  @Test("MSPA: covered transactions carry exactly one mode")
  func mspa() throws {
    let modes: [(USPrivacyMSPAMode, [Int])] = [
      (.notCovered, [2, 0, 0]), (.optOutOption, [1, 1, 2]), (.serviceProvider, [1, 2, 1]),
    ]
    for (mode, expected) in modes {
      let cmp = manager("CO", store: InMemoryConsentStore(), mspa: mode)
      try cmp.save(USPrivacyChoice())
      let fields = try savedFields(cmp, section: 10)
      let values = ["MspaCoveredTransaction", "MspaOptOutOptionMode", "MspaServiceProviderMode"]
        .map { fields[$0] }
      #expect(values == expected.map { .int($0) }, "\(mode)")
    }
  }

  @Test(
    "the choice is read back; moving to another state replaces the section, keeping the TC string")
  func reloadAndMove() throws {
    let store = InMemoryConsentStore()
    let eu = euManager(store: store, gdprApplies: .yes)
    eu.apply(.acceptAll)
    let tcString = try #require(eu.tcString)
    let california = manager("CA", store: store)
    try california.save(USPrivacyChoice(limitsSensitiveData: true))
    #expect(IABTCFStorage(store: store).readGPP().sections == [2, 8])
    #expect(manager("CA", store: store).choice == USPrivacyChoice(limitsSensitiveData: true))
    let virginia = manager("VA", store: store)
    #expect(virginia.choice == nil && virginia.needsNotice)
    try virginia.save(USPrivacyChoice(optsOutOfSaleAndSharing: true))
    let values = IABTCFStorage(store: store).readGPP()
    #expect(values.sections == [2, 9] && values.gppSID == [2, 9])
    #expect(values.sectionStrings[2] == tcString && values.sectionStrings[8] == nil)
    #expect(store.value(forKey: "IABGPP_8_String") == nil)
    let decoded = try GPPString(decoding: try #require(virginia.gppString))
    #expect(decoded.header.sectionIDs == [2, 9] && decoded.isComplete)
  }

  @Test(
    "CMP API: a CMP starting where the GDPR does not apply removes its TC string, not the US section"
  )
  func consentManagerKeepsUSSection() throws {
    let store = InMemoryConsentStore()
    let eu = euManager(store: store, gdprApplies: .yes)
    eu.apply(.rejectAll)
    try manager("CT", store: store).save(USPrivacyChoice(optsOutOfTargetedAdvertising: true))
    _ = euManager(store: store, gdprApplies: .no)
    let values = IABTCFStorage(store: store).readGPP()
    #expect(values.sections == [12] && values.sectionStrings[2] == nil)
    let before = store.snapshot
    _ = euManager(store: store, gdprApplies: .no)
    #expect(store.snapshot == before, "a second start leaves the US section as it was")
    #expect(IABTCFStorage(store: store).consentRemovalBatch().keys.isEmpty)
    #expect(store.value(forKey: IABTCFKeys.tcString) == nil)
    #expect(
      manager("CT", store: store).choice == USPrivacyChoice(optsOutOfTargetedAdvertising: true))
  }

  @Test("outside the United States nothing is saved, with the error code not-in-united-states")
  func outside() {
    let store = InMemoryConsentStore()
    let cmp = USPrivacyManager(
      configuration: ConsentConfiguration(cmpId: 300, vendorListVersion: 1, userRegion: "DE"),
      store: store, deviceRegion: nil)
    #expect(cmp.layerModel() == nil && !cmp.needsNotice)
    #expect(throws: USPrivacyManagerError.notInUnitedStates) { try cmp.save(USPrivacyChoice()) }
    #expect(USPrivacyManagerError.notInUnitedStates.code == "not-in-united-states")
    #expect(store.snapshot.isEmpty)
  }

  @Test("the layer model comes with the jurisdiction, the saved choice and GPC")
  func layerModel() throws {
    let cmp = manager("CO", store: InMemoryConsentStore())
    try cmp.setGlobalPrivacyControl(true)
    let model = try #require(cmp.layerModel())
    #expect(model.jurisdiction == .colorado && model.globalPrivacyControl)
    #expect(model.isOptedOut(.saleAndSharing) && model.isLocked(.targetedAdvertising))
  }
}
