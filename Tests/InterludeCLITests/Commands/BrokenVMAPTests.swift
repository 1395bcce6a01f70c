import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// A VMAP with 2 of its 3 breaks broken, served over HTTP by the local ad server
/// (`Tests/Fixtures/ad-server/broken-vmap.json`): the pre-roll loads through a wrapper, the
/// mid-roll's break tag answers 404 with an HTML page, and the post-roll's second wrapper is cut
/// off. A failure is never shown as success: every output leads with the verdict, each failure
/// with its code, URL and break, and the exit status tells success (0), partial failure (3) and
/// total failure (1) apart.
@Suite(
  "A load with failed breaks reads as a failure",
  .enabled(if: LocalAdServer.isAvailable, "\(LocalAdServer.unavailableReason ?? "")"))
struct BrokenVMAPTests {
  /// Runs `arguments` followed by the broken VMAP's URL on a fresh server.
  private static func run(_ arguments: [String]) async throws -> (CLIResult, base: String) {
    let server = try await LocalAdServer.start(
      routes: AdServerRoute.routes(named: "broken-vmap.json"))
    defer { server.stop() }
    let tag = server.url(path: "/vmap.xml").absoluteString
    let base = String(tag.dropLast("/vmap.xml".count))
    let result = await runCLI(arguments + [tag], transport: URLSessionTransport())
    return (result, base)
  }

  private static func path(_ url: String?) -> String? {
    url.flatMap { URL(string: $0)?.path }
  }

