import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `gpp`, `usp` and `ac`: what ad-ops people paste in, and the exit statuses scripts rely on.
@Suite("gpp, usp and ac commands")
struct PrivacyStringCommandTests {
  @Test("gpp decode prints the header and each section by its IAB field names")
  func gpp() async throws {
    let text = await runCLI(["gpp", "decode", "DBABTA~1YNN"])
    #expect(text.status == .success)
    #expect(text.output.contains("section IDs: 6"))
    #expect(text.output.contains("OptOutSale: N"))
    let json = await runCLI(["gpp", "decode", "DBABTA~1YNN", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["sectionIds"] as? [Int] == [6])
    let tcf = await runCLI(["gpp", "decode", "DBABMA~" + TCFCommandTests.tcf23])
    #expect(tcf.status == .success)
    #expect(tcf.output.contains("    CMP:                   10 version 0"), "section 2 decoded")
    let invalid = await runCLI(["gpp", "decode", "XYZ"])
    #expect(invalid.status == .invalidDocument)
    #expect(invalid.errors.hasPrefix("interlude: invalid GPP string: "))
  }

  /// IAB Canada TCF Technical Specification: section 5 (`tcfcav1`) is decoded field by field
  /// under the specification's names, as text and as JSON.
  @Test("gpp decode prints tcfcav1 (5) field by field, as text and as JSON")
  func gppCanada() async throws {
    let string = "DBABDA~" + GPPTCFCAv1Vectors.full
    let text = await runCLI(["gpp", "decode", string])
    #expect(text.status == .success, "\(text.errors)")
    #expect(text.output.contains("section 5 (tcfcav1):\n  Version: 1\n"))
    #expect(text.output.contains("  Created: 2024-03-05T12:34:56.700Z\n"))
    #expect(text.output.contains("  CmpId: 300\n"))
    #expect(text.output.contains("  PurposesExpressConsent: [1, 2, 4, 9, 24] of 24\n"))
    #expect(text.output.contains("  VendorExpressConsent: [1, 100, 200, 201, 202, 755]\n"))
    #expect(
      text.output.contains(
        "  PubRestrictions: key 1 type 0: [5, 100, 101, 102, 800]; key 3 type 2: [3]\n"))
    #expect(text.output.contains("  DisclosedVendors: [2, 250, 600, 601]\n"))
    #expect(!text.output.contains("raw"))

    let json = await runCLI(["gpp", "decode", string, "--json"])
    #expect(json.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let sections = try #require(object["sections"] as? [String: Any])
    let canada = try #require(sections["5"] as? [String: Any])
    #expect(canada["raw"] == nil)
    #expect(canada["CmpId"] as? Int == 300)
    #expect(canada["ConsentLanguage"] as? String == "FR")
    #expect(canada["LastUpdated"] as? String == "2024-06-01T00:00:00.100Z")
    #expect(canada["UseNonStandardStacks"] as? Bool == true)
    #expect((canada["PurposesImpliedConsent"] as? [Bool])?.count == 24)
    #expect(canada["VendorImpliedConsent"] as? [Int] == [2, 3, 5, 8, 13])
    let restrictions = try #require(canada["PubRestrictions"] as? [[String: Any]])
    #expect(restrictions.first?["ids"] as? [Int] == [5, 100, 101, 102, 800])
    #expect(canada["CustomPurposesImpliedConsent"] as? [Bool] == [false, true])

    let truncated = await runCLI(["gpp", "decode", "DBABDA~BPSG_8APSG_8A", "--json"])
    #expect(truncated.status == .invalidDocument)
    #expect(truncated.errors.hasPrefix("interlude: invalid GPP string: section 5 (tcfcav1): "))
    #expect(truncated.output.isEmpty)
  }

