import Foundation
import InterludeSimulation

/// Text and JSON renderings of the session benchmark's result.
extension SessionBenchmark.Result {
  /// The targets: median CPU time per session, and the process's peak resident set.
  static let targetCPUSeconds = 1.0
  static let targetPeakBytes = 50 * 1024 * 1024

  var meetsCPU: Bool { cpu.median < Self.targetCPUSeconds }
  var meetsMemory: Bool { peakRSS < Self.targetPeakBytes }

  func text() -> String {
    func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    func megabytes(_ bytes: Int) -> String {
      String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
    }
    func line(_ name: String, _ timing: Timing) -> String {
      "\(name) \(milliseconds(timing.median)) median (min \(milliseconds(timing.min)), max "
        + "\(milliseconds(timing.max)); \(rounds) runs)"
    }
    let breaks = SessionBenchmark.breaks
    let ads = breaks * SessionBenchmark.adsPerBreak
    return """
      session benchmark: SessionSimulator plays \
      \(String(format: "%.0f", SessionBenchmark.contentSeconds)) s of content with a VMAP of \
      \(breaks) breaks (pre-roll, \(SessionBenchmark.midRolls) mid-rolls, post-roll), each a pod \
      of \(SessionBenchmark.adsPerBreak) ads of \(SessionBenchmark.adSeconds) s
      breaks: \(documents.inlineBreaks) inline (VASTAdData), \(documents.fetchedBreaks) fetched \
      at play time (AdTagURI, InMemoryTransport); \(documents.wrappedAds) ads behind a wrapper; \
      VMAP \(documents.vmap.utf8.count) bytes; \(SessionBenchmark.warmUpRuns) warm-up run discarded
      per session: \(counts.entries) timeline entries, \(counts.events) events (without \
      AD_PROGRESS), \(counts.beacons) beacons, \(counts.errors) errors; \(counts.breaks) breaks, \
      \(counts.started) STARTED, \(counts.completes) COMPLETE (expected \(ads)); \
      \(String(format: "%.1f", counts.simulatedSeconds)) s simulated
      \(variationText)
      \(line("CPU time (user + system):", cpu))
      \(line("wall time:               ", wall))
      peak RSS (ru_maxrss): \(megabytes(peakRSS)) (\(megabytes(peakRSSBeforeRuns)) before the \
      first run); current RSS: \(megabytes(rssBefore)) before, \(megabytes(rssAfterWarmUp)) \
      after warm-up, \(megabytes(rssAfter)) after the last run (growth \
      \(megabytes(rssAfter - rssBefore))); after each run: \
      \(rssAfterRuns.map { String(format: "%.1f", Double($0) / 1024 / 1024) }.joined(separator: ", ")) MB
      CPU: \(meetsCPU ? "meets" : "MISSES") the target of under \
      \(String(format: "%.0f", Self.targetCPUSeconds)) s; memory: \
      \(meetsMemory ? "meets" : "MISSES") the target of under \
      \(Self.targetPeakBytes / 1024 / 1024) MB peak
      """
  }

  /// Whether the measured runs' timelines matched the warm-up's.
  private var variationText: String {
    var lines: [String] = []
    if variations.isEmpty {
      lines.append("every measured run's timeline counted the same as the warm-up's")
    } else {
      let described = variations.map { "\($0.entries) entries, \($0.beacons) beacons" }
      lines.append(
        "NOT DETERMINISTIC: \(variations.count) of \(rounds) measured runs counted differently "
          + "from the warm-up (\(counts.entries) entries, \(counts.beacons) beacons): "
          + described.joined(separator: "; "))
    }
    if drift.isEmpty {
      lines.append("every measured run's beacons matched the warm-up's (URL, ad, break, time)")
    } else {
      lines.append(
        "beacon drift: \(drift.runsDiffering) of \(rounds) measured runs differ from the "
          + "warm-up: \(drift.lost.count) beacons lost, \(drift.extra.count) extra, "
          + "\(drift.misattributed) recorded under another ad or break, \(drift.retimed) at "
          + "another time")
      if !drift.lost.isEmpty {
        lines.append("  lost: " + drift.lost.prefix(5).joined(separator: ", "))
      }
      for example in drift.examples {
        lines.append("  e.g. \(example)")
      }
    }
    return lines.joined(separator: "\n")
  }

  func json() -> String {
    func object(_ timing: Timing) -> [String: Any] {
      [
        "medianSeconds": timing.median, "minSeconds": timing.min, "maxSeconds": timing.max,
        "samplesSeconds": timing.samples,
      ]
    }
    let root: [String: Any] = [
      "benchmark": "session",
      "scenario": [
        "contentSeconds": SessionBenchmark.contentSeconds, "breaks": SessionBenchmark.breaks,
        "adsPerBreak": SessionBenchmark.adsPerBreak, "adSeconds": SessionBenchmark.adSeconds,
        "inlineBreaks": documents.inlineBreaks, "fetchedBreaks": documents.fetchedBreaks,
        "wrappedAds": documents.wrappedAds, "vmapBytes": documents.vmap.utf8.count,
        "warmUpRuns": SessionBenchmark.warmUpRuns,
      ],
      "rounds": rounds,
      "perSession": [
        "entries": counts.entries, "events": counts.events, "beacons": counts.beacons,
        "errors": counts.errors, "breaks": counts.breaks, "started": counts.started,
        "complete": counts.completes, "simulatedSeconds": counts.simulatedSeconds,
      ],
      "variations": variations.map {
        ["entries": $0.entries, "events": $0.events, "beacons": $0.beacons, "errors": $0.errors]
      },
      "beaconDrift": [
        "runsDiffering": drift.runsDiffering, "lost": drift.lost, "extra": drift.extra,
        "misattributed": drift.misattributed, "retimed": drift.retimed,
        "examples": drift.examples,
      ],
      "cpu": object(cpu),
      "wall": object(wall),
      "peakRSSBytes": peakRSS,
      "peakRSSBytesBeforeRuns": peakRSSBeforeRuns,
      "rssBytesBefore": rssBefore,
      "rssBytesAfterWarmUp": rssAfterWarmUp,
      "rssBytesAfter": rssAfter,
      "rssBytesAfterEachRun": rssAfterRuns,
      "targetCPUSeconds": Self.targetCPUSeconds,
      "targetPeakRSSBytes": Self.targetPeakBytes,
      "meetsCPUTarget": meetsCPU,
      "meetsMemoryTarget": meetsMemory,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension SessionBenchmark.Result: BenchmarkReport {}
