import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// Measures time-to-loaded of ``AdsLoader/requestAds(_:)`` over real HTTP against the local ad
/// server, for a VMAP whose pre-roll is a pod of wrapped ads.
///
/// Every request waits ``delayMilliseconds`` at the server. The VMAP's pre-roll (inline
/// `VASTAdData`) is a pod of ``members`` wrappers, each followed through ``hopsPerMember``
/// fetched documents (two more wrappers, then the InLine). The critical path is therefore the
/// VMAP request then one member's hops: `(1 + hopsPerMember) × delay`, counting only the
/// server's injected delays (no network, parsing or client overhead): a lower bound no client can
/// beat. Each run uses a fresh ``AdsLoader`` with a fresh ``URLSessionTransport``, so nothing is
/// cached or kept alive between runs (within a run, connection reuse is the loader's own).
struct LoadBenchmark {
  /// The server's delay before every answer, in milliseconds.
  static let delayMilliseconds = 50
  /// Pod members in the pre-roll.
  static let members = 3
  /// Documents fetched per member after the VMAP: wrappers, then the InLine.
  static let hopsPerMember = 3
  /// Loads before measuring, discarded.
  static let warmUpRuns = 2

  let rounds: Int

  struct Result {
    let rounds: Int
    /// The loader with its default concurrency (``LoadingSettings/maxConcurrentRequests``).
    let parallel: Timing
    /// The same loads with `maxConcurrentRequests = 1`: one request at a time.
    let sequential: Timing
    /// The same loads with no server delay: the client's and server's own overhead.
    let zeroDelay: Timing
    let concurrency: Int
    let requestsPerLoad: Int
    let bytesPerLoad: Int
    /// Requests the server logged during the measured parallel runs.
    let serverRequests: Int

    /// `(1 VMAP + hopsPerMember) × delay`.
    var boundSeconds: Double {
      Double((1 + LoadBenchmark.hopsPerMember) * LoadBenchmark.delayMilliseconds) / 1000
    }
    /// `requestsPerLoad × delay`: every request one after the other.
    var sequentialBoundSeconds: Double {
      Double(requestsPerLoad * LoadBenchmark.delayMilliseconds) / 1000
    }
    /// Median time to loaded over the bound.
    var ratio: Double { parallel.median / boundSeconds }
  }

  /// Starts the servers and measures.
  @MainActor
  func run() async throws(BenchmarkFailure) -> Result {
    let routes = Self.routes(members: Self.members, hopsPerMember: Self.hopsPerMember)
    let delayed = try await Self.startServer(routes: routes, delay: Self.delayMilliseconds)
    defer { delayed.stop() }
    let immediate = try await Self.startServer(routes: routes, delay: 0)
    defer { immediate.stop() }
    let settings = Settings()
    var sequentialSettings = settings
    sequentialSettings.loading.maxConcurrentRequests = 1

    for _ in 0..<Self.warmUpRuns {
      _ = try await Self.load(from: delayed, settings: settings)
      _ = try await Self.load(from: immediate, settings: settings)
    }
    do {
      try await delayed.reset()
    } catch {
      throw BenchmarkFailure(exitCode: 2, description: "\(error)")
    }
    var parallel: [Double] = []
    var sequential: [Double] = []
    var zeroDelay: [Double] = []
    var requests = 0
    var bytes = 0
    for _ in 0..<rounds {
      let run = try await Self.load(from: delayed, settings: settings)
      parallel.append(run.seconds)
      requests = run.requests
      bytes = run.bytes
    }
    let serverRequests: Int
    do {
      serverRequests = try await delayed.requestLog().count
    } catch {
      throw BenchmarkFailure(exitCode: 2, description: "\(error)")
    }
    for _ in 0..<rounds {
      sequential.append(try await Self.load(from: delayed, settings: sequentialSettings).seconds)
      zeroDelay.append(try await Self.load(from: immediate, settings: settings).seconds)
    }
    return Result(
      rounds: rounds, parallel: Timing(samples: parallel),
      sequential: Timing(samples: sequential), zeroDelay: Timing(samples: zeroDelay),
      concurrency: settings.loading.maxConcurrentRequests, requestsPerLoad: requests,
      bytesPerLoad: bytes, serverRequests: serverRequests)
  }

  private static func startServer(
    routes: [String: AdServerRoute], delay: Int
  ) async throws(BenchmarkFailure) -> LocalAdServer {
    do {
      return try await LocalAdServer.start(routes: routes, delayMilliseconds: delay)
    } catch {
      throw BenchmarkFailure(exitCode: 2, description: "cannot run the load benchmark: \(error)")
    }
  }

  private struct Run {
    let seconds: Double
    let requests: Int
    let bytes: Int
  }

  /// One load through a fresh loader and transport; checks that every member resolved.
  @MainActor
  private static func load(
    from server: LocalAdServer, settings: Settings
  ) async throws(BenchmarkFailure)
    -> Run
  {
    let loader = AdsLoader(settings: settings, transport: URLSessionTransport())
    let request = AdsRequest(
      adTagUrl: server.url(path: tagPath).absoluteString, contentPlayhead: ManualContentPlayhead())
    let clock = ContinuousClock()
    let start = clock.now
    let data: AdsLoadedData
    do {
      data = try await loader.requestAds(request)
    } catch {
      throw BenchmarkFailure(exitCode: 1, description: "the load failed: \(error)")
    }
    let elapsed = start.duration(to: clock.now)
    let manager = data.adsManager
    let ids = manager.resolution?.playableAds.map(\.ad.id) ?? []
    let expected = (1...members).map { "member\($0)" }
    guard ids == expected else {
      throw BenchmarkFailure(exitCode: 1, description: "expected the ads \(expected), got \(ids)")
    }
    return Run(
      seconds: elapsed / .seconds(1),
      requests: manager.hops.count, bytes: manager.hops.reduce(0) { $0 + $1.bytes })
  }

  /// Runs the benchmark on the main actor, prints its figures and exits the process (0, or the
  /// failure's code).
  static func runAndExit(rounds: Int, json: Bool) -> Never {
    BenchmarkProcess.runAndExit(json: json) { () async throws(BenchmarkFailure) in
      try await LoadBenchmark(rounds: rounds).run()
    }
  }
}