  /// GPP Consent String Specification: a discrete section "is encoded according to that
  /// specific section's needs", and section 2's payload is a TC string. One that does not
  /// decode makes the GPP string invalid: exit 1 naming the section and the reason, the same
  /// with --json, and nothing printed as if it had decoded.
  @Test(
    "gpp decode: a section 2 that is no TC string exits 1 naming the section, text and JSON",
    arguments: ["DBABMA~A", "DBABMA~1YNN"])
  func gppUndecodableSectionTwo(_ string: String) async {
    for arguments in [["gpp", "decode", string], ["gpp", "decode", string, "--json"]] {
      let result = await runCLI(arguments)
      #expect(result.status == .invalidDocument, "\(arguments)")
      #expect(
        result.errors.hasPrefix(
          "interlude: invalid GPP string: section 2 (tcfeuv2): the TC string does not decode: "),
        "\(result.errors)")
      #expect(result.output.isEmpty, "\(arguments)")
    }
  }

  /// iabgpp-es writes some version 1 usnat cores with the version 2 widths (72 bits). Read with
  /// the version 1 widths they report values the US National specification does not define;
  /// the core's length picks the widths, and every value is one the specification defines.
  @Test(
    "gpp decode: a usnat v1 core of v2 widths shows the values iabgpp-es wrote, all legal",
    arguments: [
      ("DBABLA~BVVVkkkkkpFY", "[2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2]", "[2, 1, 0]"),
      ("DBABLA~BAAAAAAAAABA.QA", "[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]", "[0, 0, 0]"),
    ])
  func gppUSNatVersion1OfVersion2Widths(
    _ string: String, _ sensitive: String, _ knownChild: String
  ) async {
    let result = await runCLI(["gpp", "decode", string])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.contains("  Version: 1\n"))
    #expect(result.output.contains("  SensitiveDataProcessing: \(sensitive)\n"))
    #expect(result.output.contains("  KnownChildSensitiveDataConsents: \(knownChild)\n"))
    #expect(result.output.contains("  MspaCoveredTransaction: 1\n"))
    let refused = await runCLI(["gpp", "decode", "DBABLA~BVVqAAEABCA"])
    #expect(refused.status == .invalidDocument)
    #expect(
      refused.errors
        == "interlude: invalid GPP string: section 7 (usnat): MspaCoveredTransaction is 0; "
        + "the specification defines 1 to 2\n")
  }

  /// The IAB US state sections from 13 on: a string another CMP wrote is shown field by field.
  @Test("gpp decode prints a state section (usnj, 21) field by field, as text and as JSON")
  func gppStateSection() async throws {
    let text = await runCLI(["gpp", "decode", "DBABAYA~BlWqqqmaqA.YA"])
    #expect(text.status == .success)
    #expect(text.output.contains("section 21 (usnj):\n  Version: 1\n  ProcessingNotice: 2\n"))
    #expect(text.output.contains("  KnownChildSensitiveDataConsents: [2, 1, 2, 1, 2]\n"))
    #expect(text.output.contains("  AdditionalDataProcessingConsent: 2\n"))
    #expect(text.output.contains("  Gpc: true\n  GpcSegmentType: 1\n"))
    #expect(!text.output.contains("raw"))
    let json = await runCLI(["gpp", "decode", "DBABSw~BmaqqqqA", "--json"])
    #expect(json.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let sections = try #require(object["sections"] as? [String: Any])
    let usne = try #require(sections["19"] as? [String: Any])
    #expect(usne["SaleOptOut"] as? Int == 1)
    #expect(usne["SensitiveDataProcessing"] as? [Int] == Array(repeating: 2, count: 8))
    #expect(usne.count == 12, "Version and 11 core fields, no GPC subsection")
  }

  /// `gpp encode` reads exactly what `gpp decode --json` prints: decoding what it encodes gives
  /// back the same JSON, for the EU, US Privacy, national and state sections (GPC included) and
  /// a section kept raw.
  @Test(
    "gpp encode - prints the string whose decode --json is the JSON it read",
    arguments: [
      "DBACNYA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA~1YNN",
      // prebid's usnat, usca, usva, usco, usut and usct vector, MspaCoveredTransaction 1
      // instead of the 0 no US section specification defines.
      "DBABrGA~BVVqAAEABSA~BVoYYZpI~BVoYYZI~BVoYYUg~BVaGGGSA~BVoYYYUg",
      "DBABLA~CVVVVVVVVVVU.YA", "DBABLA~BVVVkkkkkpFY", "DBABAYA~BlWqqqmaqA.YA", "DBABEw~BqqqqqqA",
      "DBABMA",
      // iabgpp-es's GppModel test "should encode uspv1 and tcfeuv2 and tcfcav1 sections".
      "DBACOeA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA"
        + "~BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBhADVqxGAD0AILVgAA.fHHHA4444ao~1YNN",
      // tcfcav1 with disclosed vendors, written by iabgpp-es 3.2.0 (see GPPTCFCAv1SectionTests).
      "DBABDA~" + GPPTCFCAv1Vectors.full,
    ])
  func gppEncode(_ string: String) async throws {
    let json = await runCLI(["gpp", "decode", string, "--json"])
    let encoded = await runCLI(["gpp", "encode", "-"], standardInput: Data(json.output.utf8))
    #expect(encoded.status == .success, "\(encoded.errors)")
    #expect(encoded.output == string + "\n")
    let again = await runCLI(["gpp", "decode", String(encoded.output.dropLast()), "--json"])
    #expect(again.output == json.output)
  }

  @Test("gpp encode: invalid fields exit 1 with the reason, unreadable JSON and no input exit 2")
  func gppEncodeRefusals() async {
    let json = await runCLI(["gpp", "decode", "DBABSw~BmaqqqqA", "--json"])
    let wide = json.output.replacingOccurrences(
      of: "\"SaleOptOut\" : 1", with: "\"SaleOptOut\" : 7")
    #expect(wide != json.output)
    let invalid = await runCLI(["gpp", "encode", "-"], standardInput: Data(wide.utf8))
    #expect(invalid.status == .invalidDocument)
    #expect(invalid.errors.hasPrefix("interlude: invalid GPP string: section 19 (usne): "))
    let garbage = await runCLI(["gpp", "encode", "-"], standardInput: Data("{".utf8))
    #expect(garbage.status == .unusableInput)
    let missing = await runCLI(["gpp", "encode"])
    #expect(missing.status == .unusableInput)
  }

  @Test("usp decode prints the flags; an invalid flag exits 1 with its reason")
  func usp() async {
    let valid = await runCLI(["usp", "decode", "1YYN", "--json"])
    #expect(valid.status == .success)
    #expect(valid.output.contains("\"optOutSale\" : \"Y\""))
    let notApplicable = await runCLI(["usp", "decode", "1---"])
    #expect(notApplicable.output.contains("usPrivacyApplies: false"))
    let invalid = await runCLI(["usp", "decode", "1QNN"])
    #expect(invalid.status == .invalidDocument)
    #expect(invalid.errors.hasPrefix("interlude: invalid US Privacy string: "))
    let noAction = await runCLI(["usp", "encode", "1YNN"])
    #expect(noAction.status == .unusableInput)
  }

  @Test("ac decode lists consented and disclosed providers; an unknown version exits 1")
  func additionalConsent() async {
    let valid = await runCLI(["ac", "decode", "2~1.35~dv.9"])
    #expect(valid.status == .success)
    #expect(valid.output.contains("consented ATP IDs: 1, 35"))
    #expect(valid.output.contains("disclosed ATP IDs: 9"))
    let invalid = await runCLI(["ac", "decode", "zz"])
    #expect(invalid.status == .invalidDocument)
    #expect(invalid.errors.hasPrefix("interlude: invalid AC string: "))
  }
}
