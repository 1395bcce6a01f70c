import Foundation
import Interlude
import InterludeTestSupport

#if canImport(Glibc)
import Glibc
import InterludeSimulation
#endif

/// A thousand ad sessions at once in one process, against the local ad server: each loads a
/// VMAP over real HTTP (a pre-roll behind a wrapper, a mid-roll from a break tag, a post-roll
/// whose tag answers 404) and plays it to its end on its own manual clock; one in ten asks for a
/// tag that does not exist. Every session must complete or fail with a code, nothing may
/// crash, and memory must come back to its baseline once the sessions are gone.
struct StressBenchmark {
  /// Sessions started at once.
  let sessions: Int

  struct Result {
    let sessions: Int
    /// Sessions of the first wave that reached ALL_ADS_COMPLETED.
    let completed: Int
    /// Sessions of the first wave that failed to load, by IMA error code.
    let failedByCode: [Int: Int]
    /// Sessions of the first wave that neither completed nor failed with a code (must be 0).
    let unaccounted: Int
    /// Sessions that reached ALL_ADS_COMPLETED, wave by wave.
    let completedPerWave: [Int]
    /// Sessions that neither completed nor failed with a code, wave by wave (all must be 0).
    let unaccountedPerWave: [Int]
    /// Wall time from the first request to the last session's end (first wave).
    let wallSeconds: Double
    /// Each session's time to its end (load and simulated playback), wall clock (first wave).
    let sessionSeconds: Timing
    /// Requests the server logged during each wave.
    let requestsPerWave: [Int]
    /// Resident memory after a warm-up, before the sessions (settled like the figures after each
    /// wave).
    let baselineBytes: Int
    /// Live C heap (``ProcessFigures/heapInUseBytes()``) at the baseline; nil where unknown.
    let baselineHeapBytes: Int?
    /// Peak resident memory of the process (`ru_maxrss`) after the first wave.
    let peakBytes: Int
    /// Resident memory after each wave's sessions ended and were released (after
    /// `malloc_trim`).
    let afterWaveBytes: [Int]
    /// Live C heap after each wave, measured with ``afterWaveBytes``; empty where unknown.
    let afterWaveHeapBytes: [Int]
    /// Beacons the sessions of the first wave fired (recorded, not sent: the simulator's beacon
    /// seam).
    let beacons: Int

    /// Requests the server logged during the first wave.
    var serverRequests: Int { requestsPerWave.first ?? 0 }
  }

  /// Starts the server and runs the waves of sessions.
  @MainActor
  func run() async throws(BenchmarkFailure) -> Result {
    let server: LocalAdServer
    do {
      server = try await LocalAdServer.start(routes: Self.routes)
    } catch {
      throw BenchmarkFailure(exitCode: 2, description: "cannot run the stress benchmark: \(error)")
    }
    defer { server.stop() }
    let transport = URLSessionTransport(userAgent: "InterludeStress/1.0")

    // A warm-up, then the baseline, settled like the figures after each wave.
    _ = await Self.runSessions(20, server: server, transport: transport)
    let (baseline, baselineHeap) = await Self.settledMemory()
    do {
      try await server.reset()
    } catch {
      throw BenchmarkFailure(exitCode: 2, description: "\(error)")
    }

    // Several waves one after the other: memory that stays after each (a leak) grows from wave
    // to wave. The session figures are the first wave's.
    var waves: [Wave] = []
    var firstOutcomes: [Outcome] = []
    var wall = 0.0
    var peak = 0
    for wave in 0..<Self.waves {
      let start = ContinuousClock.now
      let outcomes = await Self.runSessions(sessions, server: server, transport: transport)
      if wave == 0 {
        wall = Self.seconds(since: start)
        peak = ProcessFigures.peakResidentBytes()
        firstOutcomes = outcomes
      }
      let requests: Int
      do {
        requests = try await server.requestLog().count
        try await server.reset()
      } catch {
        throw BenchmarkFailure(exitCode: 2, description: "\(error)")
      }
      let memory = await Self.settledMemory()
      waves.append(
        Wave(
          completed: outcomes.count(where: \.completed),
          unaccounted: outcomes.count { !$0.completed && $0.errorCode == nil },
          requests: requests, residentBytes: memory.resident, heapBytes: memory.heap))
    }

    var failedByCode: [Int: Int] = [:]
    var beacons = 0
    for outcome in firstOutcomes {
      beacons += outcome.beacons
      if !outcome.completed, let code = outcome.errorCode {
        failedByCode[code, default: 0] += 1
      }
    }
    let heaps = waves.compactMap(\.heapBytes)
    return Result(
      sessions: sessions, completed: waves[0].completed, failedByCode: failedByCode,
      unaccounted: waves[0].unaccounted, completedPerWave: waves.map(\.completed),
      unaccountedPerWave: waves.map(\.unaccounted), wallSeconds: wall,
      sessionSeconds: Timing(samples: firstOutcomes.map(\.seconds)),
      requestsPerWave: waves.map(\.requests), baselineBytes: baseline,
      baselineHeapBytes: baselineHeap, peakBytes: peak,
      afterWaveBytes: waves.map(\.residentBytes),
      afterWaveHeapBytes: heaps.count == waves.count ? heaps : [], beacons: beacons)
  }

