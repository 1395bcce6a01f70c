import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// Each US section's field table against the layout of its IAB section specification: a
/// section filled through its table encodes to the specified number of bits, decodes back to
/// itself, re-encodes byte for byte, and lists its fields under the table's names.
@Suite("GPP US sections: one field table drives decoding, encoding and fields")
struct GPPUSSectionTableTests {
  /// A section of `version` whose fields, in table order, take their legal values in turn (1,
  /// 2, 0, 1 … for most; 1, 2 … for MspaCoveredTransaction), so that a field read from the
  /// wrong bits would show.
  static func filled<Section: GPPUSSection>(_: Section.Type, version: Int) -> Section {
    var section = Section()
    section.version = version
    var next = 0
    func value(_ legal: ClosedRange<Int>) -> Int {
      next += 1
      return legal.lowerBound + (next - 1 + (legal.lowerBound == 0 ? 1 : 0)) % legal.count
    }
    for field in Section.coreFields(version: version) {
      switch field.coding {
      case .int(_, let slot): section.ints[slot] = value(field.legalValues)
      case .list(let count, _, let slot):
        section.lists[slot] = (0..<count).map { _ in value(field.legalValues) }
      }
    }
    return section
  }

  /// Encodes `section`, checks the core's length against `coreBits` (the specification's bit
  /// count: padded to a byte, then to a sextet, 6 bits a character), decodes the payload as
  /// its section ID, and checks that it comes back equal, with the same fields, and re-encodes
  /// to the same text.
  static func roundTrip<Section: GPPUSSection & Hashable>(
    _ section: Section, coreBits: Int, subsection: String? = nil
  ) throws -> String {
    let payload = try section.encodedUSSection()
    let parts = payload.split(separator: ".", omittingEmptySubsequences: false)
    let paddedBits = (coreBits + 7) / 8 * 8
    #expect(parts[0].count == (paddedBits + 5) / 6, "core of \(coreBits) bits")
    #expect(parts.dropFirst().first.map(String.init) == subsection, "subsection")
    let decoded = try Section(decodingUSSection: payload[...])
    #expect(decoded == section)
    #expect(try decoded.encodedUSSection() == payload)
    let names =
      [Section.versionFieldName] + Section.coreFields(version: section.version).map(\.name)
    let subsectionNames =
      subsection == nil
      ? []
      : Section.hasGPCSubsection
        ? ["Gpc", "GpcSegmentType"] : ["SensitiveDataProcessing"]
    let viaEnum = try GPPSection(id: Section.sectionID, payload: payload[...])
    #expect(viaEnum.fields.map(\.name) == names + subsectionNames)
    #expect(viaEnum.fields == section.usSectionFields)
    return payload
  }

  /// Version(6), 9 notices and opt-outs(2), SensitiveDataProcessing 12×2,
  /// KnownChildSensitiveDataConsents 2×2, PersonalDataConsents and 3 MSPA fields(2); a GPC
  /// subsection.
  @Test("usnat v1 (7): 60 bits; SensitiveDataProcessing 12×2, KnownChild 2×2; GPC")
  func usNatVersion1() throws {
    var section = Self.filled(USNatSection.self, version: 1)
    section.gpcSubsection = GPPGPCSubsection(gpc: true)
    #expect(section.sensitiveDataProcessing.count == 12)
    #expect(section.knownChildSensitiveDataConsents.count == 2)
    let payload = try Self.roundTrip(section, coreBits: 60, subsection: "YA")
    #expect(try section.encoded == payload)
    #expect(try USNatSection(decoding: payload[...]) == section)
  }

  /// Version 2 widened SensitiveDataProcessing to 16×2 and KnownChildSensitiveDataConsents to
  /// 3×2; no GPC subsection.
  @Test("usnat v2 (7): 70 bits; SensitiveDataProcessing 16×2, KnownChild 3×2")
  func usNatVersion2() throws {
    let section = Self.filled(USNatSection.self, version: 2)
    #expect(section.sensitiveDataProcessing.count == 16)
    #expect(section.knownChildSensitiveDataConsents.count == 3)
    let payload = try Self.roundTrip(section, coreBits: 70)
    #expect(try section.encoded == payload)
    #expect(try USNatSection(decoding: payload[...]) == section)
  }

