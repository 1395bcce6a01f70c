import Interlude
import InterludeSimulation

/// Runs one `--follow` load on the main actor, as an app would.
enum FollowLoad {
  /// Loads with every VMAP break fetched, and reports the outcome with every hop.
  @MainActor
  static func run(_ request: AdsRequest, transport: any HTTPTransport) async -> FollowReport {
    var settings = Settings()
    settings.loading.prefetchAllBreaks = true
    var request = request
    request.contentPlayhead = ManualContentPlayhead()
    let loader = AdsLoader(settings: settings, transport: transport)
    let (result, hops) = await loader.requestAdsTracing(request)
    switch result {
    case .success(let data): return FollowReport(data.adsManager)
    case .failure(let error): return FollowReport(error: error, hops: hops)
    }
  }
}