  @Test("inspect --follow text: the verdict comes first, with each failed break; exit status 3")
  func inspectText() async throws {
    let (result, _) = try await Self.run(["inspect", "--follow"])
    #expect(result.status == .partialFailure)
    #expect(ExitCode.partialFailure.rawValue == 3)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "completed: 2 of 3 breaks failed", "\(result.output)")
    let midroll = try #require(lines.first { $0.hasPrefix("  break \"midroll\": error ") })
    #expect(midroll.contains("HTTP 404") && midroll.contains("/midroll.xml"))
    let postroll = try #require(lines.first { $0.hasPrefix("  break \"postroll\": ") })
    #expect(postroll.contains("/postroll-wrapper-2.xml)"), "\(postroll)")
    #expect(result.errors == "interlude: completed: 2 of 3 breaks failed\n")
    // Each request names its break; the legend explains the depth markers.
    #expect(lines.contains { $0.contains("break \"midroll\"  http") && $0.contains(" 404 ") })
    #expect(lines.contains { $0.hasPrefix("  [N] is the wrapper depth: [0] the ad tag") })
    #expect(!result.output.contains("parser error"))
    // Each document as fetched, after the tree, as Google's VAST Inspector shows it.
    #expect(lines.contains("raw documents, as fetched:"))
    #expect(lines.contains { $0.hasPrefix("<vmap:VMAP ") })
    // The resolved tree names the VAST version of the documents behind it.
    #expect(lines.contains("      VAST 4.2 (Wrapper 4.2, InLine 4.2)"), "\(result.output)")
    // A failed break tag has no document, so no version to name; a cut-off one is named for
    // what it is, without a version.
    #expect(!result.output.contains("(no version)"), "\(result.output)")
    let failed = try #require(lines.firstIndex { $0.contains("rejected: VAST error 301") })
    #expect(lines[failed - 1] == "      VAST")
    #expect(lines.contains("      VAST 4.2 (Wrapper 4.2, not a valid document)"))
    // The media file the SDK would play, with the default rendering settings.
    #expect(
      lines.contains {
        $0.hasPrefix("  ad \"preroll-inline\" (break \"preroll\"): video/mp4 1280x720 2000 kbps ")
      })
  }

  @Test("inspect --follow --json: verdict {outcome, headline, failures}; each hop has its break")
  func inspectJSON() async throws {
    let (result, _) = try await Self.run(["inspect", "--follow", "--json"])
    #expect(result.status == .partialFailure)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let verdict = try #require(json["verdict"] as? [String: Any])
    #expect(verdict["outcome"] as? String == "partialFailure")
    #expect(verdict["headline"] as? String == "completed: 2 of 3 breaks failed")
    let failures = try #require(verdict["failures"] as? [[String: Any]])
    #expect(failures.map { $0["break"] as? String } == ["midroll", "postroll"])
    #expect(failures.allSatisfy { ($0["code"] as? Int ?? 0) > 0 })
    #expect(Self.path(failures[0]["url"] as? String) == "/midroll.xml")
    #expect(Self.path(failures[1]["url"] as? String) == "/postroll-wrapper-2.xml")
    let hops = try #require(json["hops"] as? [[String: Any]])
    let breaks = Dictionary(
      hops.map { (Self.path($0["url"] as? String) ?? "", $0["break"] as? String ?? "-") },
      uniquingKeysWith: { first, _ in first })
    #expect(breaks["/vmap.xml"] == "-")
    #expect(breaks["/preroll.xml"] == "preroll")
    #expect(breaks["/preroll-inline.xml"] == "preroll")
    #expect(breaks["/midroll.xml"] == "midroll")
    #expect(breaks["/postroll-wrapper-2.xml"] == "postroll")
    // Each hop's document as fetched (null when nothing came back).
    let vmap = try #require(hops.first { Self.path($0["url"] as? String) == "/vmap.xml" })
    #expect((vmap["xml"] as? String)?.hasPrefix("<vmap:VMAP ") == true)
  }

  @Test(
    "Tag report: the verdict leads in the error colour; a 404 is not linted; kinds are what came back"
  )
  func tagReport() async throws {
    let directory = try makeTemporaryDirectory(files: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("tag.html").path
    let (result, base) = try await Self.run(["inspect", "--follow", "--html", html])
    /// The row whose URL is the server's `path` (its cell also holds findings and raw XML).
    func row(_ rows: [[String]], _ path: String) -> [String]? {
      rows.first { $0[5].hasPrefix(base + path) }
    }
    #expect(result.status == .partialFailure)
    let markup = try String(contentsOfFile: html, encoding: .utf8)
    let parsed = ParsedMarkup(markup)
    #expect(parsed.error == nil)
    let first = try #require(parsed.elements("p").first)
    #expect(first.attributes["class"] == "verdict bad")
    #expect(first.text == "completed: 2 of 3 breaks failed")
    #expect(!parsed.elements("p", class: "verdict").contains { $0.classes.contains("good") })
    #expect(!markup.contains(">loaded<"))
    #expect(
      parsed.elements("li", class: "error").contains { $0.text.hasPrefix("break \"midroll\"") })
    // Rows: #, critical path, depth, break, status, URL (+ findings, raw XML), kind, …
    let rows = parsed.indices("tr", class: "request").map { row in
      parsed.elements.filter { $0.parent == row && $0.name == "td" }.map(\.text)
    }
    let midroll = try #require(row(rows, "/midroll.xml"))
    #expect(midroll[3] == "midroll" && midroll[4] == "404")
    #expect(midroll[6].hasPrefix("no document: HTTP 404"))
    // The 404's HTML body is not linted as XML.
    #expect(!midroll[5].contains("rejected"))
    #expect(!markup.contains("parser error"))
    #expect(row(rows, "/vmap.xml")?[6].hasPrefix("VMAP: 3 breaks") == true)
    #expect(row(rows, "/preroll.xml")?[6].hasPrefix("Wrapper: 1 ad") == true)
    #expect(row(rows, "/preroll-inline.xml")?[6].hasPrefix("InLine: 1 ad") == true)
    #expect(
      row(rows, "/postroll-wrapper-2.xml")?[6].hasPrefix("not a valid document") == true)
    #expect(!rows.contains { $0[6].hasPrefix("breakTag") || $0[6].hasPrefix("wrapper") })
    // The critical path is marked.
    #expect(rows.contains { $0[1] == "*" })
    // Each fetched document's raw text, escaped, folded away.
    #expect(parsed.elements("details", class: "xml").count >= 5)
    #expect(parsed.elements("pre", class: "xml").contains { $0.text.contains("<vmap:VMAP") })
  }

  @Test("simulate: the verdict comes first in text, JSON and HTML; exit status 3")
  func simulate() async throws {
    let directory = try makeTemporaryDirectory(files: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("session.html").path
    let (text, _) = try await Self.run(["simulate", "--html", html])
    #expect(text.status == .partialFailure, "\(text.errors)")
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "completed: 2 of 3 breaks failed", "\(text.output)")
    #expect(
      lines.contains { $0.hasPrefix("  break \"midroll\": error ") && $0.contains("/midroll.xml") })
    #expect(
      lines.contains { $0.hasPrefix("  break \"postroll\": ad \"postroll-wrapper\": error ") })
    #expect(!text.output.contains("session complete"))
    let parsed = ParsedMarkup(try String(contentsOfFile: html, encoding: .utf8))
    #expect(parsed.elements("p").first?.attributes["class"] == "verdict bad")
    #expect(parsed.elements("p").first?.text == "completed: 2 of 3 breaks failed")
    #expect(
      !parsed.elements.contains { $0.classes.contains("good") && $0.text.contains("complete") })
    let (json, _) = try await Self.run(["simulate", "--json"])
    #expect(json.status == .partialFailure)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let verdict = try #require(object["verdict"] as? [String: Any])
    #expect(verdict["outcome"] as? String == "partialFailure")
    let failures = try #require(verdict["failures"] as? [[String: Any]])
    #expect(failures.compactMap { $0["break"] as? String }.contains("midroll"))
  }

  @Test("lint --follow lints what was fetched and counts the request that was not")
  func lintFollow() async throws {
    let (result, _) = try await Self.run(["lint", "--follow"])
    #expect(result.status != .success)
    #expect(result.output.contains("cannot lint: "))
    #expect(
      result.output.contains("5 documents linted, 1 could not be fetched\n"), "\(result.output)")
    #expect(!result.output.contains("parser error"))
  }

  @Test("A load that fails as a whole: `failed`, exit status 1, and no time to loaded")
  func totalFailure() async throws {
    let server = try await LocalAdServer.start(routes: ["/tag.xml": .status(404)])
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    let text = await runCLI(["inspect", "--follow", tag], transport: URLSessionTransport())
    #expect(text.status == .invalidDocument)
    #expect(text.output.hasPrefix("failed: no ad could be loaded\n  error "))
    #expect(!text.output.contains("time to loaded"))
    let json = await runCLI(
      ["inspect", "--follow", "--json", tag], transport: URLSessionTransport())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["timeToLoaded"] is NSNull)
    #expect((object["verdict"] as? [String: Any])?["outcome"] as? String == "failure")
  }
}
