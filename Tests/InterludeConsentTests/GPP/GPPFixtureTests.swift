import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

/// Every vector of `shared/fixtures/consent/gppstrings.json` reaches its expected outcome.
@Suite(
  .enabled(
    if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
    "\(SharedFixtures.unavailableMessage)"))
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

  /// Whether a vector's expected US fields hold a value the US section specifications do not
  /// define: a 2-bit field is "0 Not Applicable, 1 …, 2 …", MspaCoveredTransaction only "1 Yes,
  /// 2 No". The fixture records what a decoder reporting such values gives; this decoder
  /// refuses them.
  static func holdsUndefinedValue(_ vector: Vector) throws -> Bool {
    for id in vector.sectionsJSON.keys where (7...27).contains(Int(id) ?? 0) {
      let data = try expectedJSON(vector, section: id)
      let fields = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      for (name, value) in fields
      where !["Version", "MspaVersion", "GpcSegmentType"].contains(name) {
        let values = (value as? [Int]) ?? [value as? Int].compactMap { $0 }
        let legal = name == "MspaCoveredTransaction" ? 1...2 : 0...2
        if values.contains(where: { !legal.contains($0) }) { return true }
      }
    }
    return false
  }

  /// The valid vectors this decoder reads: all but those whose expected fields hold a value
  /// the specification does not define.
  static func decodableVectors() throws -> [Vector] {
    try vectors().filter { vector in
      let undefined = try holdsUndefinedValue(vector)
      return vector.kind == "valid" && !undefined
    }
  }

  /// Expected fields where the fixture is wrong. gpp-17's usnat core (`BAAAAAAAAABA.QA`, from
  /// iabgpp-es's GppModel test) is a version 1 core of 72 bits, written with the version 2
  /// widths; the fixture read it with the version 1 widths (MspaCoveredTransaction 0, which the
  /// US National specification does not define), iabgpp-es reads MspaCoveredTransaction 1.
  static let corrections: [String: String] = [
    "gpp-17/7": """
    {"Version": 1, "SharingNotice": 0, "SaleOptOutNotice": 0, "SharingOptOutNotice": 0,
     "TargetedAdvertisingOptOutNotice": 0, "SensitiveDataProcessingOptOutNotice": 0,
     "SensitiveDataLimitUseNotice": 0, "SaleOptOut": 0, "SharingOptOut": 0,
     "TargetedAdvertisingOptOut": 0,
     "SensitiveDataProcessing": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
     "KnownChildSensitiveDataConsents": [0, 0, 0], "PersonalDataConsents": 0,
     "MspaCoveredTransaction": 1, "MspaOptOutOptionMode": 0, "MspaServiceProviderMode": 0,
     "Gpc": false, "GpcSegmentType": 1}
    """
  ]

  /// A section's expected fields as JSON: the fixture's, or its ``corrections``.
  static func expectedJSON(_ vector: Vector, section id: String) throws -> Data {
    if let corrected = corrections["\(vector.id)/\(id)"] { return Data(corrected.utf8) }
    return try #require(vector.sectionsJSON[id])
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
    if try Self.holdsUndefinedValue(vector) {
      #expect(throws: GPPError.self, "\(vector.id) holds a value the spec does not define") {
        try GPPString(decoding: vector.gppString)
      }
      return
    }
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
      let data = try Self.expectedJSON(vector, section: String(section.id))
      let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      try Self.compare(section, expected, vector: vector.id)
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

  /// Sections the fixture keeps raw whose text an earlier iabgpp-es wrote with fixed-width
  /// ranges (gpp-14's tcfcav1 core, from iabgpp-es's GppModel test of the time): this module,
  /// as iabgpp-es today, writes them back in the specification's Fibonacci form.
  static let rewrittenInFibonacciForm: Set<String> = ["gpp-14/5"]

  /// Compares field by field. Section 2 is compared on its TC string only (the TCF module
  /// decodes the rest); a raw section on its payload (its `note` is commentary); a section the
  /// fixture keeps raw but this module decodes, on its re-encoded payload.
  static func compare(
    _ section: GPPSection, _ expected: [String: Any], vector: String = ""
  ) throws {
    let fields = Dictionary(section.fields.map { ($0.name, $0.value) }) { first, _ in first }
    let keys: Set<String>
    switch section {
    case .tcfEuV2: keys = ["tcString"]
    case .raw: keys = ["raw"]
    default:
      // The fixture keeps sections it does not decode raw; where this module decodes one field
      // by field, the decoded section must write back the very text it was read from.
      if let raw = expected["raw"] as? String {
        let encoded = try section.encoded
        if rewrittenInFibonacciForm.contains("\(vector)/\(section.id)") {
          #expect(encoded != raw, "section \(section.id) is in the Fibonacci form after all")
          #expect(try GPPSection(id: section.id, payload: encoded[...]) == section)
        } else {
          #expect(encoded == raw, "section \(section.id) re-encodes its raw text")
        }
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
    case .bools(let bools): expected as? [Bool] == bools
    case .rangeEntries(let entries):
      (expected as? [[String: Any]])?.map {
        GPPRangeEntry(
          key: $0["key"] as? Int ?? -1, type: $0["type"] as? Int ?? -1,
          ids: $0["ids"] as? [Int] ?? [-1])
      } == entries
    }
  }
}
