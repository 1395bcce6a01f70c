import Foundation
import Interlude
import InterludeSimulation

extension BeaconQueueHarness {
  /// Plays one in-line ad (two impressions, quartiles) to its end on the harness's clock, with
  /// the harness's queue as the beacon sender of a loader made with `settings` and `debugLog`,
  /// and waits until the queue is empty.
  @discardableResult
  func playAnAd(
    settings: Settings = Settings(), debugLog: (@Sendable (String) -> Void)? = nil
  ) async throws -> AdStarter {
    let queue = try await open()
    let loader = AdsLoader(
      settings: settings, transport: InMemoryTransport(responses: [:]), beacons: queue,
      clock: clock, debugLog: debugLog)
    let container = AdDisplayContainer(videoDisplay: SimulatedVideoDisplay(clock: clock))
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: PlaybackVAST.inLine(), adDisplayContainer: container))
    let starter = AdStarter()
    data.adsManager.delegate = starter
    data.adsManager.initialize(with: AdsRenderingSettings())
    for _ in 0..<150 {
      clock.advance(by: 0.1)
      await queue.waitUntilIdle()
    }
    await queue.waitUntilEmpty()
    return starter
  }
}
