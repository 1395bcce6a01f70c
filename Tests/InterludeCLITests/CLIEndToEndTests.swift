import Foundation
import InterludeInspect
import InterludeTestSupport
import InterludeVAST
import Testing

@testable import InterludeCLI

/// Commands run in-process on small inline documents: exit statuses, streams, help and JSON.
struct CLIEndToEndTests {
  // MARK: Exit statuses

  @Test func inspectOfAnAcceptedFileSucceeds() async throws {
    let directory = try makeTemporaryDirectory(files: ["inline.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = await runCLI(["inspect", directory.appendingPathComponent("inline.xml").path])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("VAST 4.2\n  ad 1 \"a1\" (inline)\n"))
    #expect(result.output.contains("linear (duration 00:00:15.500, skippable after 00:00:05.000)"))
  }

  @Test func inspectOfARejectedDocumentExitsWithOne() async {
    let result = await runCLI(["inspect", "-", "--json"], standardInput: Data(Inputs.noAds.utf8))
    #expect(result.status == .invalidDocument)
    #expect(result.errors.contains("rejected with error 303"))
    let json = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let failure = json?["failure"] as? [String: Any]
    #expect(failure?["code"] as? Int == 303)
    #expect(json?["errorURLs"] as? [String] == ["https://example.com/error?code=[ERRORCODE]"])
  }

  @Test func inspectOfMalformedXMLExitsWithOne() async {
    let result = await runCLI(["inspect", "-"], standardInput: Data(Inputs.malformed.utf8))
    #expect(result.status == .invalidDocument)
    #expect(result.output.contains("rejected: VAST error 100"))
  }

  @Test(arguments: ["inspect", "lint"])
  func aMissingFileExitsWithTwo(command: String) async {
    let result = await runCLI([command, "/nonexistent/interlude/missing.xml"])
    #expect(result.status == .unusableInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == "interlude: cannot read /nonexistent/interlude/missing.xml: no such file\n")
  }

