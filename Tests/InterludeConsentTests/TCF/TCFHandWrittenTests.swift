import Foundation
import InterludeConsent
import Testing

/// Tests that need no shared fixture files.
@Suite("TCF codec (hand-written)")
struct TCFHandWrittenTests {
  /// The smallest valid core, from the reference notes (§1.1).
  static let minimal = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAAAAAAAAA"

  @Test("The minimal core decodes, and re-encodes byte for byte")
  func minimalCore() throws {
    let tc = try TCStringDecoder().decode(Self.minimal)
    #expect(tc.version == 2)
    #expect(tc.consentLanguage == "EN")
    #expect(tc.publisherCC == "AA")
    #expect(tc.tcfPolicyVersion == 5)
    #expect(tc.isServiceSpecific)
    #expect(tc.vendorConsents == .empty)
    #expect(tc.vendorLegitimateInterests == .empty)
    #expect(tc.publisherRestrictions.isEmpty)
    #expect(tc.segmentCount == 1)
    #expect(tc.createdDeciseconds == tc.lastUpdatedDeciseconds)
    #expect(try TCStringEncoder().encode(tc) == Self.minimal)
    #expect(try TCStringEncoder(vendorEncoding: .asRecorded).encode(tc) == Self.minimal)
  }

  @Test(
    "Errors carry stable kinds",
    arguments: [
      ("", TCFErrorKind.empty), (".IAAA", .empty), ("C+AA", .notBase64), ("CA==", .tooShort),
      ("A", .unsupportedVersion), ("BONMj34ONMj34ABACDENALqAAAAAplY", .unsupportedVersion),
      ("DBABMA", .unsupportedVersion), (minimal + ".", .badSegment), (minimal + ".AA", .badSegment),
      (minimal + ".IA", .badSegment), (minimal + ".IAAA.IAAA", .badSegment),
      ("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAAAAAA", .truncated),
    ])
  func errorKinds(input: String, kind: TCFErrorKind) {
    do {
      let decoded = try TCStringDecoder().decode(input)
      Issue.record("decoded \(decoded)")
    } catch {
      #expect(error.kind == kind, "\(input): \(error)")
    }
  }

  @Test("Trailing '=' padding is accepted on decode and never written")
  func trailingEquals() throws {
    let plain = try TCStringDecoder().decode(Self.minimal)
    #expect(try TCStringDecoder().decode(Self.minimal + "=") == plain)
    #expect(try TCStringDecoder().decode(Self.minimal + "==") == plain)
    #expect(try !TCStringEncoder().encode(plain).contains("="))
  }

  @Test("The encoder picks a range for sparse vendors and a bitfield for dense ones")
  func shortestVendorEncoding() throws {
    var tc = try TCStringDecoder().decode(Self.minimal)
    tc.vendorConsents = VendorSet(ids: [755, 4000])
    tc.vendorLegitimateInterests = VendorSet(ids: Array(stride(from: 1, to: 200, by: 2)))
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    #expect(decoded.vendorConsents.isRangeEncoding)
    #expect(decoded.vendorConsents.ids == [755, 4000])
    #expect(!decoded.vendorLegitimateInterests.isRangeEncoding)
    #expect(decoded.vendorLegitimateInterests.ids == tc.vendorLegitimateInterests.ids)
    #expect(decoded.vendorConsents.contains(755))
    #expect(!decoded.vendorConsents.contains(756))
  }

