import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// The app of IMA's client-side getting-started guide, on a manual clock: it requests ads
/// through the delegate face, initializes the manager when they load, pauses and resumes its
/// content when asked, and, unless told otherwise, calls `start()` on LOADED.
@MainActor
final class GettingStartedApp: AdsLoaderDelegate, AdsManagerDelegate {
  let clock = ManualClock()
  let display: SimulatedVideoDisplay
  let player: SimulatedContentPlayer
  let beacons = RecordingBeaconSender()
  private(set) var loader: AdsLoader?
  private(set) var manager: AdsManager?
  private(set) var loadedData: AdsLoadedData?
  private(set) var loadError: AdLoadingErrorData?
  /// What the app saw, in order: `event NAME`, `error CODE`, `content pause`, `content resume`.
  private(set) var log: [String] = []
  /// Every event but AD_PROGRESS, with its ad.
  private(set) var adEvents: [AdEvent] = []
  /// Whether the app calls `start()` when LOADED arrives, as the guide does.
  var startsOnLoaded = true
  /// Whether the app calls `start()` in its AD_BREAK_READY handler for the break at this
  /// `adBreakTime` (IMA's manual ad break playback); by default it never does.
  var startsOnBreakReady: (String) -> Bool = { _ in false }
  private var contentEnded = false

  init(contentDuration: Double = 60) {
    display = SimulatedVideoDisplay(clock: clock)
    player = SimulatedContentPlayer(duration: contentDuration, clock: clock)
  }

  /// Requests ads with `requestAds(with:)` and waits for the delegate's answer: the canned
  /// `response`, or the ad tag `adTag` fetched from `served` (URL → document). On success the
  /// manager is initialized with `settings` and the content plays. In debug mode the loader's
  /// lines go to `debugLog` (the console without one).
  func requestAds(
    response: String? = nil, adTag: String? = nil, served: [String: String] = [:],
    userContext: String? = nil, loaderSettings: Settings = Settings(),
    settings: AdsRenderingSettings = AdsRenderingSettings(),
    debugLog: (@Sendable (String) -> Void)? = nil
  ) async {
    let loader = AdsLoader(
      settings: loaderSettings,
      transport: InMemoryTransport(responses: served.mapValues { Data($0.utf8) }),
      beacons: beacons, clock: clock, debugLog: debugLog)
    self.loader = loader
    loader.delegate = self
    let container = AdDisplayContainer(videoDisplay: display)
    var request =
      if let adTag {
        AdsRequest(
          adTagUrl: adTag, adDisplayContainer: container, contentPlayhead: player,
          userContext: userContext)
      } else {
        AdsRequest(
          adsResponse: response ?? "", adDisplayContainer: container, contentPlayhead: player,
          userContext: userContext)
      }
    request.contentDuration = player.duration
    loader.requestAds(with: request)
    for _ in 0..<1_000 where loadedData == nil && loadError == nil { await Task.yield() }
    guard let manager = loadedData?.adsManager else {
      player.play()
      return
    }
    self.manager = manager
    manager.delegate = self
    manager.initialize(with: settings)
    player.play()
  }

  /// Advances the clock to `time` in 100 ms steps, letting tasks run; calls `contentComplete()`
  /// when the content ends, as the guide does.
  func run(until time: Double) async {
    while clock.now < time {
      if player.hasEnded, !contentEnded {
        contentEnded = true
        loader?.contentComplete()
      }
      await clock.advanceSettling(to: min(time, clock.now + 0.1))
    }
  }

  /// The events seen, in order, without AD_PROGRESS.
  var events: [String] {
    log.compactMap { $0.hasPrefix("event ") ? String($0.dropFirst(6)) : nil }
  }

  func adsLoader(_ loader: AdsLoader, adsLoadedWith data: AdsLoadedData) { loadedData = data }

  func adsLoader(_ loader: AdsLoader, failedWith data: AdLoadingErrorData) { loadError = data }

  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    if event.type != .adProgress {
      log.append("event \(event.type.rawValue)")
      adEvents.append(event)
    }
    if event.type == .loaded, startsOnLoaded { manager.start() }
    if event.type == .adBreakReady, startsOnBreakReady(event.data["adBreakTime"] ?? "") {
      manager.start()
    }
  }

  func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    log.append("error \(error.code.rawValue)")
    player.play()
  }

  func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    log.append("content pause")
    player.pause()
  }

  func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    log.append("content resume")
    player.play()
  }
}
