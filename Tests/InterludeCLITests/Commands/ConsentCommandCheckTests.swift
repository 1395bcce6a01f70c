import Foundation
import Testing

@testable import InterludeCLI

/// `interlude consent` refuses configurations a CMP cannot use, reports a failed save, and
/// says what an app would save (the run keeps everything in memory).
@Suite("consent command: checks and failures")
struct ConsentCommandCheckTests {
  /// A two-vendor Global Vendor List written for these tests.
  private static let vendorList = """
    {"gvlSpecificationVersion": 3, "vendorListVersion": 17, "tcfPolicyVersion": 5,
     "vendors": {"755": {"id": 755, "name": "Google Advertising Products", "purposes": [1, 3, 4]},
                 "10": {"id": 10, "name": "Measurer", "purposes": [1]}}}
    """

  /// Runs `interlude consent` with `configuration` (and the test vendor list when `withList`),
  /// answering "accept all".
  private func run(
    _ configuration: String, withList: Bool = false, json: Bool = false
  )
    async throws -> CLIResult
  {
    let directory = try makeTemporaryDirectory(files: [
      "config.json": configuration, "gvl.json": Self.vendorList,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    var arguments = ["consent", "--config", directory.appendingPathComponent("config.json").path]
    if withList { arguments += ["--gvl", directory.appendingPathComponent("gvl.json").path] }
    if json { arguments.append("--json") }
    return await runCLI(arguments, standardInput: Data("a\n".utf8))
  }

  @Test("A failed save is reported with its reason and exit 1, not as 'no choice made'")
  func failedSave() async throws {
    // A vendor id needs 16 bits in a TC string: 70000 cannot be encoded. (A configuration
    // value out of a field's range, such as cmpId 5000, is refused before the layer shows.)
    let config = #"{"cmpId": 12, "vendorListVersion": 3, "purposes": [1], "vendors": [70000]}"#
    let result = try await run(config)
    #expect(result.status == .invalidDocument)
    #expect(result.status.rawValue == 1)
    #expect(result.errors.contains("interlude: the choice could not be saved: "))
    #expect(result.errors.contains("70000"))
    #expect(result.output.contains("Decision: accept all, not saved."))
    #expect(!result.output.contains("No choice made"))
    let json = try await run(config, json: true)
    #expect(json.status == .invalidDocument)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect((object?["failure"] as? String)?.contains("70000") == true)
    #expect(object?["tcString"] == nil)
  }

  @Test(
    "TC string spec: purpose 1 'can not be flexible': legitimate interest for it is refused, nothing saved"
  )
  func purposeOneLegitimateInterest() async throws {
    let config =
      #"{"cmpId": 12, "vendorListVersion": 3, "legitimateInterestPurposes": [1, 2, 7]}"#
    for json in [false, true] {
      let result = try await run(config, json: json)
      #expect(result.status == .unusableInput)
      #expect(
        result.errors.contains(
          ": legitimateInterestPurposes lists 1: purpose 1 is consent-only (TCF policies: it can "
            + "not be flexible)\n"))
      #expect(!result.output.contains("IABTCF_"), "nothing would be saved")
    }
  }

  @Test("TCF 2.2: a purpose outside 1-11 is refused in the configuration")
  func purposeOutOfRange() async throws {
    let result = try await run(#"{"cmpId": 12, "vendorListVersion": 3, "purposes": [1, 12]}"#)
    #expect(result.status == .unusableInput)
    #expect(
      result.errors.contains(": purposes lists 12: TCF 2.2 purposes are 1 to 11\n"))
    #expect(!result.output.contains("TC string"), "the layer is not shown")
  }

  @Test("TCF 2.2: a special feature outside 1-2 is refused in the configuration")
  func specialFeatureOutOfRange() async throws {
    let result = try await run(
      #"{"cmpId": 12, "vendorListVersion": 3, "specialFeatures": [2, 3]}"#)
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains(": specialFeatures lists 3: "))
  }

  @Test("A vendor absent from the --gvl vendor list is refused")
  func vendorNotInList() async throws {
    let config = #"{"cmpId": 12, "vendorListVersion": 3, "vendors": [10, 755, 4242]}"#
    let result = try await run(config, withList: true)
    #expect(result.status == .unusableInput)
    #expect(
      result.errors.contains(
        "config.json: vendor 4242 is not in the Global Vendor List version 17\n"))
    let listed = try await run(
      #"{"cmpId": 12, "vendorListVersion": 3, "vendors": [10, 755]}"#, withList: true)
    #expect(listed.status == .success)
  }

  @Test("The in-memory run says what it would save, not that it saved")
  func wouldSave() async throws {
    let result = try await run(#"{"cmpId": 12, "vendorListVersion": 3, "purposes": [1]}"#)
    #expect(result.status == .success)
    #expect(result.output.contains("Keys it would save:\n"))
    #expect(!result.output.contains("Saved keys"))
  }
}
