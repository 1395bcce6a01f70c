import Foundation
import Testing

@testable import InterludeCLI

/// `simulate --decline N`: the app does not call `start()` for the N-th announced break, as
/// IMA's manual ad break playback guide skips one ("simply return from this handler without
/// calling start()"); the session goes on to the later breaks and ALL_ADS_COMPLETED.
@Suite("simulate: --decline")
struct SimulateDeclineTests {
  /// The timeline's lines of `kind`, as (break, detail), from the JSON output.
  private static func lines(_ output: String, kind: String) throws -> [(String, String)] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    return entries.filter { $0["kind"] as? String == kind }.map {
      ($0["break"] as? String ?? "-", $0["detail"] as? String ?? "")
    }
  }

  @Test("--no-autoplay --decline 1: the demo's later breaks are announced and played, then done")
  func declinedPreRoll() async throws {
    let result = await runCLI(["simulate", "--no-autoplay", "--decline", "1", "--json"])
    #expect(result.status == .success)
    let events = try Self.lines(result.output, kind: "event")
    #expect(events.filter { $0.1 == "AD_BREAK_READY" }.count == 3)
    #expect(events.filter { $0.1 == "AD_BREAK_STARTED" }.map(\.0) == ["midroll", "postroll"])
    #expect(events.filter { $0.1 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(events.last?.1 == "ALL_ADS_COMPLETED")
    let actions = try Self.lines(result.output, kind: "action").map(\.1)
    #expect(actions == ["decline the break: no start()"])
    // The app plays its content itself: the SDK never paused it for the declined pre-roll.
    let content = try Self.lines(result.output, kind: "content").map(\.1)
    #expect(content == ["pause", "resume", "end", "pause", "resume"])
  }

  @Test("--decline is repeatable: the pre-roll and the mid-roll declined, the post-roll plays")
  func repeatable() async throws {
    let result = await runCLI([
      "simulate", "--no-autoplay", "--decline", "1", "--decline", "2", "--no-beacons",
    ])
    #expect(result.status == .success)
    #expect(result.output.components(separatedBy: "decline the break: no start()").count == 3)
    #expect(result.output.contains("  postroll  postroll  STARTED"))
    #expect(!result.output.contains("  midroll   midroll   STARTED"))
    #expect(result.output.contains("ALL_ADS_COMPLETED"))
  }

  @Test("With autoplay on, a pre-roll declined after LOADED waits for start(): the app stops")
  func declinedAfterLoaded() async throws {
    let result = await runCLI(["simulate", "--decline", "1", "--json"])
    #expect(result.status == .invalidDocument)
    let events = try Self.lines(result.output, kind: "event")
    #expect(events.map(\.1) == ["LOADED"])
    let actions = try Self.lines(result.output, kind: "action").map(\.1)
    #expect(
      actions == [
        "decline the break: no start()", "stop: the declined break waits after the content's end",
      ])
  }

  @Test("A declined post-roll has nothing after it: the app stops, the session does not complete")
  func declinedPostRoll() async {
    let result = await runCLI(["simulate", "--no-autoplay", "--decline", "3", "--no-beacons"])
    #expect(result.status == .invalidDocument)
    #expect(result.output.contains("stop: the declined break waits after the content's end"))
    #expect(!result.output.contains("ALL_ADS_COMPLETED"))
  }

  @Test("--decline takes a whole number from 1 (exit 2 otherwise)", arguments: ["0", "-1", "x"])
  func badValue(text: String) async {
    let result = await runCLI(["simulate", "--decline", text])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("--decline takes the number of an announced break"))
  }

  @Test("simulate --help lists --decline")
  func help() async {
    let result = await runCLI(["simulate", "--help"])
    #expect(result.output.contains("--decline <N> …"))
    #expect(result.output.contains("--decline N makes the app not call start()"))
  }
}
