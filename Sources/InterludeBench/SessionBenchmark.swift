import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// Measures the CPU time and memory of ``SessionSimulator`` playing a two-hour VMAP with 40
/// breaks of 3 ads (see ``documents()``), through an `InMemoryTransport`.
///
/// One warm-up run, then `rounds` measured runs. Each run's CPU time is the process's user +
/// system time (`getrusage(RUSAGE_SELF)`) across it; memory is the process's peak resident set
/// (`ru_maxrss`, monotonic) and its current resident set (`/proc/self/statm`) around the runs.
struct SessionBenchmark {
  /// Runs before measuring, discarded.
  static let warmUpRuns = 1

  let rounds: Int

  /// What one session's timeline holds.
  struct Counts: Equatable {
    var entries = 0
    var events = 0
    var beacons = 0
    var errors = 0
    var breaks = 0
    var started = 0
    var completes = 0
    var simulatedSeconds = 0.0
  }

  struct Result {
    let rounds: Int
    let documents: Documents
    /// Process CPU (user + system) per measured run, in seconds.
    let cpu: Timing
    /// Wall-clock time per measured run, in seconds.
    let wall: Timing
    /// The warm-up run's timeline.
    let counts: Counts
    /// The measured runs whose timeline counted differently from the warm-up's.
    let variations: [Counts]
    /// How the measured runs' beacons differ from the warm-up's (the simulation should be
    /// deterministic; any difference is a finding).
    let drift: BeaconDrift
    /// `ru_maxrss` after the last run, in bytes: the process's peak.
    let peakRSS: Int
    /// `ru_maxrss` before the first (warm-up) run, in bytes.
    let peakRSSBeforeRuns: Int
    /// Resident set before the warm-up run, after it, and after the last run, in bytes.
    let rssBefore: Int
    let rssAfterWarmUp: Int
    let rssAfter: Int
    /// The resident set after each measured run, in bytes.
    let rssAfterRuns: [Int]
  }

  /// Plays the session `warmUpRuns + rounds` times.
  @MainActor
  func run() async throws(BenchmarkFailure) -> Result {
    let documents = Self.documents()
    let peakBefore = ProcessFigures.peakResidentBytes()
    let rssBefore = (ProcessFigures.residentBytes() ?? 0)
    var counts = Counts()
    var beacons: [BeaconRecord] = []
    for _ in 0..<Self.warmUpRuns {
      (counts, beacons) = try await Self.session(documents)
    }
    var drift = BeaconDrift()
    let rssAfterWarmUp = (ProcessFigures.residentBytes() ?? 0)
    var variations: [Counts] = []
    var rssAfterRuns: [Int] = []
    var cpu: [Double] = []
    var wall: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let cpuStart = ProcessFigures.cpuSeconds()
      let start = clock.now
      let (runCounts, runBeacons) = try await Self.session(documents)
      let elapsed = start.duration(to: clock.now)
      cpu.append(ProcessFigures.cpuSeconds() - cpuStart)
      wall.append(elapsed / .seconds(1))
      rssAfterRuns.append((ProcessFigures.residentBytes() ?? 0))
      if runCounts != counts { variations.append(runCounts) }
      drift.add(run: runBeacons, reference: beacons)
    }
    return Result(
      rounds: rounds, documents: documents, cpu: Timing(samples: cpu),
      wall: Timing(samples: wall), counts: counts, variations: variations,
      drift: drift,
      peakRSS: ProcessFigures.peakResidentBytes(),
      peakRSSBeforeRuns: peakBefore, rssBefore: rssBefore, rssAfterWarmUp: rssAfterWarmUp,
      rssAfter: (ProcessFigures.residentBytes() ?? 0), rssAfterRuns: rssAfterRuns)
  }

  /// One session, from the VMAP to ALL_ADS_COMPLETED; checks that it completed and that every
  /// ad started and completed.
  @MainActor
  private static func session(
    _ documents: Documents
  ) async throws(BenchmarkFailure) -> (Counts, [BeaconRecord]) {
    let transport = InMemoryTransport(responses: documents.responses)
    var options = SimulationOptions()
    options.contentDuration = contentSeconds
    options.recordBeacons = true
    let result = await SessionSimulator.run(
      AdsRequest(adsResponse: documents.vmap), transport: transport, options: options)
    if let error = result.loadError {
      throw BenchmarkFailure(description: "the VMAP did not load: \(error)")
    }
    guard result.completed else {
      throw BenchmarkFailure(
        description: "ALL_ADS_COMPLETED never arrived (\(result.duration) s simulated)")
    }
    var counts = Counts(entries: result.entries.count, simulatedSeconds: result.duration)
    var beacons: [BeaconRecord] = []
    for entry in result.entries {
      switch entry.kind {
      case .event:
        counts.events += 1
        switch entry.detail {
        case AdEventType.started.rawValue: counts.started += 1
        case AdEventType.complete.rawValue: counts.completes += 1
        case AdEventType.adBreakStarted.rawValue: counts.breaks += 1
        default: break
        }
      case .beacon:
        counts.beacons += 1
        beacons.append(
          BeaconRecord(url: entry.detail, ad: entry.ad, adBreak: entry.adBreak, t: entry.t))
      case .error: counts.errors += 1
      default: break
      }
    }
    let ads = breaks * adsPerBreak
    guard counts.started == ads, counts.completes == ads, counts.breaks == breaks else {
      throw BenchmarkFailure(
        description: "expected \(breaks) breaks and \(ads) STARTED and COMPLETE, got "
          + "\(counts.breaks) breaks, \(counts.started) STARTED, \(counts.completes) COMPLETE")
    }
    return (counts, beacons)
  }

  /// Runs the benchmark on the main actor, prints its figures and exits the process: 0 when it
  /// ran (whether or not it meets the targets), 1 when a session went wrong.
  static func runAndExit(rounds: Int, json: Bool) -> Never {
    BenchmarkProcess.runAndExit(json: json) { () async throws(BenchmarkFailure) in
      try await SessionBenchmark(rounds: rounds).run()
    }
  }
}
