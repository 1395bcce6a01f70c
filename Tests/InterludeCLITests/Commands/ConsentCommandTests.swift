import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

@Suite("consent command")
struct ConsentCommandTests {
  /// Decodes the TC string the command saved.
  private func savedString(_ result: CLIResult) throws -> TCString {
    let data = Data(result.output.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try TCStringDecoder().decode(try #require(object["tcString"] as? String))
  }

  @Test("accept all saves every configured consent; the dialogue goes to stderr with --json")
  func acceptAll() async throws {
    let result = await runCLI(["consent", "--json"], standardInput: Data("a\n".utf8))
    #expect(result.status == .success)
    #expect(result.errors.contains("[a] Accept all   [r] Reject all   [s] Settings"))
    let saved = try savedString(result)
    let demo = ConsentCommand.demoConfiguration
    #expect(Set(saved.purposesConsent) == demo.purposes)
    #expect(Set(saved.vendorConsents.ids) == demo.vendors)
    #expect(result.output.contains("\"IABTCF_gdprApplies\" : \"1\""))
  }

  @Test("the consent manager's flag on the saved string is a warning: the demo's CMP id 0")
  func cmpIdZeroWarning() async throws {
    let result = await runCLI(["consent"], standardInput: Data("a\n".utf8))
    #expect(result.status == .success)
    #expect(
      result.errors.contains(
        "interlude: warning: the TC string: CmpId is 0: no CMP is registered under it"))
    #expect(result.output.contains("IABTCF_CmpSdkID = 0"))
    let rejected = await runCLI(["consent"], standardInput: Data("maybe\n".utf8))
    #expect(!rejected.errors.contains("CmpId"), "nothing saved, nothing flagged")
  }

  @Test("settings: only what was answered yes is consented; empty answers are no")
  func settings() async throws {
    // Purpose 1 yes, purpose 2 no and objecting to its LI, every later question left empty
    // except vendor 755 yes (the last vendor, then its LI question).
    let demo = ConsentCommand.demoConfiguration
    var answers = ["s", "y", "", "y"]
    let remaining = ConsentLayerModel(configuration: demo).items.dropFirst(2)
    for item in remaining {
      answers.append(item.id == "vendor-755" ? "y" : "")
      if item.hasLegitimateInterest { answers.append("") }
    }
    let result = await runCLI(
      ["consent", "--json"], standardInput: Data((answers.joined(separator: "\n") + "\n").utf8))
    #expect(result.status == .success)
    let saved = try savedString(result)
    #expect(Set(saved.purposesConsent) == [1])
    #expect(!saved.purposesLITransparency.contains(2))
    #expect(saved.purposesLITransparency.contains(7))
    #expect(Set(saved.vendorConsents.ids) == [755])
    #expect(saved.specialFeatureOptIns.isEmpty)
  }

  @Test("end of input before a choice saves nothing; an unknown answer is asked again")
  func dismissed() async {
    let result = await runCLI(["consent"], standardInput: Data("maybe\n".utf8))
    #expect(result.status == .success)
    #expect(result.output.contains("Please answer one of: a, r, s, v."))
    #expect(result.output.hasSuffix("No choice made: nothing would be saved.\n"))
    #expect(!result.output.contains("IABTCF_"))
  }

  @Test("--config and --gvl are read; unreadable ones exit 2")
  func configurationFiles() async throws {
    let directory = try makeTemporaryDirectory(files: [
      "config.json": #"{"cmpId": 12, "vendorListVersion": 3, "purposes": [1], "vendors": [8]}"#,
      "broken.json": #"{"vendorListVersion": 3}"#,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("config.json").path
    let result = await runCLI(["consent", "--config", config], standardInput: Data("r\n".utf8))
    #expect(result.status == .success)
    #expect(result.output.contains("IABTCF_CmpSdkID = 12"))
    #expect(result.output.contains("Decision: reject all"))
    let broken = directory.appendingPathComponent("broken.json").path
    let missingKey = await runCLI(["consent", "--config", broken])
    #expect(missingKey.status == .unusableInput)
    #expect(missingKey.errors.contains("cmpId"))
    let noList = await runCLI(["consent", "--gvl", directory.appendingPathComponent("x").path])
    #expect(noList.status == .unusableInput)
  }
}

@Suite("consent command: Google consent mode and receipts")
struct ConsentCommandReceiptTests {
  @Test("Google's TCF mapping: accept all prints all four consent mode signals granted")
  func consentModeText() async {
    let accepted = await runCLI(["consent"], standardInput: Data("a\n".utf8))
    #expect(
      accepted.output.contains(
        "Google consent mode: ad_storage=granted analytics_storage=granted "
          + "ad_user_data=granted ad_personalization=granted\n"))
    let rejected = await runCLI(["consent"], standardInput: Data("r\n".utf8))
    #expect(
      rejected.output.contains(
        "Google consent mode: ad_storage=denied analytics_storage=denied "
          + "ad_user_data=denied ad_personalization=denied\n"))
  }

  @Test("--json carries googleConsentMode with consent mode's names")
  func consentModeJSON() async throws {
    let result = await runCLI(["consent", "--json"], standardInput: Data("r\n".utf8))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let mode = try #require(object["googleConsentMode"] as? [String: String])
    #expect(
      mode == [
        "ad_storage": "denied", "analytics_storage": "denied", "ad_user_data": "denied",
        "ad_personalization": "denied",
      ])
  }

  @Test("--receipts FILE writes the decision's receipt as the export JSON")
  func receiptsFile() async throws {
    let directory = try makeTemporaryDirectory(files: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("receipts.json")
    let result = await runCLI(
      ["consent", "--json", "--receipts", file.path], standardInput: Data("a\n".utf8))
    #expect(result.status == .success)
    let export = try JSONDecoder().decode(
      ConsentReceiptExport.self, from: try Data(contentsOf: file))
    #expect(export.format == "interlude-consent-receipts")
    #expect(export.receipts.map(\.action) == [.acceptAll])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(export.receipts.first?.tcString == object["tcString"] as? String)
    #expect(
      export.receipts.first?.configurationVersion
        == ConsentCommand.demoConfiguration.fingerprint)

    let dismissed = await runCLI(
      ["consent", "--receipts", file.path], standardInput: Data("maybe\n".utf8))
    #expect(dismissed.status == .success)
    let empty = try JSONDecoder().decode(
      ConsentReceiptExport.self, from: try Data(contentsOf: file))
    #expect(empty.receipts.isEmpty, "no decision, no receipt")

    let unwritable = await runCLI(
      ["consent", "--receipts", directory.appendingPathComponent("no/such/dir.json").path],
      standardInput: Data("a\n".utf8))
    #expect(unwritable.status == .unusableInput)
    #expect(unwritable.errors.contains("cannot write the receipts"))
  }
}
