import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// Golden text timelines of the built-in demo: the README's main command, and the same session
/// with the identifier allowed, so that a change to what the demo sends shows up here.
@Suite("simulate: golden timelines")
struct SimulateSnapshotTests {
  @Test(
    "The demo's timeline",
    arguments: [
      ("demo", [String]()),
      (
        "demo-authorized",
        ["--att", "authorized", "--idfa", SimulatePrivacyTests.idfa, "--gdpr", "0"]
      ),
    ])
  func demo(name: String, arguments: [String]) async {
    let result = await runCLI(["simulate"] + arguments)
    #expect(result.status == .success)
    let outcome = GoldenFile.verify(
      Self.normalise(result.output), against: Snapshots.url("simulate/\(name).txt"))
    #expect(outcome == .matched, "\(outcome)")
  }

  /// Blanks the random values (cache busters, correlators) and sorts the requests sent at the
  /// same instant, whose order the parallel wrapper resolution does not fix.
  static func normalise(_ text: String) -> String {
    let blanked = text.replacingOccurrences(
      of: #"(cb|correlator)=[0-9]+"#, with: "$1=#", options: .regularExpression)
    var lines: [String] = []
    var run: [String] = []
    var runKey: String?
    for line in blanked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let isRequest = line.contains("  request ")
      let key = isRequest ? String(line.prefix(while: { $0 != " " })) : nil
      if key == nil || key != runKey {
        lines += run.sorted()
        run = []
      }
      runKey = key
      if isRequest { run.append(line) } else { lines.append(line) }
    }
    lines += run.sorted()
    return lines.joined(separator: "\n")
  }
}
