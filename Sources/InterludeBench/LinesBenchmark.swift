import Foundation
import InterludeConsent
import InterludeTestSupport

/// Measures `interlude tcf decode --lines` end to end (`interlude-bench lines`): the release
/// `interlude` executable, as a user runs it, decoding a consent log of TC strings from a file
/// and writing one JSON object per line.
///
/// The log has ``lineCount`` lines: 1 000 distinct strings like the TC benchmark's typical one
/// (11 purposes, about 120 consented and 40 legitimate-interest vendors up to ID 1000, a
/// DisclosedVendors segment), each with its own vendors, repeated in order. The first round
/// writes the output to a file and checks it (one object per line, each decoded, numbered in
/// order); every round is timed from the process's start to its exit, output to the null
/// device. The figure is the median of the rounds, judged against ``targetLinesPerSecond``.
/// The process decodes on one thread, so it uses one core; its CPU time (user and system) is
/// measured too, with the machine's load average, since other processes sharing the cores
/// lengthen the wall time but not the CPU time.
struct LinesBenchmark: BenchmarkReport {
  /// The throughput the command aims for.
  static let targetLinesPerSecond = 100_000.0
  /// The lines of the log.
  static let lineCount = 200_000

  let rounds: Int
  let executable: String
  let inputBytes: Int
  let outputBytes: Int
  let timing: Timing
  /// The CPU time of each run.
  let cpuTiming: Timing
  /// The load average over a minute before and after the runs, when the system tells it.
  let loadAverages: (before: Double, after: Double)?

  var linesPerSecond: Double { Double(Self.lineCount) / timing.median }
  var meetsTarget: Bool { linesPerSecond >= Self.targetLinesPerSecond }
  /// Lines per second of CPU time: the rate on a core the process has to itself.
  var linesPerCPUSecond: Double { Double(Self.lineCount) / cpuTiming.median }

  /// Writes the log, runs the command `rounds` times and returns the figures.
  static func run(rounds: Int) throws(BenchmarkFailure) -> LinesBenchmark {
    guard let executable = BuiltExecutable.url(named: "interlude") else {
      throw BenchmarkFailure(
        exitCode: 2,
        description: "interlude-bench lines runs the release interlude beside it: build it "
          + "first with swift build -c release --product interlude")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interlude-bench-lines-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let log = folder.appendingPathComponent("consent.log")
      let strings = try distinctStrings(1_000)
      var text = ""
      for index in 0..<lineCount { text += strings[index % strings.count] + "\n" }
      try Data(text.utf8).write(to: log)
      let checked = folder.appendingPathComponent("decoded.jsonl")
      _ = try decode(log, with: executable, to: checked)
      let outputBytes = try check(checked)
      var samples: [Double] = []
      var cpuSamples: [Double] = []
      let loadBefore = ProcessFigures.loadAverage()
      for _ in 0..<rounds {
        let (seconds, cpuSeconds) = try decode(log, with: executable, to: nil)
        samples.append(seconds)
        cpuSamples.append(cpuSeconds)
      }
      let loadAfter = ProcessFigures.loadAverage()
      return LinesBenchmark(
        rounds: rounds, executable: executable.path, inputBytes: text.utf8.count,
        outputBytes: outputBytes, timing: Timing(samples: samples),
        cpuTiming: Timing(samples: cpuSamples),
        loadAverages: loadBefore.flatMap { before in loadAfter.map { (before, $0) } })
    } catch let failure as BenchmarkFailure {
      throw failure
    } catch {
      throw BenchmarkFailure(description: "interlude-bench lines: \(error)")
    }
  }

  /// Runs `interlude tcf decode --lines LOG`, output to `output` (the null device when nil);
  /// returns the wall time and the process's CPU time in seconds.
  private static func decode(
    _ log: URL, with executable: URL, to output: URL?
  ) throws -> (seconds: Double, cpuSeconds: Double) {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["tcf", "decode", "--lines", log.path]
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    if let output {
      guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        throw BenchmarkFailure(description: "cannot create \(output.path)")
      }
      process.standardOutput = try FileHandle(forWritingTo: output)
    } else {
      process.standardOutput = FileHandle.nullDevice
    }
    let cpuBefore = ProcessFigures.childrenCPUSeconds()
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    let cpuSeconds = ProcessFigures.childrenCPUSeconds() - cpuBefore
    guard process.terminationStatus == 0 else {
      throw BenchmarkFailure(
        description: "interlude tcf decode --lines exited \(process.terminationStatus)")
    }
    return (seconds, cpuSeconds)
  }

  /// Checks the output: one object per input line, numbered in order, each decoded. Returns
  /// its size in bytes.
  private static func check(_ output: URL) throws -> Int {
    let data = try Data(contentsOf: output)
    let lines = data.split(separator: UInt8(ascii: "\n"))
    guard lines.count == lineCount else {
      throw BenchmarkFailure(description: "expected \(lineCount) output lines, got \(lines.count)")
    }
    for index in [0, lineCount / 2, lineCount - 1] {
      let object = try JSONSerialization.jsonObject(with: Data(lines[index])) as? [String: Any]
      guard object?["line"] as? Int == index + 1, object?["decoded"] is [String: Any] else {
        throw BenchmarkFailure(description: "output line \(index + 1) is not the decoded line")
      }
    }
    return data.count
  }

  /// `count` typical strings with different vendors.
  private static func distinctStrings(_ count: Int) throws -> [String] {
    guard let first = try TCFBenchmark.inputs().first else { return [] }
    let (_, typical, encoder) = first
    var generator = SeededGenerator(seed: 2024)
    func pick(_ count: Int) -> [Int] {
      var ids = Set<Int>()
      while ids.count < count { ids.insert(Int(generator.next() % 1000) + 1) }
      return ids.sorted()
    }
    return try (0..<count).map { _ in
      var tc = typical
      tc.vendorConsents = VendorSet(ids: pick(120))
      tc.vendorLegitimateInterests = VendorSet(ids: pick(40))
      tc.disclosedVendors = VendorSet(ids: pick(150))
      return try encoder.encode(tc)
    }
  }
}
