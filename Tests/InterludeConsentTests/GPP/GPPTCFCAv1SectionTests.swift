import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeConsent

/// GPP section 5, `tcfcav1`, against the IAB Canada TCF Technical Specification's field table
/// and the strings the IAB's reference library, iabgpp-es, writes and reads (the vectors are
/// from its 3.2.0 tests, `modules/cmpapi/test/encoder/section/TcfCaV1.test.ts`, unless said
/// otherwise).
@Suite("GPP tcfcav1 (5): decoded and encoded field by field, as iabgpp-es does")
struct GPPTCFCAv1SectionTests {
  /// 2022-01-01T00:00:00Z, the date iabgpp-es's tests set.
  static let newYear2022 = Date(timeIntervalSince1970: 1_640_995_200)

  /// iabgpp-es's "should encode to BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBhADVqxGAD0AILVgAA.fHHHA4444ao".
  static let encodeExample =
    "BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBhADVqxGAD0AILVgAA.fHHHA4444ao"

  /// The values iabgpp-es's test sets for ``encodeExample``.
  static func encodeExampleSection() -> GPPTCFCAv1Section {
    var section = GPPTCFCAv1Section(date: newYear2022)
    section.cmpId = 50
    section.cmpVersion = 2
    section.vendorListVersion = 413
    section.useNonStandardStacks = true
    section.specialFeatureExpressConsent = bits([7, 8, 9, 10, 11, 12], of: 12)
    section.purposesExpressConsent = bits([1, 2, 3, 4, 5, 6, 13, 14, 15, 16, 17, 18], of: 24)
    section.purposesImpliedConsent = bits([7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24], of: 24)
    section.vendorExpressConsent = [12, 24, 48]
    section.vendorImpliedConsent = [18, 30]
    var purposes = GPPTCFCAv1PublisherPurposes()
    purposes.purposesExpressConsent = bits([1, 2, 3, 7, 8, 9, 13, 14, 15, 19, 20, 21], of: 24)
    purposes.purposesImpliedConsent = bits([4, 5, 6, 10, 11, 12, 16, 17, 18, 22, 23, 24], of: 24)
    purposes.customPurposesExpressConsent = [false, true, false]
    purposes.customPurposesImpliedConsent = [true, false, true]
    section.publisherPurposes = purposes
    return section
  }

  /// A bitfield of `count` values with `ids` (from 1) set.
  static func bits(_ ids: [Int], of count: Int) -> [Bool] {
    (1...count).map { ids.contains($0) }
  }

