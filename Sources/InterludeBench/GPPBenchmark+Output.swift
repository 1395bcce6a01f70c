import Foundation

/// Text and JSON renderings of the GPP benchmark's result.
extension GPPBenchmark.Result {
  func text() -> String {
    let perSection = timing.median / Double(usSectionsPerPass * GPPBenchmark.passes) * 1e6
    return [
      "gpp benchmark: GPP strings with US sections decoded and their fields read, "
        + "median of \(rounds) rounds",
      "  \(strings.count) strings, \(usSectionsPerPass) US sections, "
        + "\(GPPBenchmark.passes) passes a round: "
        + String(
          format: "%.4f s a round (min %.4f, max %.4f)", timing.median, timing.min, timing.max),
      String(
        format: "  %12.0f decodes/s %12.0f US sections/s  (%.2f µs/section)", decodesPerSecond,
        sectionsPerSecond, perSection),
    ].joined(separator: "\n")
  }

  func json() -> String {
    let root: [String: Any] = [
      "benchmark": "gpp",
      "rounds": rounds,
      "passesPerRound": GPPBenchmark.passes,
      "strings": strings,
      "usSectionsPerPass": usSectionsPerPass,
      "decodesPerSecond": decodesPerSecond,
      "sectionsPerSecond": sectionsPerSecond,
      "medianSeconds": timing.median,
      "minSeconds": timing.min,
      "maxSeconds": timing.max,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
