import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// The state sections from 13 (`usfl`) to 23 (`usmn`) against their IAB section specifications:
/// each round-trips through its field table at the specified length, decodes published example
/// strings field by field, and is read for opt-outs instead of counting as one unread.
@Suite("GPP US state sections 13–23: decoding, encoding and opt-outs field by field")
struct GPPUSStateSectionTests {
  /// Fills, encodes, checks the core length and decodes back (see
  /// ``GPPUSSectionTableTests/roundTrip(_:coreBits:gpc:)``), with a GPC subsection when the
  /// section has one.
  static func roundTrip<Section: GPPUSSection & Hashable>(
    _ type: Section.Type, coreBits: Int
  ) throws {
    var section = GPPUSSectionTableTests.filled(type, version: 1)
    let gpc: String?
    if let keyPath = Section.gpcSubsectionKeyPath {
      section[keyPath: keyPath] = GPPGPCSubsection(gpc: true)
      gpc = "YA"
    } else {
      gpc = nil
    }
    _ = try GPPUSSectionTableTests.roundTrip(section, coreBits: coreBits, gpc: gpc)
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 8×2,
  /// KnownChildSensitiveDataConsents 3×2, AdditionalDataProcessingConsent and 3 MSPA fields(2).
  @Test("usfl (13): 46 bits; SensitiveDataProcessing 8×2, KnownChild 3×2; no subsection")
  func usFL() throws {
    try Self.roundTrip(USFLSection.self, coreBits: 46)
    #expect(USFLSection.gpcSubsectionKeyPath == nil)
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

  /// Published example strings (LiveRamp/iabconsent's GPP tests) read bit by bit by hand.
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
  ]

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

  @Test("every US section id from 7 to 23 decodes field by field, 24 to 27 stay raw")
  func decodedIDs() throws {
    for id in 7...27 where id != GPPUSPrivacySection.sectionID {
      let section = try GPPSection(id: id, payload: "BAAAAAAAAAAAAAAA")
      let isRaw = if case .raw = section { true } else { false }
      #expect(isRaw == (id >= 24), "section \(id)")
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
