import Interlude
import InterludeSimulation

/// Runs `--follow` loads on the main actor, as an app would.
enum FollowLoad {
  /// Loads with every VMAP break fetched, and reports the outcome with every hop and the time
  /// to loaded, measured on a monotonic clock.
  ///
  /// With `loads` over 1, loads the same request that many times on one loader, one after the
  /// other: the report is the first (cold) load's, with every load's time in
  /// ``FollowReport/repeated``.
  @MainActor
  static func run(
    _ request: AdsRequest, transport: any HTTPTransport, loads: Int = 1
  ) async -> FollowReport {
    var settings = Settings()
    settings.loading.prefetchAllBreaks = true
    let loader = AdsLoader(settings: settings, transport: transport)
    var first: FollowReport?
    var times: [Double] = []
    for _ in 0..<max(loads, 1) {
      let report = await load(request, on: loader)
      times.append(report.timing.milliseconds)
      if first == nil { first = report }
    }
    guard var report = first else { preconditionFailure("at least one load runs") }
    if loads > 1 { report.repeated = RepeatedLoads(runs: times) }
    return report
  }

  /// One load on `loader`.
  @MainActor
  private static func load(_ request: AdsRequest, on loader: AdsLoader) async -> FollowReport {
    var request = request
    request.contentPlayhead = ManualContentPlayhead()
    let clock = ContinuousClock()
    let start = clock.now
    let (result, hops) = await loader.requestAdsTracing(request)
    let milliseconds = start.duration(to: clock.now) / .milliseconds(1)
    switch result {
    case .success(let data): return FollowReport(data.adsManager, milliseconds: milliseconds)
    case .failure(let error):
      return FollowReport(error: error, hops: hops, milliseconds: milliseconds)
    }
  }
}