  /// A version 2 core of a version 1 length is read with the version 1 layout (as iabgpp-es
  /// does), its lists zero-padded, and it is written back with the version 2 layout.
  @Test("usnat v2 of 60 or 66 bits (7): read as v1, zero-padded, written as v2")
  func usNatLegacyLength() throws {
    let legacy = try USNatSection(decoding: "CAAAAAAAAQA")
    #expect(legacy.version == 2)
    #expect(legacy.sensitiveDataProcessing == Array(repeating: 0, count: 16))
    #expect(legacy.knownChildSensitiveDataConsents == [0, 0, 0])
    #expect(try Self.roundTrip(legacy, coreBits: 70) != "CAAAAAAAAQA")
  }

  /// iabgpp-es writes some version 1 usnat cores with the version 2 widths (72 bits): its
  /// GppModel test string `BAAAAAAAAABA.QA` is one, and `BVVVkkkkkpFY` another (iabgpp-es
  /// decodes it to SensitiveDataProcessing 2, 1, 0 … and MspaServiceProviderMode 2). Read with
  /// the version 1 widths, they give values the US National specification does not define
  /// (MspaCoveredTransaction 0, "1 Yes, 2 No"); the core's length picks the widths.
  @Test("usnat v1 of 72 bits (7): read with v2 widths, legal values, written back as read")
  func usNatVersion1OfVersion2Widths() throws {
    let defaults = try USNatSection(decoding: "BAAAAAAAAABA.QA")
    #expect(defaults.version == 1)
    #expect(defaults.mspaCoveredTransaction == 1)
    #expect(defaults.sensitiveDataProcessing == Array(repeating: 0, count: 16))
    #expect(defaults.knownChildSensitiveDataConsents == [0, 0, 0])
    #expect(try defaults.encoded == "BAAAAAAAAABA.QA")

    let section = try USNatSection(decoding: "BVVVkkkkkpFY")
    #expect(section.version == 1)
    #expect(section.saleOptOut == 1)
    #expect(section.sensitiveDataProcessing == [2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2])
    #expect(section.knownChildSensitiveDataConsents == [2, 1, 0])
    #expect(section.personalDataConsents == 1)
    #expect(section.mspaCoveredTransaction == 1)
    #expect(section.mspaOptOutOptionMode == 1)
    #expect(section.mspaServiceProviderMode == 2)
    #expect(try section.encoded == "BVVVkkkkkpFY")
    let viaFields = try GPPSection(
      id: 7, fields: Dictionary(uniqueKeysWithValues: section.fields.map { ($0.name, $0.value) }))
    #expect(viaFields == .usNat(section))
  }

  /// The version 1 core is 60 bits, the version 2 core 70, each padded to a byte and then to a
  /// sextet (66 and 72) or to a sextet alone (60 and 72); any other length is neither.
  @Test("usnat (7): a core of a length neither version's widths give is refused")
  func usNatCoreLengthFitsNeither() {
    for core in ["BAAAAAAAAABAAA", "BAAAAAAAA", "CAAAAAAAAABAAAAA", "CAAAAAAAAABAA"] {
      #expect(throws: GPPError.self, "\(core)") { try USNatSection(decoding: core[...]) }
      do {
        _ = try USNatSection(decoding: core[...])
      } catch {
        #expect(error.kind == .invalidSection, "\(core)")
        #expect(error.sectionID == 7)
      }
    }
  }

