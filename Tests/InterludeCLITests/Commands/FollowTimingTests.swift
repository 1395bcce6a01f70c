import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `inspect --follow`: time to loaded, per request and in total, the critical path, and
/// `--repeat N` (cold first, then warm, with medians).
@Suite("inspect --follow: timings")
struct FollowTimingTests {
  @Test("--repeat takes a whole number of loads from 1 to 1000, with --follow only")
  func repeatParsing() throws {
    #expect(try InspectCommand.loads(nil, follow: false) == 1)
    #expect(try InspectCommand.loads(nil, follow: true) == 1)
    #expect(try InspectCommand.loads("5", follow: true) == 5)
    #expect(try InspectCommand.loads("1000", follow: true) == 1000)
    for bad in ["0", "-1", "x", "2.5", "1001", ""] {
      #expect(throws: CLIError.self, "\(bad)") { try InspectCommand.loads(bad, follow: true) }
    }
    #expect(throws: CLIError.self) { try InspectCommand.loads("3", follow: false) }
  }

  @Test("--repeat without --follow, or not a count, is a usage error (exit 2)")
  func repeatUsageErrors() async {
    let alone = await runCLI(["inspect", "--repeat", "3", "-"], standardInput: Data("x".utf8))
    #expect(alone.status == .unusableInput)
    #expect(alone.errors.contains("--repeat needs --follow"))
    let zero = await runCLI(["inspect", "--follow", "--repeat", "0", "https://ads.test/t.xml"])
    #expect(zero.status == .unusableInput)
    #expect(zero.errors.contains("--repeat takes a whole number of loads"))
  }

  @Test("The median is the middle value, or the mean of the two middle ones")
  func median() {
    #expect(RepeatedLoads.median([]) == nil)
    #expect(RepeatedLoads.median([7]) == 7)
    #expect(RepeatedLoads.median([3, 1, 2]) == 2)
    #expect(RepeatedLoads.median([4, 1, 3, 2]) == 2.5)
    let loads = RepeatedLoads(runs: [40, 12, 10, 11, 30])
    #expect(loads.cold == 40)
    #expect(loads.medianWarm == 11.5)
    #expect(loads.medianAll == 12)
    #expect(RepeatedLoads(runs: [9]).medianWarm == nil)
    #expect((0..<3).map(RepeatedLoads.cache(ofRun:)) == ["cold", "warm", "warm"])
  }

  @Test("The critical path runs back from the last request to finish through its parents")
  func criticalPath() {
    func hop(_ url: String, _ start: Double, _ duration: Double, parent: String?) -> LoadHop {
      LoadHop(
        url: url, depth: 0, statusCode: 200, milliseconds: duration, bytes: 1,
        outcome: .vast(ads: 1), startMilliseconds: start, parentURL: parent)
    }
    let hops = [
      hop("https://a.test/vmap", 0, 10, parent: nil),
      hop("https://a.test/fast", 10, 5, parent: "https://a.test/vmap"),
      hop("https://a.test/slow", 10, 30, parent: "https://a.test/vmap"),
      hop("https://a.test/fast-inline", 15, 5, parent: "https://a.test/fast"),
      hop("https://a.test/slow-inline", 40, 8, parent: "https://a.test/slow"),
    ]
    #expect(LoadTiming.criticalPath(of: hops) == [0, 2, 4])
    #expect(LoadTiming.criticalPath(of: []) == [])
    #expect(LoadTiming.criticalPath(of: Array(hops.prefix(2))) == [0, 1])
  }

