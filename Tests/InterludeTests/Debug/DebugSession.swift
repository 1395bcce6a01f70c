import Interlude

/// Plays a request's first ad to its end on a manual clock, for the debug-mode tests.
@MainActor
enum DebugSession {
  /// Loads `request` with `loader`, starts its ad on a simulated display and advances `clock`
  /// fifteen seconds (the test ads last ten).
  @discardableResult
  static func playAnAd(
    _ loader: AdsLoader, clock: ManualClock, request: AdsRequest
  ) async throws -> (AdStarter, AdsManager) {
    var request = request
    request.adDisplayContainer = AdDisplayContainer(
      videoDisplay: SimulatedVideoDisplay(clock: clock))
    let data = try await loader.requestAds(request)
    let starter = AdStarter()
    data.adsManager.delegate = starter
    data.adsManager.initialize(with: AdsRenderingSettings())
    for _ in 0..<150 {
      clock.advance(by: 0.1)
      for _ in 0..<5 { await Task.yield() }
    }
    return (starter, data.adsManager)
  }
}
