import Foundation
import Testing

@testable import InterludeCLI

/// `simulate --seed N` and the text timeline's columns.
@Suite("simulate: --seed and the timeline's columns")
struct SimulateSeedTests {
  /// The correlators and cache busters of a timeline, in order.
  private static func randomValues(_ text: String) -> [String] {
    let expression = /(?:cb|correlator)=([0-9]+)/
    return text.matches(of: expression).map { String($0.output.1) }
  }

  @Test("Two runs with the same seed print the same timeline, correlators and cache busters")
  func sameSeedSameTimeline() async {
    let first = await runCLI(["simulate", "--seed", "42"])
    let second = await runCLI(["simulate", "--seed", "42"])
    #expect(first.status == .success && second.status == .success)
    #expect(Self.randomValues(first.output).count >= 5)
    #expect(first.output == second.output)
    let firstJSON = await runCLI(["simulate", "--seed", "42", "--json"])
    let secondJSON = await runCLI(["simulate", "--seed", "42", "--json"])
    #expect(firstJSON.output == secondJSON.output)
  }

  @Test("Different seeds draw different values; without --seed every run draws afresh")
  func differentSeedsDiffer() async {
    let one = await runCLI(["simulate", "--seed", "1"])
    let two = await runCLI(["simulate", "--seed", "2"])
    #expect(Self.randomValues(one.output).count == Self.randomValues(two.output).count)
    #expect(Self.randomValues(one.output) != Self.randomValues(two.output))
    let first = await runCLI(["simulate"])
    let second = await runCLI(["simulate"])
    #expect(Self.randomValues(first.output) != Self.randomValues(second.output))
  }

  @Test("--seed takes a whole number (exit 2 otherwise)", arguments: ["x", "-1", "1.5"])
  func badSeed(text: String) async {
    let result = await runCLI(["simulate", "--seed", text])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("--seed takes a whole number"))
  }

  @Test("A header names the columns; every column starts at the header's, empty fields as -")
  func headerAndAlignment() async throws {
    let result = await runCLI(["simulate", "--seed", "3", "--no-beacons"])
    let lines = result.output.split(separator: "\n").map(String.init)
    // The verdict, the privacy line, then the header.
    let header = try #require(lines.dropFirst(2).first)
    #expect(
      header.split(separator: " ", omittingEmptySubsequences: true)
        == ["SESSION", "CONTENT", "KIND", "BREAK", "AD", "DETAIL"])
    let starts = SimulationTextRenderer.columns.compactMap { name in
      header.range(of: name).map { header.distance(from: header.startIndex, to: $0.lowerBound) }
    }
    // The timeline's lines start with the session time; the closing summary lines do not.
    let timeline = lines.dropFirst(2).filter { $0.first?.isNumber == true }
    #expect(timeline.count > 20)
    // Lines without an ad or a break (requests, content lines) keep the columns in place.
    #expect(timeline.contains { $0.contains(" request ") && Array($0)[starts[4]] == "-" })
    for line in timeline {
      let characters = Array(line)
      for start in starts.dropFirst() {
        #expect(characters.count > start, "\(line)")
        guard characters.count > start else { continue }
        #expect(characters[start - 1] == " " && characters[start] != " ", "\(line)")
      }
    }
  }

  @Test("Each line shows the session time and the content time, still during a break")
  func sessionAndContentTime() async throws {
    let result = await runCLI(["simulate", "--seed", "3", "--no-beacons"])
    let lines = result.output.split(separator: "\n").map(String.init)
    let midrollStart = try #require(
      lines.first { $0.contains("AD_BREAK_STARTED") && $0.contains("midroll") })
    let fields = midrollStart.split(separator: " ").map(String.init)
    // The mid-roll is cued at 2:00 of content, after the pre-roll's ads of session time.
    #expect(fields[1] == "00:02:00.000" || fields[1].hasPrefix("00:02:00"))
    #expect(fields[0] > fields[1])
    let midrollComplete = try #require(
      lines.first { $0.contains(" COMPLETE") && $0.contains("midroll") })
    #expect(midrollComplete.split(separator: " ").map(String.init)[1] == fields[1])
  }
}
