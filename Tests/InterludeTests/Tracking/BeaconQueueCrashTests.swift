// The crash test runs processes: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import InterludeTestSupport
import Testing

/// A short run of `Scripts/beacon-crash-test`: a helper process delivering beacons through a
/// `BeaconQueue` is killed with SIGKILL at seven points (offline mid-enqueue, at start-up,
/// mid-enqueue, with requests out, after deliveries, while draining, at a random time), restarted
/// on the same journal each time, and the local server's log must show every beacon counted
/// once: a request resent because a kill caught it out before its delivered mark was written
/// carries the same `Idempotency-Key` and is answered as a replay, not counted again.
@Suite("BeaconQueue crash test: SIGKILL, restart, the server's log")
struct BeaconQueueCrashTests {
  /// The helper executable, built beside the test bundle.
  static var helperURL: URL? {
    BuiltExecutable.url(
      named: "interlude-beacon-crash-helper", override: "INTERLUDE_BEACON_CRASH_HELPER")
  }

  @Test(.enabled(if: LocalAdServer.isAvailable, "python3 is missing"), .timeLimit(.minutes(2)))
  func everyBeaconArrivesOnceAcrossKillsAndRestarts() async throws {
    let helper = try #require(
      Self.helperURL, "interlude-beacon-crash-helper is not built beside the tests")
    let python = try #require(LocalAdServer.pythonURL)
    let script = RepositoryPaths.root.appendingPathComponent("Scripts/beacon-crash-test")
    let output = try await Self.run(
      python,
      [
        script.path, "--helper", helper.path, "--count", "200", "--kills", "7", "--json",
        "--timeout", "90",
      ])
    let report = try #require(
      try JSONSerialization.jsonObject(with: output) as? [String: Any],
      "not a report: \(String(decoding: output, as: UTF8.self))")
    let seed = report["seed"] as? Int ?? -1
    let kills = report["kills"] as? [[String: Any]] ?? []
    #expect(report["finished"] as? Bool == true, "seed \(seed)")
    #expect((report["lost"] as? [Int])?.isEmpty == true, "seed \(seed): lost beacons")
    #expect(
      (report["unexplained_duplicates"] as? [String: Int])?.isEmpty == true,
      "seed \(seed): a beacon arrived twice without a kill catching it in flight")
    #expect(
      (report["resent_after_mark"] as? [Int])?.isEmpty == true,
      "seed \(seed): a beacon went out again after its delivered mark")
    #expect(report["dropped"] as? Int == 0, "seed \(seed)")
    #expect(report["unique_arrivals"] as? Int == 200, "seed \(seed)")
    // The server honours the Idempotency-Key: it counts each beacon once, which holds only if
    // every resend carried its first attempt's key, across the kills and restarts.
    #expect(report["counted"] as? Int == 200, "seed \(seed): the server's count")
    #expect(
      (report["counted_twice"] as? [String: Int])?.isEmpty == true,
      "seed \(seed): the server counted a beacon twice")
    #expect(
      (report["key_changed"] as? [Int])?.isEmpty == true,
      "seed \(seed): a beacon's Idempotency-Key changed between attempts")
    #expect((report["shared_keys"] as? [String])?.isEmpty == true, "seed \(seed)")
    #expect(
      (report["unexplained_conflicts"] as? [Int])?.isEmpty == true,
      "seed \(seed): a 409 came when no request with the key was being served")
    #expect(kills.count >= 4, "seed \(seed): only \(kills.count) kills landed")
    #expect(report["ok"] as? Bool == true, "seed \(seed)")
  }

  /// Runs a process to its end and returns its standard output.
  private static func run(_ executable: URL, _ arguments: [String]) async throws -> Data {
    let (process, reader) = try ChildProcess.start(executable, arguments)
    let data = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: reader.readDataToEndOfFile())
      }
    }
    process.waitUntilExit()
    return data
  }
}
#endif
