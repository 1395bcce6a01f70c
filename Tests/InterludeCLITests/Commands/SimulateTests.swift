import Foundation
import Testing

@testable import InterludeCLI

@Suite("simulate")
struct SimulateTests {
  @Test("The built-in demo plays every break and completes")
  func demo() async throws {
    let result = await runCLI(["simulate", "--json"])
    #expect(result.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json["completed"] as? Bool == true)
    let entries = try #require(json["entries"] as? [[String: Any]])
    #expect(
      entries.allSatisfy {
        Set($0.keys) == ["t", "contentTime", "kind", "ad", "break", "detail"]
      })
    let events = entries.filter { $0["kind"] as? String == "event" }.compactMap {
      $0["detail"] as? String
    }
    #expect(events.filter { $0 == "STARTED" }.count == 4)
    #expect(events.filter { $0 == "COMPLETE" }.count == 4)
    #expect(events.filter { $0 == "AD_BREAK_STARTED" }.count == 3)
    #expect(events.last == "ALL_ADS_COMPLETED")
    let content = entries.filter { $0["kind"] as? String == "content" }.compactMap {
      $0["detail"] as? String
    }
    #expect(content == ["pause", "resume", "pause", "resume", "end", "pause", "resume"])
    let beacons = entries.filter { $0["kind"] as? String == "beacon" }.compactMap {
      $0["detail"] as? String
    }
    #expect(beacons.filter { $0.hasSuffix("/start") }.count == 4)
    #expect(beacons.contains("https://beacons.interlude.test/break/end?id=preroll"))
  }

  @Test("--skip skips the skippable mid-roll after its offset; --fault timeout fails the first ad")
  func options() async throws {
    let skipped = await runCLI(["simulate", "--skip", "--no-beacons"])
    #expect(skipped.status == .success)
    #expect(skipped.output.contains("  midroll   midroll   SKIPPED"))
    let faulted = await runCLI(["simulate", "--fault", "timeout", "--no-beacons"])
    // An ad that failed to play is a partial failure (exit 3), said first.
    #expect(faulted.status == .partialFailure)
    #expect(faulted.output.hasPrefix("completed with 1 error: "))
    #expect(faulted.output.contains("  error    preroll   pod-ad-1  402"))
    #expect(faulted.output.contains("  preroll   pod-ad-2  STARTED"))
  }

  @Test("Bad option values exit with 2")
  func badOptions() async {
    #expect(await runCLI(["simulate", "--fault", "meteor"]).status == .unusableInput)
    #expect(await runCLI(["simulate", "--seek", "abc"]).status == .unusableInput)
  }
}
