import Foundation
import Testing

@testable import InterludeCLI

/// Faults and clicks that cannot act are reported, not silently dropped: a `--fault` whose
/// moment never comes or whose target is gone, and a `--click` after the first ad ended, each
/// print a warning, and the invariants line says how many faults acted.
@Suite("simulate reports faults and clicks that cannot act")
struct SimulateFaultActedTests {
  private func warnings(_ result: CLIResult) -> [Substring] {
    result.errors.split(separator: "\n").filter { $0.hasPrefix("interlude: warning: ") }
  }

  @Test("a moment that never comes is a warning, and the invariants line counts what acted")
  func momentNeverComes() async throws {
    let result = await runCLI([
      "simulate", "--shape", "single", "--no-beacons", "--fault", "background:2@00:00:03",
      "--fault", "background:5@01:00:00", "--fault", "destroy@STARTED#5",
    ])
    #expect(result.output.contains("invariants: all 11 hold; 1 of 3 faults acted\n"))
    let lines = warnings(result)
    #expect(lines.count == 2, "\(result.errors)")
    let first = lines.first.map(String.init) ?? ""
    #expect(first.hasPrefix("interlude: warning: fault background:5@01:00:00"), "\(first)")
    #expect(first.contains(" did not act: its moment never came: the session ended at "))
    let last = lines.last.map(String.init) ?? ""
    #expect(
      last.hasSuffix(
        "fault destroy@STARTED#5 did not act: its moment never came: STARTED came 1 time, not 5"),
      "\(last)")
  }

  @Test("a fault whose target is gone is a warning: destroy after destroy")
  func targetGone() async throws {
    let result = await runCLI([
      "simulate", "--shape", "pod3", "--no-beacons", "--fault", "destroy@STARTED",
      "--fault", "skip@STARTED#1",
    ])
    #expect(result.output.contains("; 1 of 2 faults acted\n"))
    #expect(
      warnings(result) == [
        "interlude: warning: fault skip@STARTED did not act: the ads manager was already destroyed"
      ])
  }

  @Test("every fault acting prints no warning")
  func allActed() async throws {
    let result = await runCLI([
      "simulate", "--shape", "single", "--no-beacons", "--fault", "background:2@00:00:03",
    ])
    #expect(result.output.contains("invariants: all 11 hold; 1 of 1 fault acted\n"))
    #expect(warnings(result).isEmpty, "\(result.errors)")
  }

  @Test("--click 999 on a short first ad is a warning, and no click is made")
  func lateClick() async throws {
    let result = await runCLI(["simulate", "--shape", "single", "--no-beacons", "--click", "999"])
    let lines = warnings(result)
    #expect(lines.count == 1, "\(result.errors)")
    #expect(lines.first?.hasPrefix("interlude: warning: --click 999: the first ad ended ") == true)
    #expect(lines.first?.hasSuffix(" into it, before the click at 999 s") == true)
    let clicked = { (result: CLIResult) in
      result.output.split(separator: "\n").contains { $0.hasSuffix(" click") }
    }
    #expect(!clicked(result))
    let inTime = await runCLI(["simulate", "--shape", "single", "--no-beacons", "--click", "2"])
    #expect(warnings(inTime).isEmpty, "\(inTime.errors)")
    #expect(clicked(inTime), "a click inside the 4 s ad is made")
  }
}
