import Foundation
import Interlude
import InterludeSimulation
import Testing

@testable import InterludeCLI

@Suite("simulate --html")
struct SimulationHTMLRendererTests {
  /// The demo session's report, with no consent options.
  @MainActor
  private func demoReport(
    _ options: SimulationOptions = SimulationOptions()
  ) async throws
    -> SimulationReport
  {
    let (request, transport, settings) = try DemoSession.make()
    let result = await SessionSimulator.run(
      request, transport: transport, settings: settings, options: options)
    let consent = try SimulatedConsent(arguments: ParsedArguments())
    let privacy = PrivacySummary(consent: consent, signals: options.privacy)
    return SimulationReport(result: result, privacy: privacy)
  }

  @Test("The demo: one SVG timeline, one bar per ad with its quartile ticks, one mark per beacon")
  func structure() async throws {
    let report = try await demoReport()
    let parsed = ParsedMarkup(SimulationHTMLRenderer().render(report))
    #expect(parsed.error == nil)
    #expect(parsed.elements("svg").count == 1)
    #expect(parsed.elements("svg", class: "timeline").count == 1)
    let started = report.entries.filter { $0.kind == .event && $0.detail == "STARTED" }
    let bars = parsed.elements("rect", class: "ad")
    #expect(bars.count == started.count)
    #expect(started.count == 4)
    #expect(bars.map { $0.title?.components(separatedBy: " in ").first } == started.map(\.ad))
    for group in parsed.indices("g", class: "ad-group") {
      let ticks = parsed.descendants(of: group).filter { $0.classes.contains("quartile") }
      #expect(
        ticks.map { $0.title?.components(separatedBy: " at ").first } == [
          "FIRST_QUARTILE", "MIDPOINT", "THIRD_QUARTILE",
        ])
    }
    let beacons = report.entries.filter { $0.kind == .beacon }
    let marks = parsed.elements("circle", class: "beacon")
    #expect(marks.count == beacons.count)
    #expect(
      marks.map { $0.title?.split(separator: " ").last.map(String.init) } == beacons.map(\.detail))
    let requests = report.entries.filter { $0.kind == .request }
    #expect(parsed.elements("circle", class: "request").count == requests.count)
    #expect(
      parsed.elements("rect", class: "break").map { $0.title?.split(separator: ",").first } == [
        "break preroll", "break midroll", "break postroll",
      ])
    #expect(parsed.elements("rect", class: "content").count == 2)
    #expect(parsed.elements("circle", class: "error").isEmpty)
  }

  @Test("The privacy summary comes first, before the timeline, and every outbound URL is listed")
  func privacyFirst() async throws {
    let report = try await demoReport()
    let parsed = ParsedMarkup(SimulationHTMLRenderer().render(report))
    let body = try #require(parsed.elements.firstIndex { $0.name == "body" })
    let firstBlock = parsed.elements.indices.first {
      parsed.elements[$0].parent == body && parsed.elements[$0].name == "div"
    }
    let summary = try #require(firstBlock.map { parsed.elements[$0] })
    #expect(summary.classes.contains("privacy"))
    #expect(summary.text.contains(report.privacy.line))
    let svg = try #require(parsed.elements.firstIndex { $0.name == "svg" })
    #expect(try #require(firstBlock) < svg)
    let urls = parsed.elements("table", class: "outbound").first?.text ?? ""
    #expect(report.outbound.allSatisfy { urls.contains($0.url) })
  }

  @Test("A failed ad is drawn red: an error mark with its message, the ad's bar marked failed")
  func errors() async throws {
    var options = SimulationOptions()
    options.firstAdFaults = [.error(at: 3, .playbackFailed("simulated decoder error"))]
    let report = try await demoReport(options)
    let parsed = ParsedMarkup(SimulationHTMLRenderer().render(report))
    #expect(parsed.error == nil)
    let errors = report.entries.filter { $0.kind == .error }
    #expect(!errors.isEmpty)
    let marks = parsed.elements("circle", class: "error")
    #expect(marks.count == errors.count)
    #expect(marks.allSatisfy { $0.title?.contains("simulated decoder error") == true })
    #expect(parsed.elements("rect", class: "failed").count == 1)
  }

  @Test("Self-contained: no script, no external resource, nothing fetched when opened")
  func selfContained() async throws {
    let parsed = ParsedMarkup(SimulationHTMLRenderer().render(try await demoReport()))
    #expect(parsed.elements("script").isEmpty)
    #expect(parsed.elements("link").isEmpty)
    #expect(parsed.elements("img").isEmpty)
    #expect(
      parsed.elements.allSatisfy { $0.attributes["src"] == nil && $0.attributes["href"] == nil })
    #expect(parsed.elements("style").count == 1)
    #expect(parsed.elements("style").first?.text.contains("url(") == false)
  }

  @Test("Hostile ad ids and beacon URLs stay text: no element is injected, the text reads back")
  func hostile() async throws {
    let id = "\"><script>alert('id')</script>&amp;]]>"
    let escapedID = HTMLEscaping.attribute(id)
    let vast = """
      <VAST version="4.2"><Ad id="\(escapedID)"><InLine><AdSystem>t</AdSystem><AdTitle>x</AdTitle>
      <Impression><![CDATA[https://t.test/imp?a="'<script>alert(1)</script>&b=1]]></Impression>
      <Creatives><Creative><Linear><Duration>00:00:04</Duration>
      <TrackingEvents><Tracking event="start"><![CDATA[https://t.test/start?x=</title><script>]]></Tracking></TrackingEvents>
      <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
      <![CDATA[https://t.test/a.mp4]]></MediaFile></MediaFiles></Linear></Creative></Creatives>
      </InLine></Ad></VAST>
      """
    let result = await SessionSimulator.run(
      AdsRequest(adsResponse: vast), transport: InMemoryTransport(responses: [:]))
    let consent = try SimulatedConsent(arguments: ParsedArguments())
    let report = SimulationReport(
      result: result,
      privacy: PrivacySummary(consent: consent, signals: SimulationOptions().privacy))
    let parsed = ParsedMarkup(SimulationHTMLRenderer().render(report))
    #expect(parsed.error == nil)
    #expect(parsed.elements("script").isEmpty)
    #expect(report.entries.contains { $0.ad == id })
    #expect(parsed.elements("rect", class: "ad").first?.title?.hasPrefix(id) == true)
    let beacons = report.entries.filter { $0.kind == .beacon }.map(\.detail)
    #expect(beacons.contains { $0.contains("<script>") || $0.contains("%3Cscript%3E") })
    let titles = parsed.elements("circle", class: "beacon").compactMap(\.title)
    #expect(beacons.allSatisfy { beacon in titles.contains { $0.hasSuffix(beacon) } })
  }

  @Test("Deterministic: the same report renders to the same bytes")
  func deterministic() async throws {
    let report = try await demoReport()
    #expect(SimulationHTMLRenderer().render(report) == SimulationHTMLRenderer().render(report))
  }

  @Test("simulate --html FILE writes the report and keeps the text output")
  func command() async throws {
    let directory = try makeTemporaryDirectory(files: [:])
    let path = directory.appendingPathComponent("session.html").path
    let result = await runCLI(["simulate", "--html", path])
    #expect(result.status == .success)
    #expect(result.output.hasPrefix("session complete: 3 breaks\nprivacy: "))
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let parsed = ParsedMarkup(html)
    #expect(parsed.error == nil)
    #expect(parsed.elements("rect", class: "ad").count == 4)
  }

  @Test("An unwritable --html path exits 2 with one sentence naming it")
  func unwritable() async {
    let result = await runCLI(["simulate", "--html", "/nonexistent-dir/x.html"])
    #expect(result.status == .unusableInput)
    #expect(
      result.errors.contains(
        "cannot write the HTML report to /nonexistent-dir/x.html: no such file or directory"))
  }
}
