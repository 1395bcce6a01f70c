import Foundation
import Interlude
import InterludeInspect
import InterludeTestSupport
import Testing

@testable import InterludeCLI

@Suite("inspect --follow --html")
struct FollowHTMLRendererTests {
  private let wrapper = """
    <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>Outer</AdSystem>
      <VASTAdTagURI><![CDATA[inline.xml]]></VASTAdTagURI>
      <Impression><![CDATA[https://t.test/wrapper-imp]]></Impression>
    </Wrapper></Ad></VAST>
    """

  private func temporaryPath() throws -> String {
    try makeTemporaryDirectory(files: [:]).appendingPathComponent("tag.html").path
  }

  @Test("One waterfall row per request the tool made, with depth, status, bytes and a bar")
  func waterfall() async throws {
    let transport = RecordingTransport()
    transport.stub("https://ads.test/tag.xml", with: .vast(wrapper))
    transport.stub("https://ads.test/inline.xml", with: .vast(Inputs.inline))
    let path = try temporaryPath()
    let result = await runCLI(
      ["inspect", "--follow", "--html", path, "https://ads.test/tag.xml"], transport: transport)
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("loaded: 1 ad\nrequests (2, * on the critical path):"))
    let parsed = ParsedMarkup(try String(contentsOfFile: path, encoding: .utf8))
    #expect(parsed.error == nil)
    let rows = parsed.indices("tr", class: "request")
    #expect(rows.count == transport.requestedURLs.count)
    let cells = rows.map { row in parsed.descendants(of: row).filter { $0.name == "td" } }
    // Columns: #, critical path, depth, break, status, URL, kind, bytes.
    let documents = cells.filter { $0[2].text != "-" }
    #expect(documents.map { $0[1].text } == ["*", "*"])
    #expect(documents.map { $0[2].text } == ["0", "1"])
    #expect(documents.map { $0[4].text } == ["200", "200"])
    #expect(
      documents.map { $0[7].text } == [
        String(wrapper.utf8.count), String(Inputs.inline.utf8.count),
      ])
    #expect(documents.map { $0[5].text.hasPrefix("https://ads.test/") } == [true, true])
    #expect(documents.map { $0[6].text } == ["Wrapper: 1 ad", "InLine: 1 ad"])
    #expect(parsed.elements("div", class: "wait").count == rows.count)
    #expect(parsed.elements("table", class: "waterfall").count == 1)
    #expect(parsed.elements("script").isEmpty)
    #expect(
      parsed.elements.allSatisfy { $0.attributes["src"] == nil && $0.attributes["href"] == nil })
  }

  @Test("Lint findings per document: each row lists what VASTValidator finds in its body")
  func findings() async throws {
    let transport = RecordingTransport()
    let broken =
      #"<VAST version="4.2"><Ad id="b"><InLine><AdSystem>t</AdSystem></InLine></Ad></VAST>"#
    transport.stub("https://ads.test/tag.xml", with: .vast(wrapper))
    transport.stub("https://ads.test/inline.xml", with: .vast(broken))
    let path = try temporaryPath()
    _ = await runCLI(
      ["inspect", "--follow", "--html", path, "https://ads.test/tag.xml"], transport: transport)
    let parsed = ParsedMarkup(try String(contentsOfFile: path, encoding: .utf8))
    #expect(parsed.error == nil)
    let validator = VASTValidator()
    let expected = [wrapper, broken].map { validator.validate(Data($0.utf8)) }
    #expect(expected[1].hasErrors)
    let lists = parsed.indices("ul", class: "findings")
    let items = lists.map { parsed.descendants(of: $0).filter { $0.name == "li" }.map(\.text) }
    let wanted = expected.map { report in
      (report.failure.map { ["rejected: \($0.description)"] } ?? [])
        + report.diagnostics.map(\.description)
    }.filter { !$0.isEmpty }
    #expect(items == wanted)
    #expect(parsed.elements("li", class: "error").count >= 1)
  }

  @Test("A failed hop's row is marked failed and shows its status")
  func failedHop() async throws {
    let transport = RecordingTransport()
    transport.stub("https://ads.test/tag.xml", with: .vast(wrapper))
    transport.stub("https://ads.test/inline.xml", with: .status(404))
    let path = try temporaryPath()
    let result = await runCLI(
      ["inspect", "--follow", "--html", path, "https://ads.test/tag.xml"], transport: transport)
    #expect(result.status == .invalidDocument)
    let parsed = ParsedMarkup(try String(contentsOfFile: path, encoding: .utf8))
    let failed = parsed.indices("tr", class: "failed").map { row in
      parsed.descendants(of: row).filter { $0.name == "td" }.map(\.text)
    }
    // Columns: #, critical path, depth, break, status, URL.
    #expect(failed.contains { $0[4] == "404" && $0[5] == "https://ads.test/inline.xml" })
    #expect(
      parsed.elements("p", class: "bad").first?.text.hasPrefix("failed: no ad could be loaded")
        == true)
  }

  @Test("Hostile URLs and findings stay text in cells and in bar titles: nothing injected")
  func hostile() throws {
    let url = "https://ads.test/t?a=\"><script>alert('x')</script>&b=]]>"
    let hop = LoadHop(
      url: url, depth: 0, statusCode: 500, milliseconds: 12, bytes: 3,
      outcome: .failed(.undefined, "<b>bold</b> & \"quoted\""))
    let error = AdError(type: .loadingFailed, code: .vastLoadTimeout, message: "</pre><script>")
    let report = FollowReport(error: error, hops: [hop], milliseconds: 12)
    var rows = WaterfallRow.rows(hops: [hop], exchanges: [], validator: VASTValidator())
    rows[0].findings = [
      Diagnostic(
        ruleID: "x", severity: .warning, message: "<img src=x onerror=alert(1)>", path: "/")
    ]
    let parsed = ParsedMarkup(FollowHTMLRenderer().render(report, rows: rows))
    #expect(parsed.error == nil)
    #expect(parsed.elements("script").isEmpty)
    #expect(parsed.elements("img").isEmpty)
    #expect(parsed.elements("b").isEmpty)
    let cells = parsed.indices("tr", class: "request").flatMap { row in
      parsed.descendants(of: row).map(\.text)
    }
    #expect(cells.contains { $0.hasPrefix(url) })
    #expect(
      parsed.elements("div", class: "wait").first?.attributes["title"]?.hasPrefix(url) == true)
    #expect(parsed.elements("li", class: "warning").first?.text.contains("<img src=x") == true)
  }

  @Test(
    "Rows take start and duration from the timed exchanges, in start order; extra requests follow")
  func rows() {
    let hops = [
      LoadHop(
        url: "https://a.test/2", depth: 1, statusCode: 200, milliseconds: 5, bytes: 2,
        outcome: .vast(ads: 1)),
      LoadHop(
        url: "https://a.test/1", depth: 0, statusCode: 200, milliseconds: 30, bytes: 1,
        outcome: .vast(ads: 1)),
    ]
    let exchanges = [
      TimedExchange(
        url: "https://a.test/1", purpose: .adRequest, start: 0, milliseconds: 30, statusCode: 200),
      TimedExchange(
        url: "https://a.test/2", purpose: .wrapper, start: 31, milliseconds: 5, statusCode: 200),
      TimedExchange(
        url: "https://a.test/pixel", purpose: .beacon, start: 40, milliseconds: 1, statusCode: 204),
    ]
    let rows = WaterfallRow.rows(hops: hops, exchanges: exchanges, validator: VASTValidator())
    #expect(rows.map(\.url) == ["https://a.test/1", "https://a.test/2", "https://a.test/pixel"])
    #expect(rows.map(\.start) == [0, 31, 40])
    #expect(rows.map(\.depth) == [0, 1, nil])
    #expect(rows.map(\.purpose) == ["adRequest", "wrapper", "beacon"])
    #expect(rows.map(\.failed) == [false, false, false])
  }

  @Test("Deterministic: the same report and rows render to the same bytes")
  func deterministic() {
    let hop = LoadHop(
      url: "https://a.test/1", depth: 0, statusCode: 200, milliseconds: 3, bytes: 1,
      outcome: .vast(ads: 1))
    let report = FollowReport(
      error: AdError(type: .loadingFailed, code: .vastLoadTimeout, message: "m"), hops: [hop],
      milliseconds: 12)
    let rows = WaterfallRow.rows(hops: [hop], exchanges: [], validator: VASTValidator())
    #expect(
      FollowHTMLRenderer().render(report, rows: rows)
        == FollowHTMLRenderer().render(report, rows: rows))
  }

  @Test("--html without --follow is a usage error (exit 2): the waterfall needs the requests")
  func needsFollow() async {
    let result = await runCLI(["inspect", "--html", "/tmp/x.html", "-"])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("--html needs --follow"))
  }
}
