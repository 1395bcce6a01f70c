import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// Runs simulated sessions and compares their timelines with golden files.
@MainActor
enum SessionGolden {
  /// The folder of golden timelines, beside this file.
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots", isDirectory: true)

  /// Runs `response` through the simulator over a transport that serves nothing.
  static func run(
    _ response: String, options: SimulationOptions = SimulationOptions(),
    settings: Settings = Settings()
  ) async -> SessionSimulator.Result {
    await SessionSimulator.run(
      AdsRequest(adsResponse: response), transport: InMemoryTransport(responses: [:]),
      settings: settings, options: options)
  }

  /// The timeline as text, one entry a line, with cache busters normalised.
  static func render(_ entries: [SimulationEntry]) -> String {
    entries.map { entry in
      let time = String(format: "%.3f", entry.t)
      let detail = entry.kind == .beacon ? normalise(entry.detail) : entry.detail
      return [
        time.leftPadded(to: 8), entry.kind.rawValue.rightPadded(to: 7),
        (entry.ad ?? "-").rightPadded(to: 8), (entry.adBreak ?? "-").rightPadded(to: 9), detail,
      ].joined(separator: " ")
    }.joined(separator: "\n") + "\n"
  }

  /// Replaces cache busters (`cb=` and any other 8-digit number) by `########`.
  nonisolated static func normalise(_ url: String) -> String {
    var output = ""
    var digits = ""
    for character in url + " " {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      output += digits.count == 8 ? "########" : digits
      digits = ""
      output.append(character)
    }
    return String(output.dropLast())
  }

  /// Compares the rendered timeline with `Snapshots/<name>.txt`.
  static func verify(
    _ entries: [SimulationEntry], named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = snapshots.appendingPathComponent("\(name).txt")
    switch GoldenFile.verify(render(entries), against: url) {
    case .matched:
      break
    case .recorded(let path):
      Issue.record("Recorded \(path); review it and run again", sourceLocation: sourceLocation)
    case .mismatch(let diff):
      Issue.record(
        "\(name) differs from its golden timeline: \(diff)", sourceLocation: sourceLocation)
    }
  }
}

/// Queries over a timeline.
extension [SimulationEntry] {
  /// The event names, in order.
  var events: [String] { filter { $0.kind == .event }.map(\.detail) }

  /// The beacon URLs, normalised, in order.
  var beacons: [String] { filter { $0.kind == .beacon }.map { SessionGolden.normalise($0.detail) } }

  /// The breaks that started, in order.
  var startedBreaks: [String] {
    filter { $0.kind == .event && $0.detail == "AD_BREAK_STARTED" }.compactMap(\.adBreak)
  }

  /// The ads that started, in order.
  var startedAds: [String] {
    filter { $0.kind == .event && $0.detail == "STARTED" }.compactMap(\.ad)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  fileprivate func rightPadded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
