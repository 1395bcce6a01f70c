import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// The state sections from 13 (`usfl`) to 27 (`usri`) against their IAB section specifications:
/// each round-trips through its field table at the specified length, decodes published example
/// strings field by field, and is read for opt-outs instead of counting as one unread.
@Suite("GPP US state sections 13–27: decoding, encoding and opt-outs field by field")
struct GPPUSStateSectionTests {
  /// Fills, encodes, checks the core length and decodes back (see
  /// ``GPPUSSectionTableTests/roundTrip(_:coreBits:subsection:)``), with its subsection when
  /// the section has one: GPC signalled, or sensitive data consents 2, 1, 0, 2, 1, 0, 2, 1.
  static func roundTrip<Section: GPPUSSection & Hashable>(
    _ type: Section.Type, coreBits: Int
  ) throws {
    var section = GPPUSSectionTableTests.filled(type, version: 1)
    var subsection: String?
    if Section.hasGPCSubsection {
      section.gpcSubsection = GPPGPCSubsection(gpc: true)
      subsection = "YA"
    }
    if let count = Section.sensitiveDataConsentCount {
      #expect(count == 8)
      section.sensitiveDataSubsection = [2, 1, 0, 2, 1, 0, 2, 1]
      subsection = "kkk"
    }
    _ = try GPPUSSectionTableTests.roundTrip(section, coreBits: coreBits, subsection: subsection)
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 8×2,
  /// KnownChildSensitiveDataConsents 3×2, AdditionalDataProcessingConsent and 3 MSPA fields(2).
  @Test("usfl (13): 46 bits; SensitiveDataProcessing 8×2, KnownChild 3×2; no subsection")
  func usFL() throws {
    try Self.roundTrip(USFLSection.self, coreBits: 46)
    #expect(!USFLSection.hasGPCSubsection)
  }

  @Test("usmt (14): 46 bits; SharingNotice first; SensitiveDataProcessing 8×2, KnownChild 3×2; GPC")
  func usMT() throws {
    try Self.roundTrip(USMTSection.self, coreBits: 46)
    #expect(USMTSection().fields.map(\.name).dropFirst().first == "SharingNotice")
  }

  @Test("usor (15): 52 bits; SensitiveDataProcessing 11×2, KnownChild 3×2; GPC")
  func usOR() throws { try Self.roundTrip(USORSection.self, coreBits: 52) }

  @Test("ustx (16): 42 bits; SensitiveDataProcessing 8×2, KnownChild(2); GPC")
  func usTX() throws { try Self.roundTrip(USTXSection.self, coreBits: 42) }

  @Test("usde (17): 52 bits; SensitiveDataProcessing 9×2, KnownChild 5×2; GPC")
  func usDE() throws { try Self.roundTrip(USDESection.self, coreBits: 52) }

  /// Iowa has a SensitiveDataOptOutNotice and no AdditionalDataProcessingConsent.
  @Test("usia (18): 42 bits; SensitiveDataOptOutNotice; SensitiveDataProcessing 8×2; GPC")
  func usIA() throws {
    try Self.roundTrip(USIASection.self, coreBits: 42)
    let names = USIASection().fields.map(\.name)
    #expect(names.contains("SensitiveDataOptOutNotice"))
    #expect(!names.contains("AdditionalDataProcessingConsent"))
  }

  @Test("usne (19): 42 bits; SensitiveDataProcessing 8×2, KnownChild(2); GPC")
  func usNE() throws { try Self.roundTrip(USNESection.self, coreBits: 42) }

  @Test("usnh (20): 46 bits; SensitiveDataProcessing 8×2, KnownChild 3×2; GPC")
  func usNH() throws { try Self.roundTrip(USNHSection.self, coreBits: 46) }

  @Test("usnj (21): 54 bits; SensitiveDataProcessing 10×2, KnownChild 5×2; GPC")
  func usNJ() throws { try Self.roundTrip(USNJSection.self, coreBits: 54) }

  @Test("ustn (22): 42 bits; SensitiveDataProcessing 8×2, KnownChild(2); GPC")
  func usTN() throws { try Self.roundTrip(USTNSection.self, coreBits: 42) }

  @Test("usmn (23): 42 bits; SensitiveDataProcessing 8×2, KnownChild(2); GPC")
  func usMN() throws { try Self.roundTrip(USMNSection.self, coreBits: 42) }

  /// The later layout: MspaVersion(6), MspaCoveredTransaction and MspaMode(2) first, then
  /// notices, opt-outs and consents(2).
  @Test("usmd (24): 22 bits; MspaVersion, MSPA fields first, no sensitive data; GPC")
  func usMD() throws {
    try Self.roundTrip(USMDSection.self, coreBits: 22)
    let names = USMDSection().fields.map(\.name)
    #expect(Array(names.prefix(3)) == ["MspaVersion", "MspaCoveredTransaction", "MspaMode"])
    #expect(!names.contains("KnownChildSensitiveDataConsents"))
  }

  /// Indiana, Kentucky and Rhode Island add KnownChildSensitiveDataConsents(2) and carry
  /// sensitive data consents in their subsection instead of GPC.
  @Test("usin (25), usky (26), usri (27): 24 bits; KnownChild(2); sensitive data subsection 8×2")
  func usINKYRI() throws {
    try Self.roundTrip(USINSection.self, coreBits: 24)
    try Self.roundTrip(USKYSection.self, coreBits: 24)
    try Self.roundTrip(USRISection.self, coreBits: 24)
    let sections = [USINSection().fields, USKYSection().fields, USRISection().fields]
    for names in sections.map({ $0.map(\.name) }) {
      #expect(names.first == "MspaVersion")
      #expect(names.contains("KnownChildSensitiveDataConsents"))
    }
    #expect(throws: GPPError.self) { try USINSection(decoding: "BQAA.QA.QA") }
  }

  /// Published example strings (LiveRamp/iabconsent's GPP tests for 16 to 21, iabgpp-es's
  /// section tests for 24 to 27) read bit by bit by hand.
  static let examples: [(id: Int, text: String, fields: [String: GPPFieldValue])] = [
    (
      16, "BqqqqqqA",
      [
        "Version": .int(1), "ProcessingNotice": .int(2), "SaleOptOutNotice": .int(2),
        "TargetedAdvertisingOptOutNotice": .int(2), "SaleOptOut": .int(2),
        "TargetedAdvertisingOptOut": .int(2), "SensitiveDataProcessing": .ints(twos(8)),
        "KnownChildSensitiveDataConsents": .int(2), "AdditionalDataProcessingConsent": .int(2),
        "MspaCoveredTransaction": .int(2), "MspaOptOutOptionMode": .int(2),
        "MspaServiceProviderMode": .int(2),
      ]
    ),
    (
      17, "BqqqqqqqoA",
      [
        "Version": .int(1), "ProcessingNotice": .int(2), "SaleOptOutNotice": .int(2),
        "TargetedAdvertisingOptOutNotice": .int(2), "SaleOptOut": .int(2),
        "TargetedAdvertisingOptOut": .int(2), "SensitiveDataProcessing": .ints(twos(9)),
        "KnownChildSensitiveDataConsents": .ints(twos(5)),
        "AdditionalDataProcessingConsent": .int(2), "MspaCoveredTransaction": .int(2),
        "MspaOptOutOptionMode": .int(2), "MspaServiceProviderMode": .int(2),
      ]
    ),
    (
      18, "BVVVVVVA",
      [
        "Version": .int(1), "ProcessingNotice": .int(1), "SaleOptOutNotice": .int(1),
        "TargetedAdvertisingOptOutNotice": .int(1), "SensitiveDataOptOutNotice": .int(1),
        "SaleOptOut": .int(1), "TargetedAdvertisingOptOut": .int(1),
        "SensitiveDataProcessing": .ints(Array(repeating: 1, count: 8)),
        "KnownChildSensitiveDataConsents": .int(1), "MspaCoveredTransaction": .int(1),
        "MspaOptOutOptionMode": .int(1), "MspaServiceProviderMode": .int(1),
      ]
    ),
    (
      19, "BmaqqqqA",
      [
        "Version": .int(1), "ProcessingNotice": .int(2), "SaleOptOutNotice": .int(1),
        "TargetedAdvertisingOptOutNotice": .int(2), "SaleOptOut": .int(1),
        "TargetedAdvertisingOptOut": .int(2), "SensitiveDataProcessing": .ints(twos(8)),
        "KnownChildSensitiveDataConsents": .int(2), "AdditionalDataProcessingConsent": .int(2),
        "MspaCoveredTransaction": .int(2), "MspaOptOutOptionMode": .int(2),
        "MspaServiceProviderMode": .int(2),
      ]
    ),
    (
      20, "Bpmqqqqo",
      [
        "Version": .int(1), "ProcessingNotice": .int(2), "SaleOptOutNotice": .int(2),
        "TargetedAdvertisingOptOutNotice": .int(1), "SaleOptOut": .int(2),
        "TargetedAdvertisingOptOut": .int(1), "SensitiveDataProcessing": .ints(twos(8)),
        "KnownChildSensitiveDataConsents": .ints(twos(3)),
        "AdditionalDataProcessingConsent": .int(2), "MspaCoveredTransaction": .int(2),
        "MspaOptOutOptionMode": .int(2), "MspaServiceProviderMode": .int(2),
      ]
    ),
    (
      21, "BlWqqqmaqA",
      [
        "Version": .int(1), "ProcessingNotice": .int(2), "SaleOptOutNotice": .int(1),
        "TargetedAdvertisingOptOutNotice": .int(1), "SaleOptOut": .int(1),
        "TargetedAdvertisingOptOut": .int(1), "SensitiveDataProcessing": .ints(twos(10)),
        "KnownChildSensitiveDataConsents": .ints([2, 1, 2, 1, 2]),
        "AdditionalDataProcessingConsent": .int(2), "MspaCoveredTransaction": .int(2),
        "MspaOptOutOptionMode": .int(2), "MspaServiceProviderMode": .int(2),
      ]
    ),
    (
      24, "BVVU.YA",
      laterLayout(knownChild: false, value: 1, ["Gpc": .bool(true), "GpcSegmentType": .int(1)])
    ),
    (24, "BQAA", laterLayout(knownChild: false, value: 0)),
    (25, "BVVV.kkk", laterLayout(knownChild: true, value: 1, sensitiveConsents)),
    (26, "BVVV.kkk", laterLayout(knownChild: true, value: 1, sensitiveConsents)),
    (27, "BVVV.kkk", laterLayout(knownChild: true, value: 1, sensitiveConsents)),
    (
      25, "BQAA.AAA",
      laterLayout(
        knownChild: true, value: 0,
        ["SensitiveDataProcessing": .ints(Array(repeating: 0, count: 8))])
    ),
  ]

  private static let sensitiveConsents: [String: GPPFieldValue] = [
    "SensitiveDataProcessing": .ints([2, 1, 0, 2, 1, 0, 2, 1])
  ]

  /// The fields of the later layout (24 on): `MspaVersion` 1, `MspaCoveredTransaction` 1 (it
  /// has no N/A), every other core field at `value` (Maryland has no known-child field), and
  /// the subsection's `extra` fields.
  private static func laterLayout(
    knownChild: Bool, value: Int, _ extra: [String: GPPFieldValue] = [:]
  ) -> [String: GPPFieldValue] {
    var names = [
      "MspaMode", "ProcessingNotice", "SaleOptOutNotice", "TargetedAdvertisingOptOutNotice",
      "SaleOptOut", "TargetedAdvertisingOptOut", "AdditionalDataProcessingConsent",
    ]
    if knownChild { names.append("KnownChildSensitiveDataConsents") }
    var fields: [String: GPPFieldValue] = [
      "MspaVersion": .int(1), "MspaCoveredTransaction": .int(1),
    ]
    for name in names { fields[name] = .int(value) }
    return fields.merging(extra) { _, new in new }
  }

  private static func twos(_ count: Int) -> [Int] { Array(repeating: 2, count: count) }

  @Test(
    "published example strings decode field by field and re-encode byte for byte",
    arguments: examples.indices)
  func example(_ index: Int) throws {
    let example = Self.examples[index]
    let section = try GPPSection(id: example.id, payload: example.text[...])
    if case .raw = section { Issue.record("section \(example.id) stayed raw") }
    #expect(section.name == GPPSection.name(of: example.id))
    let fields = section.fields
    #expect(Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) }) == example.fields)
    #expect(try section.encoded == example.text)
  }

  @Test("every US section id from 7 to 27 decodes field by field; 28 and on stay raw")
  func decodedIDs() throws {
    for id in 7...28 {
      // A new section of the ID (MspaCoveredTransaction 1), or anything for 28.
      let payload = try GPPSection.usSectionTypes[id].map { try $0.init().encodedUSSection() }
      let section = try GPPSection(id: id, payload: (payload ?? "BAAAAAAAAAAAAAAA")[...])
      let isRaw = if case .raw = section { true } else { false }
      #expect(isRaw == (id == 28), "section \(id)")
      #expect(section.id == id)
    }
  }

  /// MSPA: 1 = opted out, 2 = did not opt out. A state section is now read, so a string
  /// whose only US section says "did not opt out" no longer counts as an opt-out.
  @Test("MSPA opt-out fields of a state section decide the US opt-out; GPC counts as one")
  func optOut() throws {
    var section = USNJSection()
    section.saleOptOut = 2
    section.targetedAdvertisingOptOut = 2
    let header = GPPHeader(sectionIDs: [USNJSection.sectionID]).encoded
    let allowed = try GPPString(decoding: header + "~" + section.encoded)
    #expect(allowed.hasUSSection)
    #expect(!allowed.hasUSOptOut)
    section.targetedAdvertisingOptOut = 1
    #expect(try GPPString(decoding: header + "~" + section.encoded).hasUSOptOut)
    section.targetedAdvertisingOptOut = 2
    section.gpcSubsection = GPPGPCSubsection(gpc: true)
    #expect(try GPPString(decoding: header + "~" + section.encoded).hasUSOptOut)
  }

  /// The later layout (24 on) is read like the others: "did not opt out" allows, an opt-out or
  /// GPC does not, and a sensitive data consents subsection is not mistaken for GPC.
  @Test("usmd and usri opt-outs are read field by field, GPC included")
  func laterLayoutOptOut() throws {
    func string(_ id: Int, _ payload: String) throws -> GPPString {
      try GPPString(decoding: GPPHeader(sectionIDs: [id]).encoded + "~" + payload)
    }
    var maryland = USMDSection()
    maryland.mspaCoveredTransaction = 1
    maryland.saleOptOut = 2
    maryland.targetedAdvertisingOptOut = 2
    #expect(try !string(24, maryland.encoded).hasUSOptOut)
    maryland.gpcSubsection = GPPGPCSubsection(gpc: true)
    #expect(try string(24, maryland.encoded).hasUSOptOut)
    var rhodeIsland = USRISection()
    rhodeIsland.saleOptOut = 2
    rhodeIsland.targetedAdvertisingOptOut = 2
    rhodeIsland.sensitiveDataProcessing = Array(repeating: 1, count: 8)
    #expect(try !string(27, rhodeIsland.encoded).hasUSOptOut)
    rhodeIsland.saleOptOut = 1
    #expect(try string(27, rhodeIsland.encoded).hasUSOptOut)
  }

  @Test("a section without a GPC subsection refuses one; a wrong version or length is refused")
  func refusals() {
    var short = USDESection()
    short.knownChildSensitiveDataConsents = [1, 2, 1]
    let cases: [(Result<String, GPPError>, GPPError.Kind, Int)] = [
      (
        Result { () throws(GPPError) in try USFLSection(decoding: "BAAAAABA.QA").encoded },
        .invalidSubsection, 13
      ),
      (
        Result { () throws(GPPError) in try USTXSection(decoding: "CAAAAAAA").encoded },
        .unsupportedSectionVersion, 16
      ),
      (Result { () throws(GPPError) in try USORSection(decoding: "BAAA").encoded }, .truncated, 15),
      (Result { () throws(GPPError) in try short.encoded }, .valueOutOfRange, 17),
    ]
    GPPUSSectionTableTests.expectRefused(cases)
  }
}