  /// A VMAP whose pre-roll is inline and whose two break tags lead to wrapper chains, the
  /// second slower and deeper: served by `Scripts/ad-test-server.py`.
  private static func routes() -> [String: AdServerRoute] {
    let inline = """
      <VAST version="4.2"><Ad id="inline"><InLine><AdSystem>T</AdSystem><AdTitle>t</AdTitle>
        <Impression><![CDATA[{{BASE_URL}}/pixel]]></Impression><Creatives><Creative><Linear>
        <Duration>00:00:05</Duration><MediaFiles><MediaFile delivery="progressive"
        type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/a.mp4]]></MediaFile>
        </MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    func wrapper(to path: String) -> String {
      """
      <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>W</AdSystem>
        <VASTAdTagURI><![CDATA[{{BASE_URL}}\(path)]]></VASTAdTagURI>
      </Wrapper></Ad></VAST>
      """
    }
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="00:01:00.000" breakType="linear" breakId="a">
          <vmap:AdSource><vmap:AdTagURI templateType="vast4"><![CDATA[{{BASE_URL}}/a-wrapper]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="00:02:00.000" breakType="linear" breakId="b">
          <vmap:AdSource><vmap:AdTagURI templateType="vast4"><![CDATA[{{BASE_URL}}/b-wrapper]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    return [
      "/vmap": .vast(vmap),
      "/a-wrapper": .vast(wrapper(to: "/a-inline")),
      "/a-inline": .vast(inline),
      "/b-wrapper": AdServerRoute.vast(wrapper(to: "/b-wrapper-2")).delayed(milliseconds: 40),
      "/b-wrapper-2": AdServerRoute.vast(wrapper(to: "/b-inline")).delayed(milliseconds: 40),
      "/b-inline": AdServerRoute.vast(inline).delayed(milliseconds: 40),
    ]
  }

  /// `inspect --follow` with `options` on the ``routes()`` served by the local ad server, over
  /// HTTP; the result and the ad tag.
  private static func follow(_ options: [String]) async throws -> (CLIResult, String) {
    let server = try await LocalAdServer.start(routes: routes())
    defer { server.stop() }
    let tag = server.url(path: "/vmap").absoluteString
    let result = await runCLI(
      ["inspect", "--follow"] + options + [tag], transport: URLSessionTransport())
    return (result, tag)
  }

  @Test(
    "JSON: every hop has its start and duration, the critical path is marked and sums up",
    .enabled(if: LocalAdServer.isAvailable, "\(LocalAdServer.unavailableReason ?? "")"))
  func timingsOverHTTP() async throws {
    let (result, tag) = try await Self.follow(["--json", "--repeat", "3"])
    #expect(result.status == .success, "\(result.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let hops = try #require(json["hops"] as? [[String: Any]])
    #expect(hops.count == 6)
    let starts = hops.compactMap { $0["startMilliseconds"] as? Double }
    let durations = hops.compactMap { $0["milliseconds"] as? Double }
    #expect(starts.count == 6 && durations.count == 6)
    #expect(starts.allSatisfy { $0 >= 0 } && durations.allSatisfy { $0 >= 0 })
    let timing = try #require(json["timeToLoaded"] as? [String: Any])
    let total = try #require(timing["milliseconds"] as? Double)
    // Every request ends within the time to loaded (a tenth of a millisecond of rounding).
    for (start, duration) in zip(starts, durations) { #expect(start + duration <= total + 0.2) }
    // The critical path: the ad tag, then the slower break's three requests, one after the
    // other; the hops flagged are the ones listed.
    let path = try #require(timing["criticalPath"] as? [Int])
    let urls = hops.map { ($0["url"] as? String ?? "").replacingOccurrences(of: tag, with: "") }
    #expect(
      path.map { URL(string: hops[$0]["url"] as? String ?? "")?.path }
        == ["/vmap", "/b-wrapper", "/b-wrapper-2", "/b-inline"], "\(urls)")
    #expect(
      hops.indices.filter { hops[$0]["criticalPath"] as? Bool == true } == path.sorted())
    for (previous, next) in zip(path, path.dropFirst()) {
      #expect(starts[next] + 0.2 >= starts[previous] + durations[previous])
    }
    let pathSum = path.reduce(0) { $0 + durations[$1] }
    #expect(pathSum <= total + 0.5)
    // --repeat 3: one cold load, then two warm ones, with their medians.
    let repeated = try #require(json["repeat"] as? [String: Any])
    let runs = try #require(repeated["runs"] as? [[String: Any]])
    #expect(runs.map { $0["run"] as? Int } == [1, 2, 3])
    #expect(runs.map { $0["cache"] as? String } == ["cold", "warm", "warm"])
    let times = runs.compactMap { $0["milliseconds"] as? Double }
    #expect(times.count == 3 && times.first == total)
    #expect(repeated["coldMilliseconds"] as? Double == total)
    #expect(repeated["medianWarmMilliseconds"] as? Double != nil)
    #expect(repeated["medianAllMilliseconds"] as? Double != nil)
  }

  @Test(
    "Text: * marks the critical path; the time to loaded and the repeated loads follow",
    .enabled(if: LocalAdServer.isAvailable, "\(LocalAdServer.unavailableReason ?? "")"))
  func timingsAsText() async throws {
    let (result, tag) = try await Self.follow(["--repeat", "2"])
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "loaded: 2 breaks")
    #expect(lines.dropFirst().first == "requests (6, * on the critical path):")
    let marked = lines.filter { $0.hasPrefix("* [") }
    #expect(marked.count == 4)
    #expect(marked.first?.hasSuffix("  \(tag)") == true)
    #expect(lines.filter { $0.hasPrefix("  [") && !$0.hasPrefix("  [N]") }.count == 2)
    #expect(
      lines.contains {
        $0.hasPrefix("time to loaded: ") && $0.contains(" ms (critical path: 4 requests, ")
      })
    #expect(lines.contains("repeated loads on one loader (2):"))
    #expect(lines.contains { $0.hasPrefix("  run 1 (cold): ") && $0.hasSuffix(" ms") })
    #expect(lines.contains { $0.hasPrefix("  run 2 (warm): ") && $0.hasSuffix(" ms") })
    #expect(
      lines.contains {
        $0.hasPrefix("  cold ") && $0.contains(", median warm ") && $0.contains(", median of all ")
      })
  }
}
