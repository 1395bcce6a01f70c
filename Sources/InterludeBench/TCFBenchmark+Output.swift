import Foundation

/// Text and JSON renderings of the TC string benchmark's result.
extension TCFBenchmark.Result {
  private var typical: TCFBenchmark.Case? { cases.first { $0.name == "typical" } }

  private var meetsDecodeTarget: Bool {
    (typical?.decodesPerSecond ?? 0) >= TCFBenchmark.targetDecodesPerSecond
  }

  private var meetsEncodeTarget: Bool {
    (typical?.encodesPerSecond ?? 0) >= TCFBenchmark.targetEncodesPerSecond
  }

  func text() -> String {
    var lines = ["tcf benchmark: TC string decode and encode, median of \(rounds) rounds"]
    for item in cases {
      let decode = String(format: "%12.0f decodes/s", item.decodesPerSecond)
      let encode = String(format: "%12.0f encodes/s", item.encodesPerSecond)
      let perDecode = String(
        format: "%.2f µs/decode", item.decode.median / Double(item.iterations) * 1e6)
      lines.append(
        "  \(item.name.padding(toLength: 13, withPad: " ", startingAt: 0)) "
          + "\(String(format: "%5d", item.string.utf8.count)) chars \(decode) \(encode)  (\(perDecode))"
      )
    }
    lines.append(verdict("decode", typical?.decodesPerSecond, TCFBenchmark.targetDecodesPerSecond))
    lines.append(verdict("encode", typical?.encodesPerSecond, TCFBenchmark.targetEncodesPerSecond))
    return lines.joined(separator: "\n")
  }

  /// `typical decode: PASS, 312345 decodes/s against a target of 200000` (FAIL under it).
  private func verdict(_ operation: String, _ rate: Double?, _ target: Double) -> String {
    let rate = rate ?? 0
    return "typical \(operation): \(rate >= target ? "PASS" : "FAIL"), "
      + "\(String(format: "%.0f", rate)) \(operation)s/s against a target of \(Int(target))"
  }

  func json() -> String {
    let root: [String: Any] = [
      "benchmark": "tcf",
      "rounds": rounds,
      "targetDecodesPerSecond": TCFBenchmark.targetDecodesPerSecond,
      "targetEncodesPerSecond": TCFBenchmark.targetEncodesPerSecond,
      "meetsDecodeTarget": meetsDecodeTarget,
      "meetsEncodeTarget": meetsEncodeTarget,
      "meetsTarget": meetsDecodeTarget && meetsEncodeTarget,
      "cases": cases.map { item -> [String: Any] in
        [
          "name": item.name,
          "characters": item.string.utf8.count,
          "iterationsPerRound": item.iterations,
          "decodesPerSecond": item.decodesPerSecond,
          "encodesPerSecond": item.encodesPerSecond,
          "decodeMedianSeconds": item.decode.median,
          "decodeMinSeconds": item.decode.min,
          "decodeMaxSeconds": item.decode.max,
          "encodeMedianSeconds": item.encode.median,
          "encodeMinSeconds": item.encode.min,
          "encodeMaxSeconds": item.encode.max,
        ]
      },
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