  @Test("the specification's fields, in its order, with the subsections' after the core")
  func fieldNames() throws {
    let section = try GPPTCFCAv1Section(decoding: GPPTCFCAv1Vectors.full[...])
    #expect(
      section.fields.map(\.name) == [
        "Version", "Created", "LastUpdated", "CmpId", "CmpVersion", "ConsentScreen",
        "ConsentLanguage", "VendorListVersion", "TcfPolicyVersion", "UseNonStandardStacks",
        "SpecialFeatureExpressConsent", "PurposesExpressConsent", "PurposesImpliedConsent",
        "VendorExpressConsent", "VendorImpliedConsent", "PubRestrictions",
        "PubPurposesSegmentType", "PubPurposesExpressConsent", "PubPurposesImpliedConsent",
        "NumCustomPurposes", "CustomPurposesExpressConsent", "CustomPurposesImpliedConsent",
        "DisclosedVendorsSegmentType", "DisclosedVendors",
      ])
  }

  @Test("iabgpp-es's encoding example: encoded byte for byte, decoded back to its values")
  func encodeExampleBothWays() throws {
    let section = Self.encodeExampleSection()
    #expect(try section.encoded == Self.encodeExample)
    let decoded = try GPPTCFCAv1Section(decoding: Self.encodeExample[...])
    #expect(decoded == section)
    #expect(decoded.created == Self.newYear2022)
    #expect(decoded.consentLanguage == "EN")
    #expect(decoded.tcfPolicyVersion == 2)
    #expect(decoded.disclosedVendors == nil)
  }

  /// ``GPPTCFCAv1Vectors/full``: every field set, ranges in both forms, both subsections.
  @Test("a section with every field set: decoded to what iabgpp-es wrote, encoded to its bytes")
  func fullVectorBothWays() throws {
    let section = try GPPTCFCAv1Section(decoding: GPPTCFCAv1Vectors.full[...])
    #expect(section.createdDeciseconds == 17_096_420_967)
    #expect(section.lastUpdatedDeciseconds == 17_172_000_001)
    #expect(section.cmpId == 300)
    #expect(section.cmpVersion == 7)
    #expect(section.consentScreen == 3)
    #expect(section.consentLanguage == "FR")
    #expect(section.vendorListVersion == 126)
    #expect(section.tcfPolicyVersion == 4)
    #expect(section.useNonStandardStacks)
    #expect(section.specialFeatureExpressConsent == Self.bits([1, 3, 12], of: 12))
    #expect(section.purposesExpressConsent == Self.bits([1, 2, 4, 9, 24], of: 24))
    #expect(section.purposesImpliedConsent == Self.bits([2, 3, 7, 10], of: 24))
    #expect(section.vendorExpressConsent == [1, 100, 200, 201, 202, 755])
    #expect(section.vendorImpliedConsent == [2, 3, 5, 8, 13])
    #expect(
      section.pubRestrictions == [
        GPPRangeEntry(key: 1, type: 0, ids: [5, 100, 101, 102, 800]),
        GPPRangeEntry(key: 3, type: 2, ids: [3]),
      ])
    #expect(section.publisherPurposes?.purposesExpressConsent == Self.bits([1, 3], of: 24))
    #expect(section.publisherPurposes?.customPurposesExpressConsent == [true, false])
    #expect(section.publisherPurposes?.customPurposesImpliedConsent == [false, true])
    #expect(section.disclosedVendors == [2, 250, 600, 601])
    #expect(try section.encoded == GPPTCFCAv1Vectors.full)
  }

  /// Written by Interlude from changed values, then read by iabgpp-es 3.2.0, which gave back
  /// these values and, asked to write them again, these very bytes.
  @Test("a section Interlude writes is the one iabgpp-es writes for the same values")
  func writtenAsIABGPPESWrites() throws {
    var section = try GPPTCFCAv1Section(decoding: GPPTCFCAv1Vectors.full[...])
    section.cmpId = 4000
    section.consentLanguage = "DE"
    section.vendorExpressConsent = [7, 8, 9, 10, 11, 40, 1000]
    section.vendorImpliedConsent = [1, 2, 3]
    section.pubRestrictions = [
      GPPRangeEntry(key: 2, type: 1, ids: [10, 11, 12, 13, 300]),
      GPPRangeEntry(key: 7, type: 0, ids: []),
    ]
    section.disclosedVendors = [1, 2, 3, 5, 6, 7, 10, 11, 12]
    #expect(
      try section.encoded
        == "BP7Bq5nP_h-0B-gAHDDEB-E0A6EAAsSAAAfRADrsFlJWAAbgBBICWQAqZlUY4AAA.dAAAAAAAAUg.IAGO5w")
  }

  /// iabgpp-es's "should decode a legacy string and re-encode it in the spec-compliant
  /// Fibonacci form": a real string of its earlier writer, whose ranges are of 16-bit IDs.
  @Test("a string of iabgpp-es's earlier fixed-width ranges: read, then written in Fibonacci form")
  func legacyRanges() throws {
    let legacy =
      "BQliWsAQliWsAPoABAELC9CoAKgAAJIAAApNAOABUAC0AGgAQwAlgBQAC6AG0AO4AfgBBATAAnMBSYEwYFgAXQBOwC3"
      + "ALgAc4A7gCAAEmAJ2AT8AxQBmgDOgGfANeAcQA6oCJgEngJyAT-Ao8BUQCpQFvALhAXQAvcBf4DMAGggNNAbUA3EB"
      + "xoDlgHiAPNAfIBAQCEgEbgI_gSlgmACYIAA.YAAAAAAAAAA"
    let section = try GPPTCFCAv1Section(decoding: legacy[...])
    #expect(section.cmpId == 1000)
    #expect(section.cmpVersion == 1)
    #expect(section.consentLanguage == "EL")
    #expect(section.vendorListVersion == 189)
    #expect(section.useNonStandardStacks)
    #expect(
      section.vendorExpressConsent == [
        42, 45, 52, 67, 75, 80, 93, 109, 119, 126, 130, 1216, 1254, 1318,
      ])
    #expect(
      section.vendorImpliedConsent == [
        93, 157, 183, 184, 231, 238, 256, 294, 315, 319, 394, 410, 413, 415, 431, 452, 469, 550,
        591, 626, 639, 655, 674, 677, 734, 737, 744, 759, 767, 816, 833, 845, 874, 881, 909, 918,
        964, 973, 996, 1028, 1060, 1134, 1151, 1189, 1216, 1217,
      ])
    #expect(
      try section.encoded
        == "BQliWsAQliWsAPoABAELC9CoAKgAAJIAAApNAOBMZZGDDAxMmWskIahojBMGBYoGiOJ4FlhahgNZUxMZiYDUw"
        + "llGgYGJpYyBjLIwZFqasFllNGqaMhisVpTU1DyeAAA.YAAAAAAAAAA")
  }

  /// iabgpp-es's legacy PubRestrictions and traditional-base64 DisclosedVendors strings, and
  /// the Fibonacci strings it writes for the same values.
  @Test(
    "legacy PubRestrictions and disclosed vendors: read as iabgpp-es reads them",
    arguments: [
      (
        "BPSG_8APSG_8AAAAAAENAACAAAAAAAAAAAAAAAAACCgBwABAAOAAoADgAJA.YAAAAAAAAAA",
        "BPSG_8APSG_8AAAAAAENAACAAAAAAAAAAAAAAAAACCgAS7o.YAAAAAAAAAA"
      ),
      (
        "BPSG_8APSG_8AAAAAAENAACAAAAAAAAAAAAAAAAAAA.YAAAAAAAAAA.IAGO5wAA",
        "BPSG_8APSG_8AAAAAAENAACAAAAAAAAAAAAAAAAAAA.YAAAAAAAAAA.IAGO5w"
      ),
    ])
  func legacySubsections(_ legacy: String, _ fibonacci: String) throws {
    let section = try GPPTCFCAv1Section(decoding: legacy[...])
    #expect(try GPPTCFCAv1Section(decoding: fibonacci[...]) == section)
    #expect(try section.encoded == fibonacci)
    if section.pubRestrictions.isEmpty {
      #expect(section.disclosedVendors == [1, 2, 3, 5, 6, 7, 10, 11, 12])
    } else {
      #expect(
        section.pubRestrictions == [GPPRangeEntry(key: 1, type: 1, ids: [1, 2, 3, 5, 6, 7, 9])])
    }
  }

  /// Vendor IDs start at 1: a fixed-width range holding ID 0 is no reading of iabgpp-es's
  /// earlier writers (the fuzzer's payload below was read that way, then could not be
  /// written). Every section decoded encodes, and its text decodes to the same section.
  @Test("a fixed-width range with vendor 0 is not taken: what decodes, encodes and decodes alike")
  func fixedWidthRangeOfIDZero() throws {
    let payload =
      "BP7Bq5nP_h-0BEsAsSAAAXnAEZIcobFRYAAAAAAAEAACAAAAAEANAEUAAAAgCtAWRYAAAAAAAEAAENAAAgCtAWkAAEAAs"
      + "SAaAXnAEZIcobFRYAGmkIAQpQAwAAgCt"
    let section = try GPPTCFCAv1Section(decoding: payload[...])
    #expect(section.pubRestrictions.allSatisfy { !$0.ids.contains(0) })
    let encoded = try section.encoded
    #expect(try GPPTCFCAv1Section(decoding: encoded[...]) == section)
  }

  @Test("the fields build the same section back, through JSON, subsections included or not")
  func fromFields() throws {
    var withoutSubsections = Self.encodeExampleSection()
    withoutSubsections.publisherPurposes = nil
    for section in [
      try GPPTCFCAv1Section(decoding: GPPTCFCAv1Vectors.full[...]), Self.encodeExampleSection(),
      withoutSubsections, GPPTCFCAv1Section(date: Self.newYear2022),
    ] {
      let fields = Dictionary(uniqueKeysWithValues: section.fields.map { ($0.name, $0.value) })
      let json = try JSONDecoder().decode(
        [String: GPPFieldValue].self, from: try JSONEncoder().encode(fields))
      #expect(try GPPSection(id: 5, fields: json) == .tcfCaV1(section))
    }
  }

  @Test("malformed payloads and fields are refused with their kind, in section 5")
  func refusals() throws {
    var fields = Dictionary(
      uniqueKeysWithValues: Self.encodeExampleSection().fields.map { ($0.name, $0.value) })
    fields["NumCustomPurposes"] = .int(2)
    var wideCMP = Self.encodeExampleSection()
    wideCMP.cmpId = 4096
    var shortBitfield = Self.encodeExampleSection()
    shortBitfield.purposesExpressConsent = [true]
    var language = Self.encodeExampleSection()
    language.consentLanguage = "E1"
    var vendor = Self.encodeExampleSection()
    vendor.vendorExpressConsent = [0]
    let version2 = "C" + Self.encodeExample.dropFirst()
    let payloads: [(String, GPPError.Kind)] = [
      ("BPSG_8APSG_8A", .truncated),
      (version2, .unsupportedSectionVersion),
      (Self.encodeExample + ".YAAAAAAAAAA", .invalidSubsection),  // type 3 twice
      (Self.encodeExample + ".QAAA", .invalidSubsection),  // type 2
      (Self.encodeExample + ".", .truncated),
    ]
    for (payload, kind) in payloads {
      Self.expectRefused(kind, payload) { () throws(GPPError) in
        _ = try GPPSection(id: 5, payload: payload[...])
      }
    }
    Self.expectRefused(.invalidSection, "NumCustomPurposes 2") { () throws(GPPError) in
      _ = try GPPSection(id: 5, fields: fields)
    }
    for (section, what) in [
      (wideCMP, "CmpId 4096"), (shortBitfield, "1 purpose"), (language, "language E1"),
      (vendor, "vendor 0"),
    ] {
      Self.expectRefused(.valueOutOfRange, what) { () throws(GPPError) in
        _ = try section.encoded
      }
    }
  }

  /// Checks that `body` fails with `kind`, attributed to section 5.
  static func expectRefused(
    _ kind: GPPError.Kind, _ what: String, _ body: () throws(GPPError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      try body()
      Issue.record("\(what) was accepted", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == kind, "\(what): \(error)", sourceLocation: sourceLocation)
      #expect(error.sectionID == 5, "\(what)", sourceLocation: sourceLocation)
    }
  }
}
