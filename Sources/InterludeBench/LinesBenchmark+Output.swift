import Foundation

/// Text and JSON renderings of the `--lines` benchmark's result.
extension LinesBenchmark {
  func text() -> String {
    let rate = String(format: "%.0f", linesPerSecond)
    let perLine = String(format: "%.2f", timing.median / Double(Self.lineCount) * 1e6)
    return [
      "lines benchmark: interlude tcf decode --lines, \(Self.lineCount) TC strings "
        + "(\(inputBytes / 1_000_000) MB in, \(outputBytes / 1_000_000) MB of JSON out), "
        + "median of \(rounds) rounds",
      "  \(executable)",
      "  wall time per run: median \(String(format: "%.3f", timing.median)) s "
        + "(min \(String(format: "%.3f", timing.min)), max \(String(format: "%.3f", timing.max)))"
        + "; \(perLine) µs per line, process start included",
      "  CPU time per run (user and system): median \(String(format: "%.3f", cpuTiming.median)) s"
        + ", \(String(format: "%.0f", linesPerCPUSecond)) lines per CPU second; load average "
        + (loadAverages.map {
          "\(String(format: "%.2f", $0.before)) before the runs, "
            + "\(String(format: "%.2f", $0.after)) after (other processes lengthen the wall time)"
        } ?? "unknown"),
      "decode --lines: \(meetsTarget ? "PASS" : "FAIL"), \(rate) lines/s against a target of "
        + "\(Int(Self.targetLinesPerSecond))",
    ].joined(separator: "\n")
  }

  func json() -> String {
    let root: [String: Any] = [
      "benchmark": "lines",
      "rounds": rounds,
      "lines": Self.lineCount,
      "inputBytes": inputBytes,
      "outputBytes": outputBytes,
      "targetLinesPerSecond": Self.targetLinesPerSecond,
      "linesPerSecond": linesPerSecond,
      "meetsTarget": meetsTarget,
      "medianSeconds": timing.median,
      "minSeconds": timing.min,
      "maxSeconds": timing.max,
      "medianCPUSeconds": cpuTiming.median,
      "linesPerCPUSecond": linesPerCPUSecond,
      "loadAverageBefore": loadAverages?.before ?? NSNull(),
      "loadAverageAfter": loadAverages?.after ?? NSNull(),
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
