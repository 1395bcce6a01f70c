import Foundation
import Testing

@testable import InterludeCLI

/// `tcf|gpp|usp|ac decode --lines [FILE|-]`: a consent log in, one JSON object per line out,
/// with the line number, and the error for a line that does not decode (JSON Lines: "each line
/// is a valid JSON value", jsonlines.org).
@Suite("decode --lines")
struct DecodeLinesTests {
  /// The objects printed, one per output line.
  private func objects(_ result: CLIResult) throws -> [[String: Any]] {
    try result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
    }
  }

  @Test("tcf decode --lines: one object per line, numbered, the invalid ones with their error")
  func tcfLines() async throws {
    let log =
      [
        TCFCommandTests.tcf23, "not a TC string", "", "  \(TCFCommandTests.tcf23)\r",
      ].joined(separator: "\n") + "\n"
    let result = await runCLI(["tcf", "decode", "--lines", "-"], standardInput: Data(log.utf8))
    #expect(result.status == .invalidDocument, "a log with invalid lines exits 1")
    #expect(result.output.hasSuffix("\n"))
    let lines = try objects(result)
    #expect(lines.count == 4, "one object per input line, none for the final newline")
    #expect(lines.map { $0["line"] as? Int } == [1, 2, 3, 4])
    let first = try #require(lines[0]["decoded"] as? [String: Any])
    #expect(first["cmpId"] as? Int == 10)
    #expect(first["policyChecks"] != nil)
    #expect(first["googleConsentModeDenials"] is [String: Any])
    #expect(lines[0]["error"] == nil)
    #expect((lines[1]["error"] as? String)?.isEmpty == false)
    #expect(lines[1]["decoded"] == nil)
    #expect(lines[2]["error"] as? String == "the TC string is empty")
    #expect(lines[3]["decoded"] != nil, "spaces and a carriage return around a string are ignored")
    #expect(
      result.errors
        == "interlude: 2 of 4 lines of standard input are not valid TC strings (see their error or problem)\n"
    )
  }

  @Test("tcf decode --lines FILE reads the file; every line valid exits 0; - is the default")
  func tcfFile() async throws {
    let directory = try makeTemporaryDirectory(files: [
      "log.txt": "\(TCFCommandTests.tcf23)\n\(TCFCommandTests.tcf23)"
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("log.txt").path
    let result = await runCLI(["tcf", "decode", "--lines", path])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(
      try objects(result).map { $0["line"] as? Int } == [1, 2], "a last line without newline counts"
    )
    let standardInput = await runCLI(
      ["tcf", "decode", "--lines"], standardInput: Data("\(TCFCommandTests.tcf23)\n".utf8))
    #expect(standardInput.status == .success)
    #expect(try objects(standardInput).count == 1)
    let missing = await runCLI([
      "tcf", "decode", "--lines", directory.appendingPathComponent("no").path,
    ])
    #expect(missing.status == .unusableInput)
  }

  @Test("a string that decodes but breaks a TCF rule has its problem, and exits 1")
  func tcfProblem() async throws {
    let broken = "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo"
    let result = await runCLI(
      ["tcf", "decode", "--lines"], standardInput: Data("\(broken)\n".utf8))
    #expect(result.status == .invalidDocument)
    let line = try #require(try objects(result).first)
    #expect(line["decoded"] != nil)
    #expect((line["problem"] as? String)?.contains("liPurposes3to6Clear") == true)
  }

  @Test(
    "usp, ac and gpp decode --lines: the decode --json object per line, or the error",
    arguments: [
      ("usp", "1YNN", "optOutSale"), ("ac", "2~1.35~dv.9", "consentedAtpIds"),
      ("gpp", "DBABTA~1YNN", "sectionIds"),
    ])
  func otherKinds(command: String, valid: String, key: String) async throws {
    let result = await runCLI(
      [command, "decode", "--lines", "-"], standardInput: Data("\(valid)\n%%%\n".utf8))
    #expect(result.status == .invalidDocument)
    let lines = try objects(result)
    #expect(lines.count == 2)
    #expect((lines[0]["decoded"] as? [String: Any])?[key] != nil)
    #expect(lines[1]["line"] as? Int == 2)
    #expect((lines[1]["error"] as? String)?.isEmpty == false)
  }

  @Test("without --lines a string is still required; --lines only decodes")
  func arguments() async {
    let usp = await runCLI(["usp", "decode"])
    #expect(usp.status == .unusableInput)
    #expect(usp.errors.contains("string"))
    let encode = await runCLI(["tcf", "encode", "--lines", "--json", "-"])
    #expect(encode.status == .unusableInput)
    #expect(encode.errors.contains("--lines reads strings to decode"))
  }
}

/// Each `decoded` object of `decode --lines` is the object `decode --json` prints (help: "with
/// the object decode --json prints"), field for field.
@Suite("decode --lines objects match decode --json")
struct DecodeLinesJSONTests {
  @Test(
    "tcf, gpp, usp and ac: the decoded object equals the decode --json object",
    arguments: [
      ("tcf", TCFCommandTests.tcf23),
      ("tcf", "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo"),
      ("gpp", "DBABTA~1YNN"), ("gpp", "DBABMA~\(TCFCommandTests.tcf23)"), ("usp", "1YNN"),
      ("ac", "2~1.35.41~dv.9.21"),
    ])
  func sameObject(command: String, string: String) async throws {
    let json = await runCLI([command, "decode", "--json", string])
    let expected = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? NSDictionary)
    let lines = await runCLI(
      [command, "decode", "--lines", "-"], standardInput: Data("\(string)\n".utf8))
    #expect(lines.output.hasSuffix("}\n"))
    #expect(!lines.output.dropLast().contains("\n"), "one line")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(lines.output.utf8)) as? [String: Any])
    let decoded = try #require(object["decoded"] as? NSDictionary)
    #expect(decoded.isEqual(expected), "\(lines.output)\n\(json.output)")
  }
}
