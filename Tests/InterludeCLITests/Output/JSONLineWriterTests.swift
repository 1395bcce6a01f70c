import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

/// `JSONLineWriter`, the encoder of `decode --lines`: compact JSON ("JSON Lines: each line is a
/// valid JSON value", jsonlines.org), byte for byte.
@Suite("JSON line writer")
struct JSONLineWriterTests {
  private struct Inner: Encodable, Equatable {
    var ids: [Int]
    var flag: Bool
  }

  private struct Sample: Encodable {
    var text = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
    var count = -42
    var ratio = 1.5
    var whole = 2.0
    var ids = [3, 10, 0, 1000]
    var empty: [Int] = []
    var inner = Inner(ids: [1], flag: true)
    var absent: Inner?
    var present: Inner? = Inner(ids: [], flag: false)
    var map = ["b": 2, "a": 1, "c": 3]
    var list = [Inner(ids: [7], flag: false)]

    private enum CodingKeys: String, CodingKey {
      case text, count, ratio, whole, ids, empty, inner, absent, present, map, list, extra
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(count, forKey: .count)
      try container.encode(ratio, forKey: .ratio)
      try container.encode(whole, forKey: .whole)
      try container.encode(ids, forKey: .ids)
      try container.encode(empty, forKey: .empty)
      try container.encode(inner, forKey: .inner)
      try container.encode(absent, forKey: .absent)
      try container.encodeIfPresent(absent, forKey: .absent)
      try container.encode(present, forKey: .present)
      try container.encode(map, forKey: .map)
      try container.encode(list, forKey: .list)
      // Asking for the same container again continues the object.
      var again = encoder.container(keyedBy: CodingKeys.self)
      try again.encode(true, forKey: .extra)
    }
  }

  @Test("values are written compactly, in encoding order, dictionaries sorted, strings escaped")
  func exactBytes() throws {
    let writer = JSONLineWriter()
    try writer.write(Sample())
    writer.append("\n")
    try writer.write(Sample())
    var text = ""
    writer.flush { text = String(decoding: $0, as: UTF8.self) }
    let line =
      #"{"text":"quote \" backslash \\ newline \n tab \t bell \u0007 é","count":-42,"#
      + #""ratio":1.5,"whole":2,"ids":[3,10,0,1000],"empty":[],"inner":{"ids":[1],"#
      + #""flag":true},"absent":null,"present":{"ids":[],"flag":false},"#
      + #""map":{"a":1,"b":2,"c":3},"list":[{"ids":[7],"flag":false}],"extra":true}"#
    #expect(text == line + "\n" + line)
    #expect(writer.count == 0, "flush empties the writer")
  }

  /// TC strings that fill every member of the `tcf decode --lines` object: optional segments
  /// absent and present, restrictions, a broken rule, vendor 755 with consent, warnings.
  private static func tcStrings() -> [TCString] {
    var plain = TCString(
      createdDeciseconds: 17_356_896_000, cmpId: 300, cmpVersion: 12, vendorListVersion: 78)
    plain.purposesConsent = Array(1...11)
    plain.purposesLITransparency = [2, 7]
    plain.vendorConsents = VendorSet(ids: [1, 28, 755, 1000])
    plain.vendorLegitimateInterests = VendorSet(ids: [755], isRangeEncoding: true)
    var full = plain
    full.lastUpdatedDeciseconds += 10
    full.cmpId = 0
    full.purposesLITransparency = [3]
    full.specialFeatureOptIns = [1, 2]
    full.publisherRestrictions = [
      PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [755, 9])
    ]
    full.disclosedVendors = VendorSet(ids: [1, 755])
    full.allowedVendorsLegacy = VendorSet(ids: [4])
    full.publisherTC = PublisherTC(
      pubPurposesConsent: [1], pubPurposesLITransparency: [2], numCustomPurposes: 2,
      customPurposesConsent: [1], customPurposesLITransparency: [])
    full.decodingWarnings = ["segment 4 dropped: \"quoted\""]
    var denied = plain
    denied.vendorConsents = VendorSet(ids: [2])
    denied.disclosedVendors = VendorSet(ids: [])
    return [plain, full, denied]
  }

  @Test("the tcf decode --lines object written directly is the one its encode(to:) writes")
  func tcfReportDirect() throws {
    for tcString in Self.tcStrings() {
      let report = TCFDecodeReport(tcString, includingWarnings: true)
      let encoded = JSONLineWriter()
      try encoded.write(report)
      let direct = JSONLineWriter()
      report.writeJSONLine(to: direct)
      #expect(
        direct.text
          == encoded.text)
    }
  }

  @Test("a decode --lines line written directly is the one its encode(to:) writes")
  func recordDirect() throws {
    let records = [
      DecodeLines.Record(line: 1, decoded: nil, problem: nil, error: "bad \"x\""),
      DecodeLines.Record(
        line: 12, decoded: TCFDecodeReport(Self.tcStrings()[1], includingWarnings: true),
        problem: "breaks TCF rule liPurposes3to6Clear", error: nil),
      DecodeLines.Record(
        line: 3, decoded: TCFDecodeReport(Self.tcStrings()[0], includingWarnings: true),
        problem: nil, error: nil),
    ]
    for record in records {
      let encoded = JSONLineWriter()
      try encoded.write(record)
      let direct = JSONLineWriter()
      try record.writeJSONLine(to: direct)
      #expect(
        direct.text
          == encoded.text)
      #expect(direct.text.hasPrefix("{") && direct.text.hasSuffix("}"))
    }
  }

  @Test("a value that writes itself directly is written so inside others")
  func directInsideEncodable() throws {
    struct Line: Encodable {
      var line: Int
      var decoded: TCFDecodeReport?
    }
    let report = TCFDecodeReport(Self.tcStrings()[0], includingWarnings: false)
    let writer = JSONLineWriter()
    try writer.write(Line(line: 1, decoded: report))
    let reference = JSONLineWriter()
    try reference.write(report)
    #expect(
      writer.text
        == #"{"line":1,"decoded":"# + reference.text + "}")
  }

  @Test("a non-finite number is an error, as in JSONEncoder")
  func nonFinite() {
    #expect(throws: JSONLineWriter.Failure.self) { try JSONLineWriter().write([Double.nan]) }
  }
}
