import Foundation

/// Text and JSON renderings of the parse benchmark's result.
extension ParseBenchmark.Result {
  /// The target: Interlude's full parse keeps at least this share of the floor's throughput.
  static let targetRatio = 0.60

  func text() -> String {
    func line(_ name: String, _ value: ParseBenchmark.Throughput) -> String {
      let mbps = String(format: "%8.2f MB/s", value.megabytesPerSecond)
      let docs = String(format: "%10.0f documents/s", value.documentsPerSecond)
      let spread = String(
        format: "(median of %d rounds; round min %.1f ms, max %.1f ms)", rounds,
        value.minSeconds * 1000, value.maxSeconds * 1000)
      return "  \(name) \(mbps) \(docs)  \(spread)"
    }
    let verdict = ratio >= Self.targetRatio ? "meets" : "MISSES"
    return """
      parse benchmark: \(documents) documents, \(bytes) bytes, \(passesPerRound) corpus passes per round
      corpus: \(source) (\(rejected) of them rejected by design: malformed, VAST 1, fragments, no-ad)
      \(line("interlude full parse  ", interlude))
      \(line("XMLParser empty pass  ", floor))
      ratio (interlude / empty pass): \(String(format: "%.2f", ratio)) — \(verdict) the target of \(String(format: "%.2f", Self.targetRatio))
      """
  }

  func json() -> String {
    func object(_ value: ParseBenchmark.Throughput) -> [String: Any] {
      [
        "megabytesPerSecond": value.megabytesPerSecond,
        "documentsPerSecond": value.documentsPerSecond,
        "medianSeconds": value.medianSeconds,
        "minSeconds": value.minSeconds,
        "maxSeconds": value.maxSeconds,
      ]
    }
    let root: [String: Any] = [
      "benchmark": "parse",
      "corpus": ["source": source, "documents": documents, "bytes": bytes, "rejected": rejected],
      "rounds": rounds,
      "passesPerRound": passesPerRound,
      "interlude": object(interlude),
      "xmlParserEmptyPass": object(floor),
      "ratio": ratio,
      "targetRatio": Self.targetRatio,
      "meetsTarget": ratio >= Self.targetRatio,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
