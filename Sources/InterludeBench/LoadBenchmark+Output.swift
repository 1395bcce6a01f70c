import Foundation

/// Text and JSON renderings of the load benchmark's result.
extension LoadBenchmark.Result {
  /// The target: the median time to loaded is at most this multiple of the critical-path bound.
  static let targetRatio = 1.05

  private var members: Int { LoadBenchmark.members }
  private var hops: Int { LoadBenchmark.hopsPerMember }
  private var delay: Int { LoadBenchmark.delayMilliseconds }

  func text() -> String {
    func milliseconds(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }
    func line(_ name: String, _ timing: Timing) -> String {
      let label = name.padding(toLength: 46, withPad: " ", startingAt: 0)
      return "  \(label) \(milliseconds(timing.median))  (min \(milliseconds(timing.min)), max "
        + "\(milliseconds(timing.max)); median of \(rounds) runs)"
    }
    let verdict = ratio <= Self.targetRatio ? "meets" : "MISSES"
    let overhead = parallel.median - boundSeconds
    return """
      load benchmark: VMAP pre-roll = pod of \(members) wrappers, each followed through \
      \(hops) fetched documents (\(hops - 1) wrappers, then the InLine)
      server: local (127.0.0.1), \(delay) ms before every answer; each run: fresh AdsLoader and \
      URLSessionTransport, \(LoadBenchmark.warmUpRuns) warm-up runs discarded
      per load: \(requestsPerLoad) requests (1 VMAP + \(members) × \(hops)), \(bytesPerLoad) bytes \
      (AdsManager.hops); server logged \(serverRequests) requests for \(rounds) runs
      \(line("time to loaded (maxConcurrentRequests \(concurrency))", parallel))
      \(line("sequential (maxConcurrentRequests 1)", sequential))
      \(line("same loads with a 0 ms server delay", zeroDelay))
      critical-path bound: (1 VMAP + \(hops) hops) × \(delay) ms = \
      \(String(format: "%.0f", boundSeconds * 1000)) ms (server delays only); \
      sequential bound: \(requestsPerLoad) × \(delay) ms = \
      \(String(format: "%.0f", sequentialBoundSeconds * 1000)) ms
      ratio (median / bound): \(String(format: "%.3f", ratio)) — \(verdict) the target of \
      \(String(format: "%.2f", Self.targetRatio)); overhead over the bound \
      \(String(format: "%.1f", overhead * 1000)) ms; speed-up over sequential \
      \(String(format: "%.2f", sequential.median / parallel.median))×; overhead per \
      critical-path level at 0 ms delay \(String(format: "%.1f", perLevelOverhead * 1000)) ms
      """
  }

  /// The zero-delay time to loaded spread over the critical path's requests.
  private var perLevelOverhead: Double { zeroDelay.median / Double(1 + hops) }

  func json() -> String {
    func object(_ timing: Timing) -> [String: Any] {
      [
        "medianSeconds": timing.median, "minSeconds": timing.min, "maxSeconds": timing.max,
        "samplesSeconds": timing.samples,
      ]
    }
    let root: [String: Any] = [
      "benchmark": "load",
      "scenario": [
        "podMembers": members, "fetchedHopsPerMember": hops, "serverDelayMilliseconds": delay,
        "freshLoaderAndTransportPerRun": true, "warmUpRuns": LoadBenchmark.warmUpRuns,
      ],
      "rounds": rounds,
      "maxConcurrentRequests": concurrency,
      "requestsPerLoad": requestsPerLoad,
      "bytesPerLoad": bytesPerLoad,
      "serverRequestsDuringParallelRuns": serverRequests,
      "timeToLoaded": object(parallel),
      "sequential": object(sequential),
      "zeroDelay": object(zeroDelay),
      "boundSeconds": boundSeconds,
      "sequentialBoundSeconds": sequentialBoundSeconds,
      "ratio": ratio,
      "zeroDelayPerCriticalPathLevelSeconds": perLevelOverhead,
      "targetRatio": Self.targetRatio,
      "meetsTarget": ratio <= Self.targetRatio,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension LoadBenchmark.Result: BenchmarkReport {}
