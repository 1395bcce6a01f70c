import Interlude
import InterludeSimulation

/// Plays a request's first ad on a manual clock, for tests that drive a loader themselves.
@MainActor
enum ManualSession {
  /// Loads `request` with `loader`, starts its ad (on a simulated display on `clock`, unless
  /// the request brings its own container) and advances `clock` by `seconds` in 100 ms steps,
  /// letting tasks run after each; fifteen by default, past the end of the test ads (ten).
  @discardableResult
  static func playAnAd(
    _ loader: AdsLoader, clock: ManualClock, request: AdsRequest, seconds: Double = 15
  ) async throws -> (AdStarter, AdsManager) {
    var request = request
    if request.adDisplayContainer == nil {
      request.adDisplayContainer = AdDisplayContainer(
        videoDisplay: SimulatedVideoDisplay(clock: clock))
    }
    let data = try await loader.requestAds(request)
    let starter = AdStarter()
    data.adsManager.delegate = starter
    data.adsManager.initialize(with: AdsRenderingSettings())
    for _ in 0..<Int((seconds * 10).rounded()) {
      clock.advance(by: 0.1)
      for _ in 0..<5 { await Task.yield() }
    }
    return (starter, data.adsManager)
  }
}
