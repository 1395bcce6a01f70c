import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

/// Every vector of `shared/fixtures/consent/gppstrings.json` reaches its expected outcome.
@Suite(.enabled(if: SharedFixtures.directory != nil, "\(SharedFixtures.unavailableMessage)"))
struct GPPFixtureTests {
  /// One fixture entry.
  struct Vector: CustomTestStringConvertible, Sendable {
    var id: String
    var gppString: String
    var kind: String
    var headerType: Int
    var gppVersion: Int
    var sectionIDs: [Int]
    /// Section ID (as text) to its expected fields, as JSON text so the vector stays Sendable.
    var sectionsJSON: [String: Data]

    var testDescription: String { id }
  }

  static func vectors() throws -> [Vector] {
    guard let directory = SharedFixtures.directory else { return [] }
    let url = directory.appendingPathComponent("consent/gppstrings.json")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    return try entries.map { entry in
      let expected = try #require(entry["expected"] as? [String: Any])
      let sections = try #require(expected["sections"] as? [String: Any])
      return Vector(
        id: try #require(entry["id"] as? String),
        gppString: try #require(entry["gppString"] as? String),
        kind: try #require(entry["kind"] as? String),
        headerType: try #require(expected["headerType"] as? Int),
        gppVersion: try #require(expected["gppVersion"] as? Int),
        sectionIDs: try #require(expected["sectionIds"] as? [Int]),
        sectionsJSON: try sections.mapValues { try JSONSerialization.data(withJSONObject: $0) })
    }
  }

  @Test func theFileHoldsThirtyVectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.count == 30)
    #expect(vectors.filter { $0.kind == "valid" }.count == 25)
    #expect(vectors.filter { $0.kind == "header-only" }.count == 4)
    #expect(vectors.filter { $0.kind == "legacy-length-edge" }.count == 1)
  }

  @Test(arguments: try vectors())
  func vectorDecodesAsExpected(_ vector: Vector) throws {
    let decoded = try GPPString(decoding: vector.gppString)
    #expect(decoded.header.headerType == vector.headerType)
    #expect(decoded.header.gppVersion == vector.gppVersion)
    #expect(decoded.header.sectionIDs == vector.sectionIDs)
    // A header-only string is incomplete unless its header lists no sections at all (`DBAA`).
    #expect(decoded.isComplete == (vector.kind != "header-only" || vector.sectionIDs.isEmpty))
    #expect(
      Set(decoded.sections.map { String($0.id) }) == Set(vector.sectionsJSON.keys),
      "decoded sections")
    for section in decoded.sections {
      let data = try #require(vector.sectionsJSON[String(section.id)])
      let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      try Self.compare(section, expected)
    }
  }

  /// Section 2 through the ``GPPTCFEUv2Section/decoded(with:)`` hook and the TCF module's
  /// decoder: the core fields and vendor lists match the fixture.
  @Test(arguments: try vectors().filter { $0.sectionsJSON["2"] != nil })
  func sectionTwoDecodesThroughTheTCFHook(_ vector: Vector) throws {
    let gpp = try GPPString(decoding: vector.gppString)
    guard case .tcfEuV2(let section) = try #require(gpp.section(id: 2)) else {
      Issue.record("section 2 is not tcfeuv2")
      return
    }
    let tc = try section.decoded { text throws(TCFError) in try TCStringDecoder().decode(text) }
    let data = try #require(vector.sectionsJSON["2"])
    let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(tc.version == expected["version"] as? Int)
    #expect(tc.cmpId == expected["cmpId"] as? Int)
    #expect(tc.cmpVersion == expected["cmpVersion"] as? Int)
    #expect(tc.consentScreen == expected["consentScreen"] as? Int)
    #expect(tc.consentLanguage == expected["consentLanguage"] as? String)
    #expect(tc.vendorListVersion == expected["vendorListVersion"] as? Int)
    #expect(tc.tcfPolicyVersion == expected["tcfPolicyVersion"] as? Int)
    #expect(tc.isServiceSpecific == expected["isServiceSpecific"] as? Bool)
    #expect(tc.publisherCC == expected["publisherCC"] as? String)
    let consents = try #require(expected["vendorConsents"] as? [String: Any])
    #expect(tc.vendorConsents.ids == consents["ids"] as? [Int])
    #expect(tc.vendorConsents.maxVendorId == consents["maxVendorId"] as? Int)
    let disclosed = expected["disclosedVendors"] as? [String: Any]
    #expect(tc.disclosedVendors?.ids == disclosed?["ids"] as? [Int])
  }

  /// Compares field by field. Section 2 is compared on its TC string only (the TCF module
  /// decodes the rest); a raw section on its payload (its `note` is commentary); a section the
  /// fixture keeps raw but this module decodes, on its re-encoded payload.
  static func compare(_ section: GPPSection, _ expected: [String: Any]) throws {
    let fields = Dictionary(section.fields.map { ($0.name, $0.value) }) { first, _ in first }
    let keys: Set<String>
    switch section {
    case .tcfEuV2: keys = ["tcString"]
    case .raw: keys = ["raw"]
    default:
      // The fixture keeps sections it does not decode raw; where this module decodes one field
      // by field, the decoded section must write back the very text it was read from.
      if let raw = expected["raw"] as? String {
        #expect(try section.encoded == raw, "section \(section.id) re-encodes its raw text")
        return
      }
      keys = Set(expected.keys)
      #expect(Set(fields.keys) == keys, "section \(section.id) field names")
    }
    for key in keys.sorted() {
      let value = try #require(fields[key], "section \(section.id) lacks \(key)")
      #expect(matches(value, expected[key]), "section \(section.id).\(key): \(value)")
    }
  }

  static func matches(_ value: GPPFieldValue, _ expected: Any?) -> Bool {
    switch value {
    case .int(let int): expected as? Int == int && !(expected is Bool && int > 1)
    case .ints(let ints): expected as? [Int] == ints
    case .bool(let bool): expected as? Bool == bool
    case .string(let string): expected as? String == string
    }
  }
}