  /// What one wave left: its sessions' ends, the server's count, memory once settled.
  private struct Wave {
    let completed: Int
    let unaccounted: Int
    let requests: Int
    let residentBytes: Int
    let heapBytes: Int?
  }

  /// Waves of sessions run one after the other; the figures are the first wave's, the memory
  /// after each wave shows whether anything stays behind.
  static let waves = 3

  /// How long to wait after a wave before measuring: idle dispatch worker threads keep memory
  /// for about five seconds after a burst.
  static let settleSeconds = 6

  /// Resident memory and live heap once pending work has finished and freed pages went back to
  /// the system.
  @MainActor
  private static func settledMemory() async -> (resident: Int, heap: Int?) {
    try? await Task.sleep(for: .seconds(settleSeconds))
    releaseFreedMemory()
    return (ProcessFigures.residentBytes() ?? 0, ProcessFigures.heapInUseBytes())
  }

  /// What one session ended with.
  private struct Outcome: Sendable {
    let completed: Bool
    let errorCode: Int?
    let seconds: Double
    let beacons: Int
  }

  /// Runs `count` sessions at once; every tenth asks for a missing tag.
  @MainActor
  private static func runSessions(
    _ count: Int, server: LocalAdServer, transport: URLSessionTransport
  ) async -> [Outcome] {
    let options = sessionOptions
    let good = server.url(path: "/vmap").absoluteString
    let missing = server.url(path: "/missing").absoluteString
    let tasks = (0..<count).map { index in
      Task { @MainActor in
        let start = ContinuousClock.now
        var request = AdsRequest(adTagUrl: index % 10 == 9 ? missing : good)
        request.contentDuration = options.contentDuration
        let result = await SessionSimulator.run(request, transport: transport, options: options)
        return Outcome(
          completed: result.completed, errorCode: result.loadError?.code.rawValue,
          seconds: seconds(since: start), beacons: result.outbound.count { $0.kind == .beacon })
      }
    }
    var outcomes: [Outcome] = []
    for task in tasks { outcomes.append(await task.value) }
    return outcomes
  }

  /// Two minutes of content, beacons listed in the result rather than the timeline.
  private static var sessionOptions: SimulationOptions {
    var options = SimulationOptions()
    options.contentDuration = 120
    options.recordBeacons = false
    return options
  }

  /// Returns freed heap pages to the system, so that resident memory shows what is still in
  /// use rather than what the allocator keeps for later.
  private static func releaseFreedMemory() {
    #if canImport(Glibc)
    // glibc's `malloc_trim`, looked up at run time: the Glibc module does not export malloc.h.
    typealias MallocTrim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
    #endif
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    start.duration(to: .now) / .seconds(1)
  }

  /// The server's documents.
  static let routes: [String: AdServerRoute] = [
    "/vmap": .vast(vmap),
    "/wrapped": .vast(inLine("pre")),
    "/mid": .vast(inLine("mid")),
    "/missing": .status(404),
  ]

  static let vmap = """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
        <vmap:AdSource id="pre" allowMultipleAds="true" followRedirects="true">
          <vmap:VASTAdData><VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>S</AdSystem>
            <VASTAdTagURI><![CDATA[{{BASE_URL}}/wrapped]]></VASTAdTagURI>
            <Impression><![CDATA[{{BASE_URL}}/imp?w=1]]></Impression>
          </Wrapper></Ad></VAST></vmap:VASTAdData>
        </vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="00:01:00.000" breakType="linear" breakId="mid">
        <vmap:AdSource id="mid"><vmap:AdTagURI templateType="vast3">\
    <![CDATA[{{BASE_URL}}/mid]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="end" breakType="linear" breakId="post">
        <vmap:AdSource id="post"><vmap:AdTagURI templateType="vast3">\
    <![CDATA[{{BASE_URL}}/missing]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
    </vmap:VMAP>
    """

  static func inLine(_ id: String) -> String {
    let events = ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]
    let tracking = events.map {
      "<Tracking event=\"\($0)\"><![CDATA[{{BASE_URL}}/t/\(id)/\($0)]]></Tracking>"
    }.joined()
    return """
      <VAST version="4.2"><Ad id="\(id)"><InLine><AdSystem>S</AdSystem><AdTitle>\(id)</AdTitle>\
      <Impression><![CDATA[{{BASE_URL}}/imp/\(id)]]></Impression><Creatives><Creative><Linear>\
      <Duration>00:00:10</Duration><TrackingEvents>\(tracking)</TrackingEvents><MediaFiles>\
      <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">\
      <![CDATA[https://cdn.invalid/\(id).mp4]]></MediaFile></MediaFiles></Linear></Creative>\
      </Creatives></InLine></Ad></VAST>
      """
  }
}
