import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

@Suite("consent command: the US layer")
struct ConsentCommandUSTests {
  /// The JSON the command printed.
  private func object(_ result: CLIResult) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  /// The fields of section `id` of the GPP string the command printed.
  private func fields(_ result: CLIResult, section id: Int) throws -> [String: GPPFieldValue] {
    let text = try #require(try object(result)["gppString"] as? String)
    let section = try #require(try GPPString(decoding: text).section(id: id))
    return Dictionary(uniqueKeysWithValues: section.fields.map { ($0.name, $0.value) })
  }

  @Test("--region us-ca shows the US layer and saves the California section (8)")
  func california() async throws {
    let result = await runCLI(
      ["consent", "--region", "us-ca", "--json"], standardInput: Data("y\ny\n".utf8))
    #expect(result.status == .success)
    #expect(result.errors.contains("Do Not Sell or Share My Personal Information"))
    #expect(!result.errors.contains("Accept all"))
    let saved = try fields(result, section: 8)
    #expect(saved["SaleOptOut"] == .int(1) && saved["SharingOptOut"] == .int(1))
    #expect(saved["SensitiveDataProcessing"] == .ints(Array(repeating: 1, count: 9)))
    let keys = try #require(try object(result)["keys"] as? [String: String])
    #expect(keys["IABGPP_HDR_Sections"] == "8" && keys["IABGPP_8_String"] != nil)
  }

  @Test(
    "GPP usnat: a state without its own section saves section 7, nothing opted out by empty answers"
  )
  func nationalFallback() async throws {
    let result = await runCLI(
      ["consent", "--region", "US-TX", "--json"], standardInput: Data("\n\n\n".utf8))
    #expect(result.status == .success)
    let saved = try fields(result, section: 7)
    #expect(saved["SaleOptOut"] == .int(2) && saved["TargetedAdvertisingOptOut"] == .int(2))
    #expect(saved["Gpc"] == .bool(false))
  }

  @Test("--gpc: Virginia's sale opt-out is set without asking; its section has no Gpc field")
  func globalPrivacyControl() async throws {
    let result = await runCLI(
      ["consent", "--region", "us-va", "--gpc", "--json"], standardInput: Data("\n".utf8))
    #expect(result.status == .success)
    let saved = try fields(result, section: 9)
    #expect(saved["SaleOptOut"] == .int(1) && saved["TargetedAdvertisingOptOut"] == .int(2))
    #expect(saved["Gpc"] == nil)
  }

  @Test(
    "the text output names the section; a dismissed layer saves nothing; --gpc needs a US region")
  func textAndErrors() async {
    let text = await runCLI(["consent", "--region", "us-ct"], standardInput: Data("y\nn\n".utf8))
    #expect(text.output.contains("US section: usct (12)\nOpted out of: saleAndSharing\n"))
    let dismissed = await runCLI(["consent", "--region", "us-ct"], standardInput: Data())
    #expect(dismissed.output.hasSuffix("No choice made: nothing would be saved.\n"))
    let wrong = await runCLI(["consent", "--gpc"], standardInput: Data())
    #expect(wrong.status == .unusableInput)
    #expect(wrong.errors.contains("--gpc applies to the US layer"))
  }
}
