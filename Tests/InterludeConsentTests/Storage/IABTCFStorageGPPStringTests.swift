import InterludeConsent
import Testing

@Suite("IABTCFStorage GPP string")
struct IABTCFStorageGPPStringTests {
  /// A usnat section: notices given, opted out of sale, covered by the MSPA, with GPC.
  private static func nationalOptOut() throws -> String {
    var section = USNatSection()
    section.sharingNotice = 1
    section.saleOptOutNotice = 1
    section.targetedAdvertisingOptOutNotice = 1
    section.saleOptOut = 1
    section.sharingOptOut = 2
    section.targetedAdvertisingOptOut = 2
    section.mspaCoveredTransaction = 1
    section.gpcSubsection = GPPGPCSubsection(gpc: true)
    return try section.encoded
  }

  /// A usca section: notice given, no opt-out, not covered by the MSPA.
  private static func californiaNoOptOut() throws -> String {
    var section = USCASection()
    section.saleOptOutNotice = 1
    section.saleOptOut = 2
    section.sharingOptOut = 2
    section.mspaCoveredTransaction = 2
    return try section.encoded
  }

  /// A TC string that decodes (section 2 of a GPP string must): the core of iabgpp-es's
  /// GppModel test string.
  private static let tcString = "CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA"

  private static func gpp(_ sections: [(Int, String)]) -> String {
    ([GPPHeader(sectionIDs: sections.map(\.0)).encoded] + sections.map(\.1))
      .joined(separator: "~")
  }

  @Test("GPP CMP API in-app: header, SID and every section string are written as strings")
  func writesTheHeaderKeysAndEverySectionString() throws {
    let national = try Self.nationalOptOut()
    let california = try Self.californiaNoOptOut()
    let text = Self.gpp([(7, national), (8, california)])
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    try store.save(try storage.gppBatch(for: text, applicableSections: [8]))

    #expect(store.value(forKey: "IABGPP_HDR_Version") == .string("1"))
    #expect(store.value(forKey: "IABGPP_HDR_Sections") == .string("7_8"))
    #expect(store.value(forKey: "IABGPP_HDR_GppString") == .string(text))
    #expect(store.value(forKey: "IABGPP_GppSID") == .string("8"))
    #expect(store.value(forKey: "IABGPP_7_String") == .string(national))
    #expect(store.value(forKey: "IABGPP_8_String") == .string(california))
  }