  @Test func aDirectoryExitsWithTwo() async {
    let result = await runCLI(["inspect", FileManager.default.temporaryDirectory.path])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("is a directory"))
  }

  @Test func dashReadsStandardInput() async {
    let result = await runCLI(["inspect", "-"], standardInput: Data(Inputs.inline.utf8))
    #expect(result.status == .success)
    #expect(
      result.output.contains("video/mp4 progressive 1280x720 2000 kbps https://example.com/ad.mp4"))
  }

  // MARK: JSON

  @Test func inspectJSONKeepsEveryKeyWithNulls() async throws {
    let result = await runCLI(["inspect", "-", "--json"], standardInput: Data(Inputs.inline.utf8))
    #expect(result.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "kind", "version", "errorURLs", "ads", "adFailures", "adBreaks", "failure",
      ])
    #expect(json["kind"] as? String == "vast")
    #expect(json["failure"] is NSNull)
    let ad = try #require((json["ads"] as? [[String: Any]])?.first)
    #expect(ad["type"] as? String == "inline")
    #expect(ad["vastAdTagURI"] is NSNull)
    let creative = try #require((ad["creatives"] as? [[String: Any]])?.first)
    #expect(creative["nonLinearAds"] is NSNull)
    #expect(creative["companionAds"] is NSNull)
    let linear = try #require(creative["linear"] as? [String: Any])
    #expect(linear["duration"] as? Double == 15.5)
    #expect(linear["skipOffset"] as? String == "00:00:05.000")
    let events = try #require(linear["trackingEvents"] as? [[String: Any]])
    let start = try #require(events.first { $0["event"] as? String == "start" })
    #expect(
      start["urls"] as? [String] == ["https://example.com/start", "https://example.com/start-2"])
    #expect(result.output.contains("https://example.com/landing"), "slashes stay unescaped")
  }

  @Test func aBrokenAdIsReportedBesideTheGoodOnes() async throws {
    let document = Inputs.inline.replacingOccurrences(
      of: "</VAST>", with: "<Ad id=\"broken\"><Creatives/></Ad></VAST>")
    let text = await runCLI(["inspect", "-"], standardInput: Data(document.utf8))
    #expect(text.status == .success)
    #expect(text.output.contains("skipped ad 2 \"broken\": VAST error 101: "))
    let result = await runCLI(["inspect", "-", "--json"], standardInput: Data(document.utf8))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let failures = try #require(json["adFailures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?["index"] as? Int == 1)
    #expect(failures.first?["adId"] as? String == "broken")
    #expect((failures.first?["failure"] as? [String: Any])?["code"] as? Int == 101)
    #expect((json["ads"] as? [Any])?.count == 1)
  }

  @Test func inspectJSONIsDeterministic() async {
    let first = await runCLI(["inspect", "-", "--json"], standardInput: Data(Inputs.inline.utf8))
    let second = await runCLI(["inspect", "-", "--json"], standardInput: Data(Inputs.inline.utf8))
    #expect(first.output == second.output)
    #expect(first.output == (try? InspectReport(parsing: Data(Inputs.inline.utf8)).jsonString()))
  }

  @Test func lintJSONHasItsStableShape() async throws {
    let result = await runCLI(["lint", "--json", "-"], standardInput: Data(Inputs.malformed.utf8))
    #expect(result.status == .invalidDocument)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(Set(json.keys) == ["kind", "version", "diagnostics", "failure", "counts"])
    #expect(json["diagnostics"] is [Any])
    let failure = try #require(json["failure"] as? [String: Any])
    #expect(failure["code"] as? Int == 100)
    #expect(
      Set(try #require(json["counts"] as? [String: Int]).keys) == ["error", "warning", "info"])
  }

  @Test func lintTextEndsWithASummary() async {
    let result = await runCLI(["lint", "-"], standardInput: Data(Inputs.inline.utf8))
    let lines = result.output.split(separator: "\n").map(String.init)
    let summary = lines.last ?? ""
    #expect(summary.hasPrefix("VAST 4.2: "))
    #expect(summary.hasSuffix(" info"))
    for line in lines.dropLast() {
      #expect(
        line.range(of: #"^(error|warning|info)\[[a-z0-9-]+\] "#, options: .regularExpression)
          != nil, "\(line)")
    }
    let report = VASTValidator().validate(Data(Inputs.inline.utf8))
    #expect(result.status == (report.hasErrors ? .invalidDocument : .success))
    #expect(lines.count == report.diagnostics.count + 1)
  }

  // MARK: Arguments, help and version

  @Test func rootHelpMatchesItsGoldenFile() async {
    let result = await runCLI(["--help"])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    let outcome = GoldenFile.verify(result.output, against: Snapshots.url("help/root.txt"))
    #expect(outcome == .matched, "\(outcome)")
  }

  @Test(arguments: ["inspect", "lint"])
  func commandHelpMatchesItsGoldenFile(command: String) async {
    let result = await runCLI([command, "-h"])
    #expect(result.status == .success)
    let outcome = GoldenFile.verify(result.output, against: Snapshots.url("help/\(command).txt"))
    #expect(outcome == .matched, "\(outcome)")
    let viaHelp = await runCLI(["help", command])
    #expect(viaHelp.output == result.output)
  }

  @Test func anUnknownOptionExitsWithTwoAndUsageOnStandardError() async {
    let result = await runCLI(["inspect", "--jsn", "file.xml"])
    #expect(result.status == .unusableInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        interlude: unknown option '--jsn'; did you mean '--json'?
        usage: interlude inspect <input> [--json] [--follow] [--send-pixels] [--html <file>] [--mime <types>] [--bitrate <kbps>] [--repeat <N>]
          See 'interlude inspect --help'.

        """)
  }

  @Test(arguments: [
    ([String](), "interlude: missing command"),
    (["frobnicate"], "interlude: unknown command 'frobnicate'"),
    (["--frobnicate"], "interlude: unknown option '--frobnicate'"),
    (["inspect"], "interlude: missing argument <input>"),
    (["inspect", "a.xml", "b.xml"], "interlude: unexpected argument 'b.xml'"),
    (["lint", "--json=yes", "a.xml"], "interlude: '--json' takes no value"),
    (["inspect", "http://"], "interlude: 'http://' is not a valid URL"),
    // No host: not a web address (`URL.isWebAddress`), so nothing to fetch.
    (
      ["inspect", "https://:8080/vast.xml"],
      "interlude: 'https://:8080/vast.xml' is not a valid URL"
    ),
  ])
  func badArgumentsExitWithTwo(arguments: [String], message: String) async {
    let result = await runCLI(arguments)
    #expect(result.status == .unusableInput)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
  }

  @Test func doubleDashEndsOptions() async {
    let result = await runCLI(["inspect", "--", "-h"])
    #expect(result.status == .unusableInput)
    #expect(result.errors == "interlude: cannot read -h: no such file\n")
  }
}
