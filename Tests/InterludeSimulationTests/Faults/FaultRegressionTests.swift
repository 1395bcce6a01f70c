import Foundation
import Interlude
import InterludeSimulation
import Testing

/// The cells of the fault matrix that found a defect, each kept as a test of the rule it broke.
@MainActor
@Suite("Fault matrix: regressions")
struct FaultRegressionTests {
  /// Plays `shape` with `faults` (as `--fault` writes them), and expects every invariant held.
  private func run(
    _ shape: SessionShape, _ faults: String...
  ) async throws
    -> SessionSimulator.Result
  {
    let parsed = try faults.map { try SessionFault(parsing: $0) }
    let result = await FaultMatrix.run(shape, faults: parsed)
    #expect(FaultMatrix.violations(in: result) == [], "\(shape.rawValue) \(faults)")
    return result
  }

  private func names(_ result: SessionSimulator.Result) -> [String] {
    result.events.map(\.name)
  }

  @Test("IMA destroy(): no beacon after destroy() called in the content pause callback")
  func destroyInContentPause() async throws {
    let result = try await run(.vmap, "destroy@CONTENT_PAUSE_REQUESTED")
    let after = result.outbound[(result.outboundAtDestroy ?? 0)...]
    #expect(!after.contains { $0.url.hasSuffix("/breakStart") })
    #expect(!names(result).contains("AD_BREAK_STARTED"))
  }

  @Test(
    "IMA destroy(): no content resume and no ALL_ADS_COMPLETED after destroy() in AD_BREAK_ENDED")
  func destroyInBreakEnded() async throws {
    let result = try await run(.single, "destroy@AD_BREAK_ENDED")
    let destroy = try #require(names(result).firstIndex(of: "APP_DESTROY"))
    #expect(names(result)[destroy...].allSatisfy { $0.hasPrefix("APP_") })
  }

  @Test("IMA discardAdBreak(): a break discarded in its content pause callback does not start")
  func discardInContentPause() async throws {
    let result = try await run(.single, "discard@CONTENT_PAUSE_REQUESTED")
    #expect(!names(result).contains("AD_BREAK_STARTED"))
    #expect(names(result).last == "ALL_ADS_COMPLETED")
  }

  @Test(
    "IMA discardAdBreak(): the discarded pre-roll's ad never plays in a later break",
    arguments: ["discard@LOADED", "discard@CONTENT_PAUSE_REQUESTED", "discard@AD_BREAK_STARTED"])
  func discardedAdNotReplayed(fault: String) async throws {
    let result = try await run(.vmap, fault)
    #expect(!result.events.contains { $0.name == "STARTED" && $0.ad?.contains("pre1") == true })
    #expect(result.events.contains { $0.name == "STARTED" && $0.ad?.contains("mid1") == true })
  }

  @Test(
    "IMA contentComplete(): called during a break, the post-roll waits for the break's end",
    arguments: [
      "content-complete@CONTENT_PAUSE_REQUESTED", "content-complete@STARTED",
      "content-complete@AD_BREAK_ENDED", "content-complete@AD_BREAK_ENDED#2",
    ])
  func contentCompleteDuringABreak(fault: String) async throws {
    let result = try await run(.vmap, fault)
    #expect(result.completed)
    #expect(result.events.contains { $0.name == "STARTED" && $0.ad?.contains("post1") == true })
  }

  @Test("IMA discardAdBreak(): called in AD_BREAK_ENDED, the ended break does not end again")
  func discardInBreakEnded() async throws {
    let result = try await run(.vmap, "discard@AD_BREAK_ENDED#2")
    let ends = result.outbound.filter { $0.url.hasSuffix("/mid1/breakEnd") }
    #expect(ends.count == 1)
    #expect(names(result).filter { $0 == "AD_BREAK_ENDED" }.count == 3)
  }

  @Test("A clock jump past the content's end during a break: the post-roll waits for the break")
  func clockJumpPastTheEnd() async throws {
    let result = try await run(.vmap, "clock-jump:30@CONTENT_RESUME_REQUESTED#2")
    #expect(result.completed)
  }

  @Test("IMA skip(): skip() inside the SKIPPED callback skips nothing more")
  func skipInSkipped() async throws {
    let result = try await run(.skippable, "skip@SKIPPED")
    #expect(names(result).filter { $0 == "SKIPPED" }.count == 1)
  }

  @Test(
    "VAST 4.2 quartiles fire for media played: none while the app is in the background",
    arguments: [
      "background:10@IMPRESSION", "interruption:5@STARTED", "background:10@FIRST_QUARTILE",
    ]
  )
  func quartilesWhileSuspended(fault: String) async throws {
    let result = try await run(.single, fault)
    #expect(result.completed)
    #expect(names(result).filter { $0.hasSuffix("QUARTILE") || $0 == "MIDPOINT" }.count == 3)
  }

  @Test("A stall that ends while the app is in the background plays on when it comes back")
  func stallEndingInBackground() async throws {
    let result = try await run(.single, "stall:2@00:00:03", "background:3@00:00:04.5")
    #expect(result.completed)
    #expect(names(result).contains("COMPLETE"))
  }

  @Test("A fault built without a moment that is not the media's is reported, not dropped")
  func faultWithoutMoment() async {
    let result = await FaultMatrix.run(.single, faults: [SessionFault(.destroy, at: .firstAd)])
    #expect(result.entries.contains { $0.kind == .error && $0.detail.contains("needs a moment") })
    #expect(result.completed)
  }

  @Test("BeaconQueue at least once: beacons fired offline all arrive once the network is back")
  func offlineBeacons() async throws {
    let result = try await run(.pod3, "offline:20@STARTED")
    let delivered = try #require(result.deliveredBeacons)
    #expect(delivered.count == result.outbound.filter { $0.kind == .beacon }.count)
    #expect(delivered.contains { $0.t >= 20 })
  }
}
