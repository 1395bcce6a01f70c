import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `consent --config`: the file is checked as the flags are. An unknown key is an error naming
/// it, its line and the nearest property; a value out of range is refused as its flag refuses
/// it (--language) or as the TC string cannot hold it (the specification's bit widths: CmpId,
/// CmpVersion and VendorListVersion 12 bits, PolicyVersion 6 bits).
@Suite("consent --config is validated like the flags")
struct ConsentConfigurationFileTests {
  private func run(_ json: String) async throws -> CLIResult {
    let directory = try makeTemporaryDirectory(files: ["config.json": json])
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("config.json").path
    var result = await runCLI(["consent", "--config", path], standardInput: Data("r\n".utf8))
    result.errors = result.errors.replacingOccurrences(of: path, with: "config.json")
    return result
  }

  @Test("an unknown key is an error naming the key, its line and the closest known key")
  func unknownKey() async throws {
    let result = try await run(
      """
      {
        "cmpId": 12,
        "vendorListVersion": 3,
        "langauge": "de"
      }
      """)
    #expect(result.status == .unusableInput)
    #expect(
      result.errors
        == "interlude: config.json, line 4: unknown key \"langauge\" (did you mean \"language\"?)\n"
    )
  }

  @Test("a misspelt required key is reported as unknown, not only as missing")
  func misspeltRequiredKey() async throws {
    let result = try await run(#"{"cmpid": 12, "vendorListVersion": 3}"#)
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("line 1: unknown key \"cmpid\" (did you mean \"cmpId\"?)"))
  }

  @Test("\"language\": \"xx\" is refused as --language xx is, with the line")
  func language() async throws {
    let result = try await run(
      """
      {"cmpId": 12, "vendorListVersion": 3,
       "language": "xx"}
      """)
    #expect(result.status == .unusableInput)
    let flag = await runCLI(["consent", "--language", "xx"])
    let reason = try #require(flag.errors.split(separator: "\n").first?.split(separator: ": ").last)
    #expect(result.errors == "interlude: config.json, line 2: language \"xx\": \(reason)\n")
    let automatic = try await run(
      #"{"cmpId": 12, "vendorListVersion": 3, "language": "automatic"}"#)
    #expect(automatic.status == .success)
  }

  @Test(
    "numbers the TC string cannot hold and a country code that is not two letters are refused",
    arguments: [
      (
        #""cmpId": 5000, "vendorListVersion": 3"#,
        "cmpId 5000 is out of range: the TC string holds 0 to 4095"
      ),
      (#""cmpId": 1, "vendorListVersion": -1"#, "vendorListVersion -1 is out of range"),
      (#""cmpId": 1, "vendorListVersion": 3, "tcfPolicyVersion": 64"#, "tcfPolicyVersion 64"),
      (
        #""cmpId": 1, "vendorListVersion": 3, "publisherCountryCode": "DEU""#,
        "publisherCountryCode \"DEU\" is not a two-letter country code"
      ),
    ])
  func ranges(members: String, message: String) async throws {
    let result = try await run("{\(members)}")
    #expect(result.status == .unusableInput)
    #expect(result.errors.hasPrefix("interlude: config.json, line 1: "))
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("the example configuration is valid: it has every key right")
  func example() async throws {
    let example = RepositoryPaths.examples.appendingPathComponent("consent/consent-config.json")
    let result = await runCLI(
      ["consent", "--config", example.path], standardInput: Data("r\n".utf8))
    #expect(result.status == .success, "\(result.errors)")
  }
}

/// The example configuration works as a publisher's: it lists Google (vendor 755), so "Accept
/// all" grants every Google Consent Mode signal (Google's TCF mapping needs vendor 755's
/// consent); whenever a signal is denied, `consent` and `tcf decode` say why.
@Suite("Google Consent Mode: the example grants it, and denials are explained")
struct GoogleConsentModeExampleTests {
  private static let config = RepositoryPaths.examples.appendingPathComponent(
    "consent/consent-config.json"
  ).path
  private static let vendorList = RepositoryPaths.examples.appendingPathComponent(
    "consent/vendor-list.json"
  ).path

  @Test("Accept all with the example configuration and vendor list grants all four signals")
  func acceptAllGrants() async throws {
    let result = await runCLI(
      ["consent", "--config", Self.config, "--gvl", Self.vendorList, "--json"],
      standardInput: Data("a\n".utf8))
    #expect(result.status == .success, "\(result.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let mode = try #require(object["googleConsentMode"] as? [String: String])
    #expect(mode.values.allSatisfy { $0 == "granted" }, "\(mode)")
    #expect((object["googleConsentModeDenials"] as? [String: String])?.isEmpty == true)
    let text = await runCLI(
      ["consent", "--config", Self.config, "--gvl", Self.vendorList],
      standardInput: Data("a\n".utf8))
    #expect(
      text.output.contains(
        "Google consent mode: ad_storage=granted analytics_storage=granted "
          + "ad_user_data=granted ad_personalization=granted\n"))
    #expect(!text.output.contains(" denied: "))
  }

  @Test("Reject all: consent says why each signal is denied")
  func rejectAllExplains() async throws {
    let result = await runCLI(
      ["consent", "--config", Self.config, "--gvl", Self.vendorList],
      standardInput: Data("r\n".utf8))
    #expect(result.status == .success)
    #expect(
      result.output.contains(
        "  ad_storage denied: vendor 755 has no consent for purpose 1: neither purpose 1 nor "
          + "vendor 755 has it\n"))
    #expect(result.output.contains("  analytics_storage denied: purpose 1 has no consent\n"))
  }

  @Test("tcf decode says why: purpose 1 consented, vendor 755 not")
  func tcfDecodeExplains() async throws {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 10, cmpVersion: 1, vendorListVersion: 17)
    tc.purposesConsent = [1, 3, 4, 7]
    tc.vendorConsents = VendorSet(ids: [8])
    let string = try TCStringEncoder().encode(tc)
    let text = await runCLI(["tcf", "decode", string])
    #expect(
      text.output.contains(
        "  ad_storage denied: vendor 755 has no consent for purpose 1: vendor 755 has none\n"))
    #expect(!text.output.contains("analytics_storage denied"))
    let json = await runCLI(["tcf", "decode", string, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let denials = try #require(object["googleConsentModeDenials"] as? [String: String])
    #expect(Set(denials.keys) == ["ad_storage", "ad_user_data", "ad_personalization"])
    #expect(denials["ad_storage"] == "vendor 755 has no consent for purpose 1: vendor 755 has none")
  }
}