  /// US National specification: MspaCoveredTransaction is "1 Yes, 2 No"; every other 2-bit
  /// field "0 Not Applicable, 1 …, 2 …". A string holding another value is refused rather than
  /// reported.
  @Test("US sections: a value the specification does not define is refused, never reported")
  func undefinedValuesAreRefused() {
    let cases: [(String, Int, String)] = [
      // usnat v1 of 66 bits, read with v1 widths: MspaCoveredTransaction 0.
      ("BVVqAAEABCA", 7, "MspaCoveredTransaction is 0"),
      // usnat v2, SharingNotice 3.
      ("CwAAAAAAAABA", 7, "SharingNotice is 3"),
      // usct: MspaCoveredTransaction 0.
      ("BVoYYYQg", 12, "MspaCoveredTransaction is 0"),
    ]
    for (payload, id, detail) in cases {
      do {
        _ = try GPPSection(id: id, payload: payload[...])
        Issue.record("\(payload) was decoded")
      } catch {
        #expect(error.kind == .valueOutOfRange, "\(payload)")
        #expect(error.sectionID == id)
        #expect(error.detail.hasPrefix(detail), "\(error.detail)")
      }
    }
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 9×2,
  /// KnownChildSensitiveDataConsents 2×2, PersonalDataConsents and 3 MSPA fields(2); a GPC
  /// subsection.
  @Test("usca (8): 46 bits; SensitiveDataProcessing 9×2, KnownChild 2×2; GPC")
  func usCA() throws {
    var section = Self.filled(USCASection.self, version: 1)
    section.gpcSubsection = GPPGPCSubsection(gpc: false)
    let payload = try Self.roundTrip(section, coreBits: 46, subsection: "QA")
    #expect(try section.encoded == payload)
    #expect(try USCASection(decoding: payload[...]) == section)
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 8×2,
  /// KnownChildSensitiveDataConsents(2), 3 MSPA fields(2); no subsection.
  @Test("usva (9): 40 bits; SensitiveDataProcessing 8×2, KnownChild(2); no subsection")
  func usVA() throws {
    let section = Self.filled(USVASection.self, version: 1)
    let payload = try Self.roundTrip(section, coreBits: 40)
    #expect(try section.encoded == payload)
    #expect(try USVASection(decoding: payload[...]) == section)
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 7×2,
  /// KnownChildSensitiveDataConsents(2), 3 MSPA fields(2); a GPC subsection.
  @Test("usco (10): 38 bits; SensitiveDataProcessing 7×2, KnownChild(2); GPC")
  func usCO() throws {
    var section = Self.filled(USCOSection.self, version: 1)
    section.gpcSubsection = GPPGPCSubsection(gpc: true)
    let payload = try Self.roundTrip(section, coreBits: 38, subsection: "YA")
    #expect(try section.encoded == payload)
    #expect(try USCOSection(decoding: payload[...]) == section)
  }

  /// Version(6), 6 notices and opt-outs(2), SensitiveDataProcessing 8×2,
  /// KnownChildSensitiveDataConsents(2), 3 MSPA fields(2); no subsection.
  @Test("usut (11): 42 bits; SensitiveDataProcessing 8×2, KnownChild(2); no subsection")
  func usUT() throws {
    let section = Self.filled(USUTSection.self, version: 1)
    let payload = try Self.roundTrip(section, coreBits: 42)
    #expect(try section.encoded == payload)
    #expect(try USUTSection(decoding: payload[...]) == section)
  }

  /// Version(6), 5 notices and opt-outs(2), SensitiveDataProcessing 8×2,
  /// KnownChildSensitiveDataConsents 3×2, 3 MSPA fields(2); a GPC subsection.
  @Test("usct (12): 44 bits; SensitiveDataProcessing 8×2, KnownChild 3×2; GPC")
  func usCT() throws {
    var section = Self.filled(USCTSection.self, version: 1)
    section.gpcSubsection = GPPGPCSubsection(gpc: true)
    let payload = try Self.roundTrip(section, coreBits: 44, subsection: "YA")
    #expect(try section.encoded == payload)
    #expect(try USCTSection(decoding: payload[...]) == section)
  }

  /// Every US section specification gives MspaCoveredTransaction "1 Yes, 2 No" and no N/A:
  /// a new section says 1, as iabgpp-es's do (the state cores below are the ones iabgpp-es's
  /// GppModel test "should decode defaults from all sections" carries).
  @Test(
    "a new section is its latest version with every field N/A (0) but MspaCoveredTransaction 1")
  func blankSections() throws {
    #expect(try USNatSection().encoded == "CAAAAAAAAABA")
    #expect(
      USNatSection().fields.allSatisfy {
        ["Version", "MspaCoveredTransaction"].contains($0.name) || !$0.value.isNonZero
      })
    #expect(USNatSection().mspaCoveredTransaction == 1)
    #expect(try USCASection().encoded == "BAAAAABA")
    #expect(try USVASection().encoded == "BAAAABA")
    #expect(try USCOSection().encoded == "BAAAAEA")
    #expect(try USUTSection().encoded == "BAAAAAQA")
    #expect(try USCTSection().encoded == "BAAAAAEA")
  }

  /// The US section specifications define 0 (N/A), 1 and 2 for a 2-bit field, and only 1 and
  /// 2 for MspaCoveredTransaction.
  @Test(
    "values the specification does not define, wrong list lengths and unknown versions are refused"
  )
  func unencodable() {
    var wide = USCASection()
    wide.saleOptOut = 4
    var short = USCTSection()
    short.knownChildSensitiveDataConsents = [1, 2]
    var negative = USVASection()
    negative.mspaServiceProviderMode = -1
    var undefined = USNatSection()
    undefined.sensitiveDataProcessing[3] = 3
    var notApplicable = USNatSection()
    notApplicable.mspaCoveredTransaction = 0
    var version = USUTSection()
    version.version = 2
    var subsection = USCOSection()
    subsection.gpcSubsection = GPPGPCSubsection(subsectionType: 2, gpc: true)
    let cases: [(Result<String, GPPError>, GPPError.Kind, Int)] = [
      (Result { () throws(GPPError) in try wide.encoded }, .valueOutOfRange, 8),
      (Result { () throws(GPPError) in try short.encoded }, .valueOutOfRange, 12),
      (Result { () throws(GPPError) in try negative.encoded }, .valueOutOfRange, 9),
      (Result { () throws(GPPError) in try undefined.encoded }, .valueOutOfRange, 7),
      (Result { () throws(GPPError) in try notApplicable.encoded }, .valueOutOfRange, 7),
      (Result { () throws(GPPError) in try version.encoded }, .unsupportedSectionVersion, 11),
      (Result { () throws(GPPError) in try subsection.encoded }, .invalidSubsection, 10),
    ]
    Self.expectRefused(cases)
  }

  /// Checks that each result failed with its error kind, attributed to its section ID.
  static func expectRefused<Value>(
    _ cases: [(Result<Value, GPPError>, GPPError.Kind, Int)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (result, kind, sectionID) in cases {
      guard case .failure(let error) = result else {
        Issue.record("accepted what should be refused (\(kind))", sourceLocation: sourceLocation)
        continue
      }
      #expect(error.kind == kind, sourceLocation: sourceLocation)
      #expect(error.sectionID == sectionID, sourceLocation: sourceLocation)
    }
  }

  /// Sections of the fixture vectors whose text carries bits the decoder ignores, so that no
  /// encoder writes them back: gpp-25's usnat v2 core has non-zero padding.
  static let nonCanonical: Set<String> = ["gpp-25/7"]

  /// Every US section of the valid fixture vectors re-encodes to the very text it was decoded
  /// from, but for ``nonCanonical`` ones, which re-encode to a text that decodes alike.
  @Test(
    "fixture sections re-encode byte for byte",
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func fixturesReencode() throws {
    var checked = 0
    for vector in try GPPFixtureTests.decodableVectors() {
      let payloads = vector.gppString.split(separator: "~").dropFirst()
      let gpp = try GPPString(decoding: vector.gppString)
      for (section, payload) in zip(gpp.sections, payloads) {
        guard section.isUS, section.id != GPPUSPrivacySection.sectionID else { continue }
        if case .raw = section { continue }
        let encoded = try section.encoded
        let key = "\(vector.id)/\(section.id)"
        if Self.nonCanonical.contains(key) {
          #expect(encoded != String(payload), "\(key) is canonical after all")
          #expect(try GPPSection(id: section.id, payload: encoded[...]) == section, "\(key)")
        } else {
          #expect(encoded == String(payload), "\(key)")
        }
        checked += 1
      }
    }
    // 11 sections of ids 7–12 (prebid's vectors gpp-23, 24, 30, 31, 32 and 35, whose
    // MspaCoveredTransaction is 0, are refused), and 21 of the state sections from 13 on
    // (gpp-17, gpp-39…44).
    #expect(checked == 32)
  }
}

extension GPPFieldValue {
  /// Whether the value is a non-zero number or holds one.
  fileprivate var isNonZero: Bool {
    switch self {
    case .int(let value): value != 0
    case .ints(let values): values.contains { $0 != 0 }
    case .bool(let value): value
    case .string: true
    case .bools(let values): values.contains(true)
    case .rangeEntries(let entries): !entries.isEmpty
    }
  }
}