  @Test("Repeated vendors in publisher restrictions are kept in order and merged on request")
  func mergedRestrictions() throws {
    var tc = try TCStringDecoder().decode(Self.minimal)
    tc.publisherRestrictions = [
      PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [5, 7]),
      PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [9]),
      PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [7, 8]),
    ]
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    #expect(decoded.publisherRestrictions == tc.publisherRestrictions)
    #expect(
      decoded.mergedPublisherRestrictions == [
        PublisherRestriction(purposeId: 1, restrictionType: .notAllowed, vendorIds: [9]),
        PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [5, 7, 8]),
      ])
    #expect(decoded.restrictionTypes(vendorId: 7, purposeId: 2) == [.requireConsent])
    #expect(decoded.restrictionTypes(vendorId: 7, purposeId: 1).isEmpty)
  }

  @Test("Policy findings: a TCF 2.3 string passes; old and LI 3-6 strings fail")
  func policyFindings() throws {
    var tc = try TCStringDecoder().decode(Self.minimal)
    // The minimal core's CMP id is 0, a warning of its own (cmpIdZeroIsFlagged).
    tc.cmpId = 300
    #expect(tc.policyChecks.isValid)
    #expect(tc.policyChecks.findings.map(\.check) == [.hasDisclosedVendorsSegment])
    tc.tcfPolicyVersion = 2
    tc.isServiceSpecific = false
    #expect(!tc.policyChecks.isValid)
    #expect(
      tc.policyChecks.findings.map(\.check) == [
        .policyVersionAtLeast4, .isServiceSpecificIs1, .hasDisclosedVendorsSegment,
      ])
    tc.tcfPolicyVersion = 5
    tc.isServiceSpecific = true
    tc.disclosedVendors = VendorSet(ids: [1, 2])
    #expect(tc.policyChecks.isValid)
    #expect(tc.policyChecks.findings.isEmpty)
    tc.purposesLITransparency = [2, 5]
    #expect(!tc.policyChecks.isValid)
    #expect(tc.policyChecks.findings.map(\.check) == [.liPurposes3to6Clear])
    tc.purposesLITransparency = [2]
    tc.disclosedVendors = nil
    #expect(tc.policyChecks.isValid)
    #expect(tc.policyChecks.findings.map(\.severity) == [.warning])
  }

  @Test(
    "TC string spec: 'Purpose 1 is always required to be registered as a consent purpose and can not be flexible': LI for purpose 1 breaks a rule"
  )
  func purposeOneLegitimateInterest() throws {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
    tc.disclosedVendors = VendorSet(ids: [755])
    tc.purposesLITransparency = [1, 2, 7]
    // It decodes: the rule is checked, not enforced by the decoder.
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    let checks = decoded.policyChecks
    #expect(!checks.liPurpose1Clear && checks.liPurposes3to6Clear)
    #expect(!checks.isValid)
    #expect(checks.findings.map(\.check) == [.liPurpose1Clear])
    #expect(checks.findings.first?.severity == .error)
    #expect(checks.findings.first?.message.contains("purpose 1") == true)
    tc.purposesLITransparency = [2, 7]
    #expect(tc.policyChecks.liPurpose1Clear && tc.policyChecks.isValid)
  }

  @Test(
    "CMP id 0 decodes (the spec does not forbid it) but is flagged: no CMP has it, iabtcf-es refuses it"
  )
  func cmpIdZeroIsFlagged() throws {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 0, cmpVersion: 1, vendorListVersion: 17)
    tc.disclosedVendors = VendorSet(ids: [755])
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    #expect(decoded.cmpId == 0)
    let checks = decoded.policyChecks
    #expect(!checks.cmpIdAtLeast1)
    #expect(checks.isValid, "a warning: the string stays usable")
    #expect(
      checks.findings.map(\.description) == [
        "warning[cmpIdAtLeast1]: CmpId is 0: no CMP is registered under it "
          + "(iabtcf-es refuses such strings)"
      ])
    tc.cmpId = 1
    #expect(tc.policyChecks.cmpIdAtLeast1 && tc.policyChecks.findings.isEmpty)
  }

  @Test("policyChecks JSON written before liPurpose1Clear and cmpIdAtLeast1 still reads")
  func olderPolicyChecksJSON() throws {
    let json = """
      {"isServiceSpecificIs1":true,"liPurposes3to6Clear":true,"policyVersionAtLeast4":true,
      "hasDisclosedVendorsSegment":false,"hasLegacyAllowedVendorsSegment":false,
      "createdEqualsLastUpdated":true}
      """
    let checks = try JSONDecoder().decode(TCFPolicyChecks.self, from: Data(json.utf8))
    #expect(checks.liPurpose1Clear && checks.cmpIdAtLeast1)
    #expect(checks.findings.map(\.check) == [.hasDisclosedVendorsSegment])
    let written = try JSONEncoder().encode(checks)
    #expect(try JSONDecoder().decode(TCFPolicyChecks.self, from: written) == checks)
  }

  @Test("Encoder rejects values that do not fit")
  func encoderRejects() throws {
    let tc = try TCStringDecoder().decode(Self.minimal)
    var bad = tc
    bad.cmpId = 4096
    #expect(throws: TCFError.self) { try TCStringEncoder().encode(bad) }
    bad = tc
    bad.consentLanguage = "E1"
    #expect(throws: TCFError.self) { try TCStringEncoder().encode(bad) }
    bad = tc
    bad.purposesConsent = [25]
    #expect(throws: TCFError.self) { try TCStringEncoder().encode(bad) }
    bad = tc
    bad.vendorConsents = VendorSet(ids: [10], maxVendorId: 5)
    #expect(throws: TCFError.self) { try TCStringEncoder().encode(bad) }
  }

  @Test("JSON uses the fixture field names, null for absent segments, ISO times in ms")
  func jsonShape() throws {
    let tc = try TCStringDecoder().decode(Self.minimal)
    let data = try TCStringJSON(tc).jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["disclosedVendors"] is NSNull)
    #expect(object["publisherTC"] is NSNull)
    #expect(object["allowedVendorsLegacy"] is NSNull)
    #expect(object.keys.count == 27)
    #expect(object["googleConsentMode"] is [String: String])
    let created = try #require(object["created"] as? String)
    #expect(created.hasSuffix("Z") && created.count == 24)
    let back = try JSONDecoder().decode(TCStringJSON.self, from: data)
    #expect(try back.tcString() == tc)
  }

  @Test("Timestamps: ISO text without the epoch fields is parsed")
  func isoParsing() throws {
    let json = """
      {"version":2,"created":"2020-03-05T19:24:40.900Z","lastUpdated":"2020-03-05T19:24:40.900Z",
      "cmpId":1,"cmpVersion":1,"consentScreen":1,"consentLanguage":"EN","vendorListVersion":1,
      "tcfPolicyVersion":4,"isServiceSpecific":true,"useNonStandardTexts":false,
      "specialFeatureOptIns":[],"purposesConsent":[1],"purposesLITransparency":[],
      "purposeOneTreatment":false,"publisherCC":"DE",
      "vendorConsents":{"maxVendorId":3,"ids":[3]},
      "vendorLegitimateInterests":{"maxVendorId":0,"ids":[]}}
      """
    let value = try JSONDecoder().decode(TCStringJSON.self, from: Data(json.utf8))
    #expect(value.createdEpochDeciseconds == 15_834_362_809)
    let tc = try value.tcString()
    #expect(tc.created == Date(timeIntervalSince1970: 1_583_436_280.9))
    let again = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    #expect(TCStringJSON(again).created == "2020-03-05T19:24:40.900Z")
  }
}
