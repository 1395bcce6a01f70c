import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `simulate --send-beacons` sends the session's beacons to their tracking server through the
/// SDK's beacon queue and lists each one's HTTP status, so that ad-ops can check a tracking
/// server; without it no beacon leaves the process. The local ad server plays the tracking
/// server.
@Suite(
  "simulate --send-beacons", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(LocalAdServer.unavailableReason ?? "")"))
struct SimulateSendBeaconsTests {
  /// One 2-second ad whose impression and start beacons the server answers 204 and 200, and
  /// whose complete beacon it does not know (404).
  private static let routes: [String: AdServerRoute] = [
    "/tag.xml": .vast(
      """
      <VAST version="4.2"><Ad id="a1"><InLine><AdSystem>Test</AdSystem><AdTitle>t</AdTitle>
        <Impression><![CDATA[{{BASE_URL}}/imp]]></Impression>
        <Creatives><Creative><Linear><Duration>00:00:02</Duration>
          <TrackingEvents>
            <Tracking event="start"><![CDATA[{{BASE_URL}}/start]]></Tracking>
            <Tracking event="complete"><![CDATA[{{BASE_URL}}/unknown-beacon]]></Tracking>
          </TrackingEvents>
          <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
            <![CDATA[{{BASE_URL}}/ad.mp4]]></MediaFile></MediaFiles>
        </Linear></Creative></Creatives>
      </InLine></Ad></VAST>
      """),
    "/imp": .status(204),
    "/start": .status(200),
  ]

  @Test("--send-beacons: every beacon reaches the server, and each one's status is listed")
  func sendsAndReports() async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    let result = await runCLI(
      ["simulate", tag, "--send-beacons", "--no-beacons", "--content-duration", "5"])
    #expect(result.status == .success, "\(result.errors)")
    let seen = try await server.requestLog().map(\.path)
    #expect(seen.contains("/imp"))
    #expect(seen.contains("/start"))
    #expect(seen.contains("/unknown-beacon"))
    #expect(result.output.contains("beacons sent ("))
    #expect(result.output.contains("  204  \(server.url(path: "/imp").absoluteString)\n"))
    #expect(result.output.contains("  200  \(server.url(path: "/start").absoluteString)\n"))
    #expect(
      result.output.contains("  404  \(server.url(path: "/unknown-beacon").absoluteString)\n"))
  }

  @Test("--send-beacons --json: `beaconsSent` gives each beacon's status; null without it")
  func statusesInJSON() async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    func beaconsSent(_ extra: [String]) async throws -> Any? {
      let result = await runCLI(["simulate", tag, "--json", "--content-duration", "5"] + extra)
      #expect(result.status == .success, "\(result.errors)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      return json["beaconsSent"]
    }
    let sent = try #require(try await beaconsSent(["--send-beacons"]) as? [[String: Any]])
    var statuses: [String: Int] = [:]
    for delivery in sent {
      let url = try #require(delivery["url"] as? String)
      statuses[url] = delivery["status"] as? Int
      #expect(delivery["failure"] is NSNull)
    }
    #expect(statuses[server.url(path: "/imp").absoluteString] == 204)
    #expect(statuses[server.url(path: "/start").absoluteString] == 200)
    #expect(statuses[server.url(path: "/unknown-beacon").absoluteString] == 404)
    #expect(try await beaconsSent([]) is NSNull)
  }

  @Test("--send-beacons --html: a table of the beacons sent, a beacon not taken (404) in red")
  func statusesInHTML() async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let directory = try makeTemporaryDirectory(files: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("session.html").path
    let tag = server.url(path: "/tag.xml").absoluteString
    let result = await runCLI(
      ["simulate", tag, "--send-beacons", "--html", html, "--content-duration", "5"])
    #expect(result.status == .success, "\(result.errors)")
    let parsed = ParsedMarkup(try String(contentsOfFile: html, encoding: .utf8))
    #expect(parsed.elements("h2").contains { $0.text.hasPrefix("Beacons sent (") })
    let failed = parsed.elements("tr", class: "failed").map(\.text)
    #expect(failed.count == 1)
    #expect(failed.first?.contains("404") == true)
    #expect(failed.first?.contains(server.url(path: "/unknown-beacon").absoluteString) == true)
  }

  @Test("without --send-beacons no beacon request reaches the server")
  func sendsNothingByDefault() async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    let result = await runCLI(["simulate", tag, "--content-duration", "5"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(try await server.requestLog().map(\.path) == ["/tag.xml"])
    #expect(result.output.contains("beacons listed, not sent"))
    #expect(!result.output.contains("beacons sent ("))
  }
}
