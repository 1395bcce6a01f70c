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
