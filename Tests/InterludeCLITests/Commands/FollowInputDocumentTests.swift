import Foundation
import Testing

@testable import InterludeCLI

/// `inspect --follow` of a document read from a file or standard input shows what Google's VAST
/// Inspector shows for a pasted document: its raw XML (text, JSON `input`, folded in the HTML
/// page) and its VAST version at the head of the resolved tree's chain, not "no version".
@Suite("inspect --follow of a document read, not fetched")
struct FollowInputDocumentTests {
  @Test("The resolved tree names the read document's VAST version; the text shows its XML")
  func text() async {
    let result = await runCLI(
      ["inspect", "--follow", "-"], standardInput: Data(Inputs.inline.utf8))
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("VAST 4.2 (InLine 4.2)"), "\(result.output)")
    #expect(!result.output.contains("(no version)"))
    #expect(lines.contains("--- input (standard input):"))
    #expect(result.output.contains(Inputs.inline))
  }

  @Test("--json: `input` holds where the document was read from and its XML")
  func json() async throws {
    let result = await runCLI(
      ["inspect", "--follow", "-", "--json"], standardInput: Data(Inputs.inline.utf8))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let input = try #require(json["input"] as? [String: Any])
    #expect(input["source"] as? String == "standard input")
    #expect(input["xml"] as? String == Inputs.inline)
    #expect(json["version"] as? String == "4.2 (InLine 4.2)")
  }

  @Test("--json of an ad tag URL: `input` is null (every document is a request)")
  func jsonOfURL() async throws {
    let result = await runCLI(["inspect", "--follow", "http://127.0.0.1:1/tag.xml", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json.keys.contains("input"))
    #expect(json["input"] is NSNull)
  }

  @Test("--html: the input document is on the page, escaped and folded")
  func html() async throws {
    let directory = try makeTemporaryDirectory(files: ["ad.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ad.xml").path
    let html = directory.appendingPathComponent("tag.html").path
    let result = await runCLI(["inspect", "--follow", path, "--html", html])
    #expect(result.status == .success, "\(result.errors)")
    let parsed = ParsedMarkup(try String(contentsOfFile: html, encoding: .utf8))
    let folded = parsed.elements("details", class: "xml")
    #expect(folded.count == 1)
    #expect(folded.first?.text.contains("input document, read from the file \(path)") == true)
    #expect(folded.first?.text.contains("<VAST version=\"4.2\">") == true)
  }
}