  @Test("GPP CMP API in-app: pre-parsed fields as Integer, lists joined by underscore")
  func writesPreParsedUSFields() throws {
    let text = Self.gpp([(7, try Self.nationalOptOut())])
    let store = InMemoryConsentStore()
    try store.save(try IABTCFStorage(store: store).gppBatch(for: text))

    #expect(store.value(forKey: "IABGPP_USNAT_Version") == .int(2))
    #expect(store.value(forKey: "IABGPP_USNAT_SaleOptOut") == .int(1))
    #expect(store.value(forKey: "IABGPP_USNAT_SharingOptOut") == .int(2))
    #expect(store.value(forKey: "IABGPP_USNAT_MspaCoveredTransaction") == .int(1))
    #expect(store.value(forKey: "IABGPP_USNAT_Gpc") == .int(1))
    #expect(
      store.value(forKey: "IABGPP_USNAT_SensitiveDataProcessing")
        == .string(Array(repeating: "0", count: 16).joined(separator: "_")))
    #expect(store.value(forKey: "IABGPP_USNAT_KnownChildSensitiveDataConsents") == .string("0_0_0"))
  }

  @Test("GPP CMP API in-app: the uspv1 section gives the USP1 keys the API names")
  func writesTheUSP1Keys() throws {
    let text = Self.gpp([(6, "1YYN")])
    let store = InMemoryConsentStore()
    try store.save(try IABTCFStorage(store: store).gppBatch(for: text))

    #expect(store.value(forKey: "IABGPP_6_String") == .string("1YYN"))
    #expect(store.value(forKey: "IABGPP_USP1_Version") == .int(1))
    #expect(store.value(forKey: "IABGPP_USP1_Notice") == .string("Y"))
    #expect(store.value(forKey: "IABGPP_USP1_OptOut") == .string("Y"))
    #expect(store.value(forKey: "IABGPP_USP1_LSPACovered") == .string("N"))
    #expect(store.value(forKey: "IABUSPrivacy_String") == .string("1YYN"))
  }

  @Test("GPP CMP API in-app: a section removed from the string leaves no stale key")
  func removingASectionRemovesItsKeys() throws {
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    try store.save(
      try storage.gppBatch(
        for: Self.gpp([(7, try Self.nationalOptOut()), (8, try Self.californiaNoOptOut())])))
    #expect(store.value(forKey: "IABGPP_USCA_SaleOptOut") == .int(2))

    try store.save(try storage.gppBatch(for: Self.gpp([(7, try Self.nationalOptOut())])))
    let gppKeys = store.keys().filter { $0.hasPrefix("IABGPP_") }
    #expect(!gppKeys.contains { $0.hasPrefix("IABGPP_USCA_") || $0 == "IABGPP_8_String" })
    #expect(store.value(forKey: "IABGPP_HDR_Sections") == .string("7"))
    #expect(store.value(forKey: "IABGPP_GppSID") == .string("7"))

    try store.save(try storage.gppBatch(for: Self.gpp([(2, Self.tcString)])))
    #expect(!store.keys().contains { $0.hasPrefix("IABGPP_USNAT_") || $0 == "IABGPP_7_String" })
    #expect(store.value(forKey: "IABUSPrivacy_String") == nil)
  }

  @Test("US Privacy spec: IABUSPrivacy_String derived from the section in force")
  func derivesTheUSPrivacyString() throws {
    let both = Self.gpp([(7, try Self.nationalOptOut()), (8, try Self.californiaNoOptOut())])
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)

    // California first: notice given, did not opt out, not covered by the LSPA.
    try store.save(try storage.gppBatch(for: both))
    #expect(store.value(forKey: "IABUSPrivacy_String") == .string("1YNN"))
    // National only in force: opted out of sale, covered.
    try store.save(try storage.gppBatch(for: both, applicableSections: [7]))
    #expect(store.value(forKey: "IABUSPrivacy_String") == .string("1YYY"))
  }

  @Test("GPP sharing opt-out or GPC alone maps to an opt-out of sale in US Privacy")
  func sharingOptOutOrGPCMapsToAnOptOut() throws {
    var sharing = USCASection()
    sharing.saleOptOut = 2
    sharing.sharingOptOut = 1
    var gpc = USCASection()
    gpc.saleOptOut = 2
    gpc.gpcSubsection = GPPGPCSubsection(gpc: true)
    for section in [sharing, gpc] {
      let decoded = try GPPString(decoding: Self.gpp([(8, try section.encoded)]))
      // A new section is covered by the MSPA (MspaCoveredTransaction 1, it has no N/A): the
      // LSPA flag says so.
      #expect(IABTCFStorage.usPrivacy(derivedFrom: decoded)?.description == "1-YY")
    }
  }

  /// US Privacy specification: the opt-out flag is `-` only when every flag is `-`; a US
  /// section whose SaleOptOut is 0 (not applicable) but that is MSPA-covered (1, or 2: it has
  /// no N/A) stands for `1---`, never the invalid `1--Y`.
  @Test("a US section whose sale opt-out does not apply derives 1---, whatever its MSPA coverage")
  func notApplicableSaleDerivesAllDashes() throws {
    for covered in [1, 2] {
      var section = USNatSection()
      section.mspaCoveredTransaction = covered
      let decoded = try GPPString(decoding: Self.gpp([(7, try section.encoded)]))
      #expect(IABTCFStorage.usPrivacy(derivedFrom: decoded)?.description == "1---")
    }
  }

  @Test("Bad input: a header-only string or a SID the string lacks is refused with its kind")
  func refusesIncompleteInput() throws {
    let storage = IABTCFStorage(store: InMemoryConsentStore())
    let headerOnly = GPPHeader(sectionIDs: [7]).encoded
    #expect(throws: GPPError.self) { try storage.gppBatch(for: headerOnly) }
    do {
      _ = try storage.gppBatch(for: headerOnly)
    } catch {
      #expect(error.kind == .sectionCountMismatch)
    }
    let national = Self.gpp([(7, try Self.nationalOptOut())])
    do {
      _ = try storage.gppBatch(for: national, applicableSections: [8])
      Issue.record("a SID naming a missing section was accepted")
    } catch {
      #expect(error.kind == .invalidSectionIDs)
      #expect(error.sectionID == 8)
    }
  }

  @Test("Removing the TCF choice keeps the US sections: section 2 leaves the GPP string")
  func consentRemovalKeepsUSSections() throws {
    let national = try Self.nationalOptOut()
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    try store.set(.string(Self.tcString), forKey: "IABTCF_TCString")
    try store.save(
      try storage.gppBatch(
        for: Self.gpp([(2, Self.tcString), (7, national)]), applicableSections: [2, 7]))

    try store.save(storage.consentRemovalBatch())
    #expect(store.value(forKey: "IABTCF_TCString") == nil)
    #expect(store.value(forKey: "IABGPP_2_String") == nil)
    #expect(store.value(forKey: "IABGPP_HDR_GppString") == .string(Self.gpp([(7, national)])))
    #expect(store.value(forKey: "IABGPP_HDR_Sections") == .string("7"))
    #expect(store.value(forKey: "IABGPP_GppSID") == .string("7"))
    #expect(store.value(forKey: "IABGPP_7_String") == .string(national))
    #expect(store.value(forKey: "IABGPP_USNAT_SaleOptOut") == .int(1))

    // Only section 2: nothing of GPP is left.
    try store.save(try storage.gppBatch(for: Self.gpp([(2, Self.tcString)])))
    try store.save(storage.consentRemovalBatch())
    #expect(!store.keys().contains { $0.hasPrefix("IABGPP_") })
  }
}
