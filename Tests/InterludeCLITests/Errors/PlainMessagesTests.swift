import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// Messages without internals, in every command: what a new user types (a pasted URL with
/// spaces, a mistyped option, a US Privacy string given to `tcf decode`, an `ftp://` URL) gets a
/// sentence that says what is wrong and what to do.
@Suite("Messages a new user reads")
struct PlainMessagesTests {
  @Test("Schemes other than http, https and file are refused as such (exit 2)")
  func otherSchemes() async {
    for input in ["ftp://ads.test/tag.xml", "data:text/xml,<VAST/>", "ws://ads.test/t"] {
      let result = await runCLI(["inspect", input])
      #expect(result.status == .unusableInput, "\(input)")
      #expect(result.errors.contains("URLs are not supported"), "\(result.errors)")
      #expect(!result.errors.contains("no such file"))
    }
  }

  @Test("A file:// URL and a pasted path with spaces around it read the file")
  func fileURLAndSpaces() async throws {
    let directory = try makeTemporaryDirectory(files: ["ad.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ad.xml").path
    for input in ["file://\(path)", "  \(path)\n"] {
      let result = await runCLI(["inspect", input])
      #expect(result.status == .success, "\(input): \(result.errors)")
      #expect(result.output.hasPrefix("VAST 4.2"))
    }
  }

  @Test("Spaces and line breaks around a pasted privacy string are ignored")
  func trimmedStrings() async {
    let result = await runCLI(["usp", "decode", " 1YNN\n"])
    #expect(result.status == .success, "\(result.errors)")
  }

  @Test("tcf decode of a US Privacy or GPP string says what it looks like and what to run")
  func wrongDecoder() async {
    let usp = await runCLI(["tcf", "decode", "1YNN"])
    #expect(usp.status == .invalidDocument)
    #expect(
      usp.errors
        == "interlude: invalid TC string: it looks like a US Privacy string: try 'interlude usp"
        + " decode 1YNN'\n")
    let gpp = await runCLI(["tcf", "decode", "DBABTA~1YNN"])
    #expect(
      gpp.errors.contains("it looks like a GPP string: try 'interlude gpp decode DBABTA~1YNN'"))
    let tcf = await runCLI(["usp", "decode", "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"])
    #expect(tcf.errors.contains("it looks like a TC string: try 'interlude tcf decode "))
  }

  @Test("An unknown option suggests the closest one")
  func unknownOptionSuggestion() async {
    let result = await runCLI(["inspect", "--folow", "x.xml"])
    #expect(result.status == .unusableInput)
    #expect(
      result.errors.hasPrefix("interlude: unknown option '--folow'; did you mean '--follow'?\n"))
    let far = await runCLI(["inspect", "--zzzzzzzz", "x.xml"])
    #expect(far.errors.hasPrefix("interlude: unknown option '--zzzzzzzz'\n"))
    #expect(
      OptionSuggestion.closest(to: "--jsn", among: InspectCommand.configuration.options) == "--json"
    )
    #expect(
      OptionSuggestion.closest(to: "--htm", among: InspectCommand.configuration.options) == "--html"
    )
    #expect(ClosestName.distance(Array("kitten"), Array("sitting")) == 3)
  }

  @Test("Malformed XML is described in words, never as `parser error N`")
  func malformedXML() async {
    let result = await runCLI(["inspect", "-"], standardInput: Data(Inputs.malformed.utf8))
    #expect(result.status == .invalidDocument)
    #expect(!result.output.contains("parser error"))
    #expect(result.output.contains("Malformed XML: "))
    let cut = await runCLI(
      ["lint", "-"], standardInput: Data("<VAST version=\"4.2\"><Ad id=\"a\"><Wrapper><Ad".utf8))
    #expect(!(cut.output + cut.errors).contains("parser error"), "\(cut.output)")
    #expect(cut.output.contains("the document ends before its elements are closed (it is cut off)"))
  }

  @Test("simulate of a local file says it read the file, not that it fetched over HTTP")
  func simulateReadsFile() async throws {
    let directory = try makeTemporaryDirectory(files: ["ad.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("ad.xml").path
    let result = await runCLI(["simulate", path])
    let last = result.output.split(separator: "\n").last { $0.hasPrefix("requests: ") }
    #expect(
      last?.hasPrefix("requests: none (the ads response read from the file \(path)); ") == true,
      "\(result.output)")
    #expect(!result.output.contains("fetched over HTTP"))
  }

  @Test("A fetch says what it waits for and how long, before it waits")
  func progress() async {
    let messages = Messages()
    _ = await runCLI(
      ["inspect", "http://127.0.0.1:9/tag.xml"], transport: URLSessionTransport(),
      progress: { messages.append($0) })
    #expect(
      messages.all == ["fetching http://127.0.0.1:9/tag.xml (waiting up to 5 s for an answer)…"])
    let follow = Messages()
    _ = await runCLI(
      ["inspect", "--follow", "http://127.0.0.1:9/tag.xml"], transport: URLSessionTransport(),
      progress: { follow.append($0) })
    #expect(follow.all.first?.contains("(up to 8 s for the ad tag, 4 s for each wrapper)") == true)
  }

  @Test("Exit statuses: success 0, total failure 1, unusable input 2, partial failure 3")
  func exitStatuses() {
    let failure = LoadVerdict.Failure(
      code: 1005, vastCode: 301, url: "https://a.test/b", adBreak: "b", ad: nil, message: "m")
    let ok = LoadVerdict.counting("break", total: 3, failed: 0, failures: [], success: "loaded")
    let partial = LoadVerdict.counting(
      "break", total: 3, failed: 2, failures: [failure, failure], success: "loaded")
    let total = LoadVerdict.counting(
      "break", total: 2, failed: 2, failures: [failure, failure], success: "loaded")
    #expect([ok, partial, total].map(\.exitCode.rawValue) == [0, 3, 1])
    #expect(ok.headline == "loaded: 3 breaks")
    #expect(partial.headline == "completed: 2 of 3 breaks failed")
    #expect(total.headline == "failed: all 2 breaks failed")
    #expect(failure.line == "break \"b\": error 1005 (VAST 301): m (https://a.test/b)")
    #expect(partial.text(colours: true).hasPrefix("\u{1B}[31mcompleted: 2 of 3 breaks failed"))
    #expect(!ok.text(colours: true).contains("\u{1B}"))
  }

  @Test("Findings and URLs wrap at word and URL boundaries, never mid-word")
  func wrapping() {
    #expect(
      HTMLEscaping.breakable("https://a.test/x?y=1&z=2")
        == "https://<wbr/>a.test/<wbr/>x?<wbr/>y=<wbr/>1&amp;<wbr/>z=<wbr/>2")
    #expect(!HTMLPage.stylesheet.contains("break-all"))
  }
}

/// Progress messages collected from a command.
private final class Messages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func append(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}
