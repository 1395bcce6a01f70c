import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// A section built back from the fields it lists (as `gpp decode --json` prints them) is the
/// same section, and a whole string re-encodes to text that decodes alike.
@Suite("GPP sections from their IAB-named fields, and whole strings re-encoded")
struct GPPSectionFieldsTests {
  /// The fields as a dictionary, through JSON as a tool would pass them.
  static func viaJSON(_ section: GPPSection) throws -> [String: GPPFieldValue] {
    let fields = Dictionary(uniqueKeysWithValues: section.fields.map { ($0.name, $0.value) })
    let data = try JSONEncoder().encode(fields)
    return try JSONDecoder().decode([String: GPPFieldValue].self, from: data)
  }

  @Test("every section kind comes back from its fields, through JSON, subsections included")
  func sectionsFromFields() throws {
    var usnat = USNatSection()
    usnat.saleOptOut = 1
    usnat.gpcSubsection = GPPGPCSubsection(gpc: true)
    var usfl = USFLSection()
    usfl.knownChildSensitiveDataConsents = [1, 2, 0]
    let sections: [GPPSection] = [
      .tcfEuV2(GPPTCFEUv2Section(tcString: "CPSG_8APSG_8ANwAAAENDgCgAAAAAAAAAAAAAAAAAAAA")),
      try GPPSection(id: 6, payload: "1YNN"), .usNat(usnat), .usFL(usfl),
      try GPPSection(id: 21, payload: "BlWqqqmaqA.YA"), try GPPSection(id: 24, payload: "BVVU.YA"),
      try GPPSection(id: 25, payload: "BVVV.kkk"), try GPPSection(id: 27, payload: "BQAA"),
      .raw(id: 28, payload: "BQAA.QA"),
    ]
    for section in sections {
      #expect(try GPPSection(id: section.id, fields: try Self.viaJSON(section)) == section)
    }
  }

  @Test(
    "fixture strings re-encode from their sections and decode alike",
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func fixtureStrings() throws {
    for vector in try GPPFixtureTests.decodableVectors() {
      let gpp = try GPPString(decoding: vector.gppString)
      let rebuilt = try gpp.sections.map { section throws in
        try GPPSection(id: section.id, fields: try Self.viaJSON(section))
      }
      let text = try GPPString(header: gpp.header, sections: rebuilt).encoded
      #expect(try GPPString(decoding: text) == gpp, "\(vector.id)")
    }
  }

  @Test("missing, unknown and mistyped fields, and sections out of header order, are refused")
  func refusals() throws {
    var fields = try Self.viaJSON(.usCA(USCASection()))
    fields["SaleOptOut"] = nil
    var unknown = try Self.viaJSON(.usVA(USVASection()))
    unknown["Gpc"] = .bool(true)
    unknown["GpcSegmentType"] = .int(1)
    var mistyped = try Self.viaJSON(.usTX(USTXSection()))
    mistyped["SensitiveDataProcessing"] = .int(0)
    let cases: [(Result<GPPSection, GPPError>, GPPError.Kind, Int)] = [
      (Result { () throws(GPPError) in try GPPSection(id: 8, fields: fields) }, .invalidSection, 8),
      (
        Result { () throws(GPPError) in try GPPSection(id: 9, fields: unknown) },
        .invalidSubsection, 9
      ),
      (
        Result { () throws(GPPError) in try GPPSection(id: 16, fields: mistyped) },
        .invalidSection, 16
      ),
      (
        Result { () throws(GPPError) in try GPPSection(id: 6, fields: ["Version": .int(1)]) },
        .invalidSection, 6
      ),
    ]
    GPPUSSectionTableTests.expectRefused(cases)
    let misordered = GPPString(
      header: GPPHeader(sectionIDs: [6, 7]),
      sections: [.usNat(USNatSection()), try GPPSection(id: 6, payload: "1YNN")])
    #expect(throws: GPPError.self) { try misordered.encoded }
    #expect(try GPPString(header: GPPHeader(sectionIDs: [2]), sections: []).encoded == "DBABMA")
  }
}
