import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// Drives an ``AdsManager`` directly on a ``ManualClock`` and a ``SimulatedVideoDisplay``, as
/// ``SessionSimulator`` does, so that a test can act on it at chosen times (destroy, discard).
@MainActor
final class SessionDriver: AdsManagerDelegate {
  let clock = ManualClock()
  let display: SimulatedVideoDisplay
  let player: SimulatedContentPlayer
  let beacons = RecordingBeaconSender()
  let opener = RecordingLinkOpener()
  private(set) var manager: AdsManager?
  /// The container every load uses.
  private(set) lazy var container = AdDisplayContainer(videoDisplay: display, linkOpener: opener)
  /// Every event, content request and error, with its time: `t kind detail`.
  private(set) var log: [(t: Double, line: String)] = []
  private(set) var contentEnded = false
  /// The settings every load initializes its manager with.
  var renderingSettings = AdsRenderingSettings()

  init(contentDuration: Double = 300) {
    display = SimulatedVideoDisplay(clock: clock)
    player = SimulatedContentPlayer(duration: contentDuration, clock: clock)
  }

  /// Loads `response` and initializes the manager; nil when nothing loaded. `privacy` is what
  /// the loader reads for every URL.
  func load(
    _ response: String, privacy: @escaping @Sendable () -> PrivacySignals = { .withheld }
  ) async -> AdsManager? {
    await load(
      AdsRequest(adsResponse: response), transport: InMemoryTransport(responses: [:]),
      privacy: privacy)
  }

  /// Loads the ad tag `tag` through `transport` and initializes the manager; nil when nothing
  /// loaded.
  func load(
    adTag tag: String, transport: any HTTPTransport,
    privacy: @escaping @Sendable () -> PrivacySignals
  ) async -> AdsManager? {
    await load(AdsRequest(adTagUrl: tag), transport: transport, privacy: privacy)
  }

  private func load(
    _ request: AdsRequest, transport: any HTTPTransport,
    privacy: @escaping @Sendable () -> PrivacySignals
  ) async -> AdsManager? {
    let loader = AdsLoader(transport: transport, beacons: beacons, privacy: privacy, clock: clock)
    var request = request
    request.adDisplayContainer = container
    request.contentPlayhead = player
    request.contentDuration = player.duration
    guard case .success(let data) = await loader.requestAdsTracing(request).result else {
      return nil
    }
    let manager = data.adsManager
    self.manager = manager
    manager.delegate = self
    manager.initialize(with: renderingSettings)
    player.play()
    return manager
  }

  /// Advances the session until `time`, in steps of 100 ms, letting beacon tasks run.
  func run(until time: Double) async {
    while clock.now < time {
      if player.hasEnded, !contentEnded {
        contentEnded = true
        manager?.contentComplete()
      }
      await clock.advanceSettling(to: min(time, clock.now + 0.1))
    }
  }

  /// The event names logged, in order.
  var events: [String] {
    log.compactMap { $0.line.hasPrefix("event ") ? String($0.line.dropFirst(6)) : nil }
  }

  /// Lines logged after `time`.
  func lines(after time: Double) -> [String] {
    log.filter { $0.t > time }.map(\.line)
  }

  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    if event.type != .adProgress { log.append((clock.now, "event \(event.type.rawValue)")) }
    if event.type == .loaded || event.type == .adBreakReady { manager.start() }
  }

  func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    log.append((clock.now, "error \(error.code.rawValue)"))
  }

  func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    log.append((clock.now, "content pause"))
    player.pause()
  }

  func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    log.append((clock.now, "content resume"))
    player.play()
  }
}
