import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

@Suite("TCF command")
struct TCFCommandTests {
  static let tcf23 =
    "CPTtLAAPTtLAAAKAAAENAAFgALwAAEAAAAAAAOgAgABgAAAA.IAoAAgABgAAEAQAAEAAA.d4AACEAAAAAA"

  @Test("decode prints a summary and exits 0 for a valid string")
  func decodeText() async {
    let result = await runCLI(["tcf", "decode", Self.tcf23])
    #expect(result.status == .success)
    #expect(result.output.contains("CMP:                   10 version 0"))
    #expect(result.output.contains("disclosed vendors:     6 of max 80"))
    #expect(result.errors.isEmpty)
  }

  @Test("decode --json then encode --json - reproduces the string")
  func jsonRoundTrip() async throws {
    let decoded = await runCLI(["tcf", "decode", Self.tcf23, "--json"])
    #expect(decoded.status == .success)
    #expect(decoded.output.contains("\"policyChecks\""))
    let encoded = await runCLI(
      ["tcf", "encode", "--json", "-"], standardInput: Data(decoded.output.utf8))
    #expect(encoded.status == .success)
    #expect(encoded.output == Self.tcf23 + "\n")
  }

  @Test("Exit statuses: 1 for invalid strings (reason on stderr), 2 for unusable input")
  func exitStatuses() async {
    let v1 = await runCLI(["tcf", "decode", "BONMj34ONMj34ABACDENALqAAAAAplY"])
    #expect(v1.status == .invalidDocument)
    #expect(v1.errors.hasPrefix("interlude: invalid TC string: "))
    let policy = await runCLI([
      "tcf", "decode", "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo",
    ])
    #expect(policy.status == .invalidDocument)
    #expect(policy.errors.contains("liPurposes3to6Clear"))
    let garbage = await runCLI(["tcf", "encode", "--json", "-"], standardInput: Data("{".utf8))
    #expect(garbage.status == .unusableInput)
    let verb = await runCLI(["tcf", "frobnicate", "x"])
    #expect(verb.status == .unusableInput)
  }
}

@Suite("TCF command: CMP id 0 and purpose 1")
struct TCFCommandPolicyFlagTests {
  /// A TCF 2.3 string of CMP `cmpId` with legitimate interest for `legitimateInterest`.
  private static func string(cmpId: Int, legitimateInterest: [Int] = []) throws -> String {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: cmpId, cmpVersion: 1, vendorListVersion: 17)
    tc.purposesConsent = [1]
    tc.purposesLITransparency = legitimateInterest
    tc.disclosedVendors = VendorSet(ids: [755])
    return try TCStringEncoder().encode(tc)
  }

  @Test("CMP id 0 still decodes (exit 0) but is flagged, as iabtcf-es refuses such strings")
  func cmpIdZero() async throws {
    let text = await runCLI(["tcf", "decode", try Self.string(cmpId: 0)])
    #expect(text.status == .success)
    #expect(text.output.contains("CMP:                   0 version 1"))
    #expect(
      text.output.contains(
        "policy:\n  warning[cmpIdAtLeast1]: CmpId is 0: no CMP is registered under it"))
    let json = await runCLI(["tcf", "decode", try Self.string(cmpId: 0), "--json"])
    #expect(json.status == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let checks = try #require(object["policyChecks"] as? [String: Any])
    #expect(checks["cmpIdAtLeast1"] as? Bool == false)
    let registered = await runCLI(["tcf", "decode", try Self.string(cmpId: 300)])
    #expect(registered.output.contains("policy:                conforms to TCF 2.2 and 2.3"))
  }

  @Test("TC string spec: purpose 1 'can not be flexible': legitimate interest for it exits 1")
  func purposeOneLegitimateInterest() async throws {
    let string = try Self.string(cmpId: 300, legitimateInterest: [1, 2, 7])
    let result = await runCLI(["tcf", "decode", string])
    #expect(result.status == .invalidDocument)
    #expect(result.output.contains("purposes LI:           1,2,7"), "it decodes")
    #expect(result.output.contains("  error[liPurpose1Clear]: "))
    #expect(result.errors.contains("interlude: breaks TCF rule liPurpose1Clear: "))
    let json = await runCLI(["tcf", "decode", string, "--json"])
    #expect(json.status == .invalidDocument)
    #expect(json.output.contains("\"liPurpose1Clear\" : false"))
  }
}

@Suite("TCF command: Google consent mode")
struct TCFCommandConsentModeTests {
  /// A TCF 2.3 string with `purposes` consented and Google (755) consented and disclosed.
  private static func string(purposes: [Int]) throws -> String {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 1, vendorListVersion: 17)
    tc.purposesConsent = purposes
    tc.vendorConsents = VendorSet(ids: [755])
    tc.disclosedVendors = VendorSet(ids: [755])
    return try TCStringEncoder().encode(tc)
  }

  @Test("Google's TCF table: decode prints the consent mode signals the string gives")
  func decodeText() async throws {
    let all = await runCLI(["tcf", "decode", try Self.string(purposes: Array(1...11))])
    #expect(all.status == .success)
    #expect(
      all.output.contains(
        "Google consent mode:   ad_storage=granted analytics_storage=granted "
          + "ad_user_data=granted ad_personalization=granted\n"))
    let noMeasurement = await runCLI(["tcf", "decode", try Self.string(purposes: [1, 3, 4])])
    #expect(
      noMeasurement.output.contains(
        "ad_storage=granted analytics_storage=granted ad_user_data=denied "
          + "ad_personalization=granted"),
      "purpose 7 denied: ad_user_data=denied")
  }

  @Test("decode --json carries googleConsentMode; a string breaking a TCF rule grants nothing")
  func decodeJSON() async throws {
    let result = await runCLI(["tcf", "decode", try Self.string(purposes: [1, 7]), "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(
      object["googleConsentMode"] as? [String: String] == [
        "ad_storage": "granted", "analytics_storage": "granted", "ad_user_data": "granted",
        "ad_personalization": "denied",
      ])
    let policy = await runCLI([
      "tcf", "decode", "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo",
    ])
    #expect(
      policy.output.contains(
        "Google consent mode:   ad_storage=denied analytics_storage=denied "
          + "ad_user_data=denied ad_personalization=denied"))
  }
}
