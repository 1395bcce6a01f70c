import Foundation
import InterludeSimulation
import Testing

@testable import InterludeCLI

/// `simulate --fault KIND[:ARG]@MOMENT` (repeatable), `--faults-list` and `--shape NAME`: what
/// the command line reads, lists and plays. That the simulator applies each fault is checked
/// with the simulator.
@Suite("simulate: --fault, --faults-list and --shape")
struct SimulateFaultTests {
  /// The faults `simulate` reads from `arguments`.
  private static func faults(_ arguments: [String]) throws -> [SessionFault] {
    let parsed = try ArgumentScanner(configuration: SimulateCommand.configuration).scan(arguments)
    return try SimulateCommand(arguments: parsed).options.faults
  }

  @Test("--fault is repeatable: every value becomes a fault, in the order given")
  func repeatedFaults() throws {
    let faults = try Self.faults([
      "--fault", "background@00:00:12", "--fault", "stall:3@00:02:20", "--fault",
      "offline:20@00:02:00", "--fault", "interruption@00:02:20", "--fault", "seek:1000@00:01:00",
      "--fault", "destroy@00:00:05",
    ])
    #expect(
      faults == [
        SessionFault(.background(seconds: 10), at: .time(12)),
        SessionFault(.mediaStall(seconds: 3), at: .time(140)),
        SessionFault(.offline(seconds: 20), at: .time(120)),
        SessionFault(.audioInterruption(seconds: 5), at: .time(140)),
        SessionFault(.seek(to: 1000), at: .time(60)),
        SessionFault(.destroy, at: .time(5)),
      ])
  }

  @Test("--fault takes an event moment with its occurrence, and a request target")
  func eventAndTarget() throws {
    #expect(
      try Self.faults(["--fault", "destroy@STARTED#2", "--fault=timeout:wrapper2@00:00:00"]) == [
        SessionFault(.destroy, at: .event("STARTED", occurrence: 2)),
        SessionFault(.request(.timeout, .wrapperNumber(2)), at: .time(0)),
      ])
  }

  @Test(
    "The first-ad spellings without @ still parse, as faults of the first ad",
    arguments: [
      ("load-failure", SessionFaultKind.request(.serverError, .media)),
      ("timeout", .request(.timeout, .media)),
      ("stall", .mediaStall(seconds: 3)),
      ("error", .mediaError),
    ])
  func firstAdSpellings(text: String, kind: SessionFaultKind) async throws {
    #expect(try Self.faults(["--fault", text]) == [SessionFault(kind, at: .firstAd)])
    let result = await runCLI(["simulate", "--fault", text, "--no-beacons"])
    #expect(result.status != .unusableInput, "\(result.errors)")
  }

  @Test(
    "A --fault that does not read exits 2 with the reason",
    arguments: [
      ("meteor", "--fault: unknown fault \"meteor\"; interlude simulate --faults-list lists them"),
      (
        "destroy@soon",
        "--fault: \"destroy@soon\": the moment \"soon\" is neither a time (HH:MM:SS) nor an "
          + "event name"
      ),
      ("destroy", "--fault: \"destroy\" needs a moment: destroy@00:00:05 (session time)"),
      ("stall:abc@00:00:05", "--fault: stall takes a number of seconds; got \"abc\""),
    ])
  func badFault(text: String, message: String) async {
    let result = await runCLI(["simulate", "--fault", "stall@00:00:01", "--fault", text])
    #expect(result.status == .unusableInput)
    #expect(result.errors.hasPrefix("interlude: " + message), "\(result.errors)")
    #expect(result.errors.contains("usage: interlude simulate "))
    #expect(result.output.isEmpty)
  }

  @Test("--faults-list lists every fault, aligned, the moment and target syntax, and every shape")
  func faultsList() async throws {
    let result = await runCLI(["simulate", "--faults-list"])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    let faultLines = SessionFaultKind.catalogue.map { entry in
      lines.first { $0.hasPrefix("  \(entry.syntax) ") && $0.hasSuffix("  \(entry.meaning)") }
    }
    #expect(!faultLines.contains(nil), "every catalogue entry has its line")
    let meaningColumns = zip(faultLines.compactMap { $0 }, SessionFaultKind.catalogue).map {
      $0.count - $1.meaning.count
    }
    #expect(Set(meaningColumns).count == 1, "meanings start in one column")
    for shape in SessionShape.allCases {
      #expect(
        lines.contains { $0.hasPrefix("  \(shape.rawValue) ") && $0.hasSuffix(shape.summary) },
        "\(shape.rawValue) is listed")
    }
    #expect(result.output.contains("@HH:MM:SS[.mmm]"))
    #expect(result.output.contains("@STARTED#2"))
    #expect(result.output.contains("@CONTENT_PAUSE_REQUESTED"))
    #expect(result.output.contains(SessionFaultKind.targetNames))
    #expect(
      result.output.contains("Without @, the media faults (stall, error, load-failure, and the"))
  }

  @Test("--shape pod3 plays the three ads of the pod from memory")
  func shapePod3() async throws {
    let result = await runCLI(["simulate", "--shape", "pod3", "--json"])
    #expect(result.status == .success, "\(result.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    let started = entries.filter {
      $0["kind"] as? String == "event" && $0["detail"] as? String == "STARTED"
    }
    #expect(started.compactMap { $0["ad"] as? String } == ["p1", "p2", "p3"])
    let text = await runCLI(["simulate", "--shape", "pod3", "--no-beacons"])
    #expect(text.status == .success)
    #expect(text.output.contains("(1 ad request) served from memory (the pod3 shape); "))
  }

  @Test("--shape starts from the shape's options; the other options apply on top")
  func shapeOptions() throws {
    let scanner = ArgumentScanner(configuration: SimulateCommand.configuration)
    let skippable = try SimulateCommand(arguments: scanner.scan(["--shape", "skippable"]))
    #expect(skippable.options.skipWhenPossible)
    #expect(skippable.options.contentDuration == SessionShape.contentDuration)
    let longer = try SimulateCommand(
      arguments: scanner.scan(["--shape", "single", "--content-duration", "90", "--skip"]))
    #expect(longer.options.contentDuration == 90)
    #expect(longer.options.skipWhenPossible)
  }

  @Test("An unknown --shape, or a shape with an input, exits 2")
  func badShape() async {
    let unknown = await runCLI(["simulate", "--shape", "nope"])
    #expect(unknown.status == .unusableInput)
    #expect(
      unknown.errors.hasPrefix(
        "interlude: --shape takes one of single, pod3, vmap, wrapped-pod, skippable, end-cue; "
          + "got \"nope\"\n"))
    let both = await runCLI(["simulate", "--shape", "pod3", "ad.xml"])
    #expect(both.status == .unusableInput)
    #expect(both.errors.hasPrefix("interlude: --shape plays a built-in session"))
  }
}
