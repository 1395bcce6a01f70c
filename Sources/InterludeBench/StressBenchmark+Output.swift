import Foundation

/// Text and JSON renderings of the stress benchmark, and its entry point.
extension StressBenchmark.Result {
  /// How far above its baseline resident memory may stay once every session is gone (caches
  /// of the transport and the runtime that a first wave fills and later waves reuse).
  static let allowedResidualBytes = 64 << 20
  /// How much resident memory may grow from the first wave's end to the last's: what a leak
  /// would show.
  static let allowedGrowthBytes = 8 << 20

  /// Memory left after the last wave, over the baseline.
  var residualBytes: Int { (afterWaveBytes.last ?? baselineBytes) - baselineBytes }
  /// Memory growth from the first wave's end to the last wave's end.
  var growthBytes: Int { (afterWaveBytes.last ?? 0) - (afterWaveBytes.first ?? 0) }
  /// Every session completed or failed with a code, and memory came back.
  var passed: Bool {
    unaccounted == 0 && residualBytes < Self.allowedResidualBytes
      && growthBytes < Self.allowedGrowthBytes
  }

  func text() -> String {
    func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    let failures =
      failedByCode.isEmpty
      ? "none"
      : failedByCode.sorted { $0.key < $1.key }.map { "\($1) × \($0)" }.joined(separator: ", ")
    return """
      stress benchmark: \(sessions) sessions at once in one process, one URLSessionTransport, \
      against the local ad server (VMAP: wrapped pre-roll, mid-roll break tag, post-roll tag \
      answering 404; one session in ten asks for a missing tag)
      completed: \(completed); failed to load with a code: \(failures); unaccounted: \
      \(unaccounted)
      wall time: \(String(format: "%.2f", wallSeconds)) s; per session (load + simulated \
      playback): median \(String(format: "%.0f", sessionSeconds.median * 1000)) ms, max \
      \(String(format: "%.0f", sessionSeconds.max * 1000)) ms
      server requests (first wave): \(serverRequests); beacons fired (recorded): \(beacons)
      memory: baseline \(megabytes(baselineBytes)), peak \(megabytes(peakBytes)); after each of \
      \(StressBenchmark.waves) waves: \(afterWaveBytes.map(megabytes).joined(separator: ", ")) \
      (residual \(megabytes(residualBytes)), allowed \(megabytes(Self.allowedResidualBytes)); \
      growth from the first wave to the last \(megabytes(growthBytes)), allowed \
      \(megabytes(Self.allowedGrowthBytes)))
      verdict: \(passed ? "passes" : "FAILS")
      """
  }

  func json() -> String {
    let root: [String: Any] = [
      "benchmark": "stress",
      "sessions": sessions,
      "completed": completed,
      "failedByCode": Dictionary(uniqueKeysWithValues: failedByCode.map { (String($0), $1) }),
      "unaccounted": unaccounted,
      "wallSeconds": wallSeconds,
      "sessionMedianSeconds": sessionSeconds.median,
      "sessionMaxSeconds": sessionSeconds.max,
      "serverRequestsFirstWave": serverRequests,
      "beacons": beacons,
      "baselineBytes": baselineBytes,
      "peakBytes": peakBytes,
      "afterWaveBytes": afterWaveBytes,
      "waves": StressBenchmark.waves,
      "residualBytes": residualBytes,
      "allowedResidualBytes": Self.allowedResidualBytes,
      "growthBytes": growthBytes,
      "allowedGrowthBytes": Self.allowedGrowthBytes,
      "passed": passed,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension StressBenchmark {
  /// Runs the benchmark, prints its figures and exits: 0 when it passed, 1 when a session went
  /// unaccounted or memory did not come back, 2 when the server cannot run.
  static func runAndExit(sessions: Int, json: Bool) -> Never {
    Task { @MainActor in
      do throws(Failure) {
        let result = try await StressBenchmark(sessions: sessions).run()
        print(json ? result.json() : result.text())
        exit(result.passed ? 0 : 1)
      } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(error.exitCode)
      }
    }
    dispatchMain()
  }
}
