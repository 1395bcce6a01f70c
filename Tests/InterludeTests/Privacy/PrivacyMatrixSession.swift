import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// Plays one whole VMAP session behind a closed ``ConsentGate`` on a ``ManualClock``: the
/// request is made before consent resolves, the test resolves it (the CMP writes its keys, the
/// user answers ATT), the gate opens, and the session plays to ALL_ADS_COMPLETED with every ad
/// request, wrapper fetch, break tag fetch and beacon going through one metered transport.
///
/// Playback time is virtual; only the network (real for the end-to-end cells) takes real time,
/// and the session waits for it whenever a request is in flight.
@MainActor
final class PrivacyMatrixSession: AdsManagerDelegate {
  /// What happened.
  struct Outcome {
    /// Requests that reached the transport before consent resolved (must be 0).
    var requestsBeforeResolution: Int
    /// Reads of the privacy signals before consent resolved (must be 0).
    var privacyReadsBeforeResolution: Int
    /// Whether ALL_ADS_COMPLETED arrived.
    var completed: Bool
    /// The loading error, when the ad request failed.
    var loadError: AdError?
    /// Every URL sent, in order.
    var urls: [URL]
    /// The events, in order (without AD_PROGRESS).
    var events: [String]
  }

  /// The content's length in seconds.
  static let contentDuration = 20.0

  private let clock = ManualClock()
  private let display: SimulatedVideoDisplay
  private let player: SimulatedContentPlayer
  private let transport: MeteredTransport
  private let pollInterval: Duration
  private var manager: AdsManager?
  private var contentPaused = false
  private var completed = false
  private var events: [String] = []

  /// A session whose traffic goes through `transport`; while a request is in flight it polls
  /// every `pollInterval` of real time.
  init(transport: any HTTPTransport, pollInterval: Duration = .microseconds(50)) {
    self.transport = MeteredTransport(transport)
    self.pollInterval = pollInterval
    display = SimulatedVideoDisplay(clock: clock, defaultDuration: 2)
    player = SimulatedContentPlayer(duration: Self.contentDuration, clock: clock)
  }

  /// Requests `adTag` behind a closed gate, calls `resolve` (which stores the consent and
  /// answers ATT on `device`), opens the gate and plays the session to its end.
  ///
  /// `consentPolicy` is the gate's policy: waiting (an hour) by default; `.immediate` shows
  /// that the check before resolution would see a request that did not wait.
  func run(
    adTag: String, settings: Settings = Settings(), device: PrivacyMatrixDevice,
    consentPolicy: ConsentPolicy = .waitForResolution(timeout: .seconds(3600)),
    resolve: () async throws -> Void
  ) async throws -> Outcome {
    let gate = ConsentGate()
    let loader = AdsLoader(
      settings: settings, transport: transport,
      device: DeviceInfo(
        appBundle: "com.example.matrix", playerSize: .init(width: 640, height: 360)),
      privacy: device.signals, clock: clock, consentGate: gate,
      consentPolicy: consentPolicy)
    var request = AdsRequest(
      adTagUrl: adTag, adDisplayContainer: AdDisplayContainer(videoDisplay: display))
    request.contentPlayhead = player
    request.contentDuration = Self.contentDuration
    let loading = Task { await loader.requestAdsTracing(request).result }
    // Give the request every chance to leave early: it must be waiting at the gate.
    for _ in 0..<200 { await Task.yield() }
    try await Task.sleep(for: .milliseconds(2))
    var outcome = Outcome(
      requestsBeforeResolution: transport.count,
      privacyReadsBeforeResolution: device.privacyReads, completed: false, urls: [], events: [])

    try await resolve()
    gate.open()
    switch await loading.value {
    case .failure(let error):
      outcome.loadError = error
    case .success(let data):
      await play(data.adsManager)
    }
    await drain()
    outcome.completed = completed
    outcome.urls = transport.urls
    outcome.events = events
    return outcome
  }

  /// Plays the session as IMA's getting-started app does, in 100 ms steps of virtual time.
  private func play(_ manager: AdsManager) async {
    self.manager = manager
    manager.delegate = self
    manager.initialize(with: AdsRenderingSettings())
    if !contentPaused { player.play() }
    await settle()
    var contentEnded = false
    while !completed, clock.now < 10 * Self.contentDuration {
      if player.hasEnded, !contentEnded {
        contentEnded = true
        manager.contentComplete()
      }
      let target = clock.now + 0.1
      while let due = clock.nextDueTime, due <= target, !completed {
        clock.advance(to: due)
        await settle()
      }
      clock.advance(to: target)
    }
    manager.delegate = nil
  }

  /// Lets the work an action started run: beacon tasks, and any fetch until it is answered.
  private func settle() async {
    for _ in 0..<4 { await Task.yield() }
    var polls = 0
    while transport.inFlight > 0 || isFetchingBreak, polls < 200_000 {
      polls += 1
      try? await Task.sleep(for: pollInterval)
    }
  }

  /// Waits until no request is in flight and none has started for a few milliseconds.
  private func drain() async {
    var quiet = 0
    var last = -1
    var rounds = 0
    while quiet < 3, rounds < 5_000 {
      rounds += 1
      for _ in 0..<10 { await Task.yield() }
      try? await Task.sleep(for: .milliseconds(1))
      let count = transport.count
      if count == last, transport.inFlight == 0 {
        quiet += 1
      } else {
        quiet = 0
        last = count
      }
    }
  }

  private var isFetchingBreak: Bool {
    manager?.schedule.contains {
      if case .loading = $0.state { return true }
      return false
    } ?? false
  }

  // MARK: AdsManagerDelegate

  /// Starts every break as soon as it is ready; records the events.
  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    if event.type != .adProgress { events.append(event.type.rawValue) }
    switch event.type {
    case .loaded, .adBreakReady: manager.start()
    case .allAdsCompleted: completed = true
    default: break
    }
  }

  /// Errors (the mid-roll's unplayable ad) are part of the session.
  func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    events.append("error \(error.code.rawValue)")
  }

  /// Pauses the content for a break.
  func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    contentPaused = true
    player.pause()
  }

  /// Resumes the content after a break.
  func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    contentPaused = false
    player.play()
  }
}
