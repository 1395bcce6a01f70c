import Foundation
public import Interlude

/// Runs a whole ad session on a ``ManualClock``, a ``SimulatedVideoDisplay`` and a
/// ``SimulatedContentPlayer``, and returns its timeline: every event, every content pause and
/// resume, every request and beacon. A two-hour session runs in well under a second,
/// deterministically.
///
/// Every URL the session sends is also listed in ``Result/outbound``, recorded at the two
/// network seams: the transport (ad request, wrappers, break tags) and the beacon sender.
///
/// The simulated app follows IMA's getting-started flow: it calls `start()` on LOADED (and,
/// with `autoPlayAdBreaks` off, a second after AD_BREAK_READY), pauses and resumes its content
/// when asked, and calls `contentComplete()` when the content ends. Its user comes back from a
/// click-through's landing page ``SimulationOptions/clickAwayFor`` seconds after opening it.
@MainActor
public final class SessionSimulator: AdsManagerDelegate, CompanionAdSlotDelegate {
  /// The outcome of a simulation.
  public struct Result: Sendable {
    /// The timeline, in order.
    public var entries: [SimulationEntry]
    /// Every URL sent, in order: requests and beacons, recorded even when the timeline leaves
    /// beacons out.
    public var outbound: [OutboundRequest]
    /// Whether ALL_ADS_COMPLETED arrived.
    public var completed: Bool
    /// The loading error, when no ads loaded at all.
    public var loadError: AdError?
    /// Simulated seconds the session took.
    public var duration: Double
  }

  /// The simulation's time step, in seconds.
  static let step = 0.1

  private let options: SimulationOptions
  private let clock = ManualClock()
  private let display: SimulatedVideoDisplay
  private let player: SimulatedContentPlayer
  private let linkOpener: SimulatedLinkOpener
  private let beacons = BeaconLog()
  /// The session's manager, once loaded (read by the lifetime tests).
  package private(set) var manager: AdsManager?
  private var entries: [SimulationEntry] = []
  private var outbound: [OutboundRequest] = []
  private var completed = false
  private var adsStarted = 0
  private var currentAd: String?
  private var currentBreak: String?
  private var nextSeek = 0
  private var contentEnded = false
  private var firstAdDone = false
  /// The overlay last drawn and its text, for ``SimulationOptions/overlayText``.
  private var overlayState: AdOverlayState?
  private var overlayAd: AdInfo?
  /// Whether an ad is on screen: from its STARTED to its end (COMPLETE, SKIPPED, an error, the
  /// end of the break); the overlay is drawn only then.
  private var adOnScreen = false
  private var overlayLine = OverlayLine.text(of: .hidden)

  /// Creates a simulator; ``run(_:transport:settings:options:)`` is the way to use one (the
  /// lifetime tests create one directly, to hold it weakly).
  package init(options: SimulationOptions) {
    self.options = options
    defer {
      beacons.onSend = { [weak self] url in self?.recordBeacon(url) }
      linkOpener.onUserReturn = { [weak self] in
        self?.record(.action, detail: "back from the landing page")
      }
    }
    display = SimulatedVideoDisplay(
      clock: clock, script: options.script, supportedMimeTypes: options.supportedMimeTypes)
    player = SimulatedContentPlayer(duration: options.contentDuration, clock: clock)
    linkOpener = SimulatedLinkOpener(clock: clock, returnAfter: options.clickAwayFor)
    if !options.firstAdFaults.isEmpty {
      display.script.faults = options.script.faults + options.firstAdFaults
    }
  }

  /// Loads `request` through `transport` and plays the session to its end.
  public static func run(
    _ request: AdsRequest, transport: any HTTPTransport, settings: Settings = Settings(),
    options: SimulationOptions = SimulationOptions()
  ) async -> Result {
    let simulator = SessionSimulator(options: options)
    let result = await simulator.run(request, transport: transport, settings: settings)
    withExtendedLifetime(simulator) {}
    return result
  }

  /// Plays the session (once per simulator).
  package func run(
    _ request: AdsRequest, transport: any HTTPTransport, settings: Settings
  ) async
    -> Result
  {
    var settings = settings
    settings.autoPlayAdBreaks = options.autoPlayAdBreaks
    let privacy = options.privacy
    let log = TransportLog(base: transport) { [weak self] request in
      await self?.recordFetch(request)
    }
    let loader = AdsLoader(
      settings: settings, transport: log, beacons: beacons, privacy: { privacy }, clock: clock)
    if let randomNumber = options.randomNumber { loader.randomNumber = randomNumber }
    var request = request
    request.contentPlayhead = player
    request.contentDuration = options.contentDuration
    let slots = options.companionSlots.map { CompanionAdSlot(width: $0.width, height: $0.height) }
    for slot in slots { slot.delegate = self }
    request.adDisplayContainer = AdDisplayContainer(
      videoDisplay: display, companionSlots: slots, linkOpener: linkOpener)
    let (loaded, _) = await loader.requestAdsTracing(request)
    await settle()
    let manager: AdsManager
    switch loaded {
    case .failure(let error):
      record(.error, detail: describe(error))
      return Result(
        entries: entries, outbound: outbound, completed: false, loadError: error,
        duration: clock.now)
    case .success(let data):
      manager = data.adsManager
    }
    self.manager = manager
    manager.delegate = self
    display.durationProvider = { [weak self] url in self?.vastDuration(of: url) }
    manager.initialize(with: options.renderingSettings)
    if manager.isInContentPhase { player.play() }
    await settle()
    while !completed, clock.now < options.maxSeconds {
      applySeeks()
      if player.hasEnded, !contentEnded {
        contentEnded = true
        record(.content, detail: "end")
        manager.contentComplete()
      }
      // Run the step's timers one at a time, so that beacons and fetches started by each
      // action are recorded at its time.
      let target = clock.now + Self.step
      while let due = clock.nextDueTime, due <= target, !completed {
        clock.advance(to: due)
        await settle()
        recordOverlay()
      }
      clock.advance(to: target)
      recordOverlay()
    }
    manager.delegate = nil
    return Result(
      entries: entries, outbound: outbound, completed: completed, loadError: nil,
      duration: clock.now)
  }

  /// Lets work started meanwhile finish: beacon tasks, and a lazily fetched break.
  private func settle() async {
    while let manager, manager.pendingBackgroundWork > 0 {
      try? await Task.sleep(for: .microseconds(200))
    }
  }

  // MARK: The simulated app

  /// The VAST duration of the ad whose media file is `url`, from the manager's loaded breaks.
  private func vastDuration(of url: URL) -> Double? {
    guard let manager else { return nil }
    for scheduled in manager.schedule {
      guard case .loaded(let resolution) = scheduled.state else { continue }
      for ad in resolution.pod + resolution.buffet {
        for linear in ad.inLine.creatives.compactMap(\.linear)
        where linear.mediaFiles.contains(where: { URLRepair.url(from: $0.url) == url }) {
          return linear.duration
        }
      }
    }
    return nil
  }

  private func applySeeks() {
    guard nextSeek < options.seeks.count, player.isPlaying else { return }
    let seek = options.seeks[nextSeek]
    guard player.currentTime >= seek.at else { return }
    nextSeek += 1
    player.seek(to: seek.to)
    record(.action, detail: "seek \(format(seek.at)) -> \(format(seek.to))")
  }

  /// The app's actions on the first ad (and skips on every skippable one), as clock timers.
  ///
  /// The timers hold the manager weakly: the manager holds the clock, so a timer still pending
  /// when the session ends (a skip after the last ad completed, a click or pause planned past
  /// the end) would otherwise keep the whole session alive.
  private func actOnStart(of event: AdEvent) {
    guard manager != nil else { return }
    let index = adsStarted
    adsStarted += 1
    if options.skipWhenPossible, let ad = event.ad, ad.isSkippable {
      clock.schedule(after: ad.skipTimeOffset + 0.3) { [weak self] in
        self?.record(.action, detail: "skip")
        self?.manager?.skip()
      }
    }
    guard index == 0 else { return }
    if let clickAt = options.clickAt {
      clock.schedule(after: clickAt) { [weak self] in
        self?.record(.action, detail: "click")
        self?.manager?.clicked()
      }
    }
    if let pauseAt = options.pauseAt {
      let pauseFor = options.pauseFor
      clock.schedule(after: pauseAt) { [weak self] in
        self?.record(.action, detail: "pause")
        self?.manager?.pause()
        self?.clock.schedule(after: pauseFor) {
          self?.record(.action, detail: "resume")
          self?.manager?.resume()
        }
      }
    }
  }

  // MARK: AdsManagerDelegate

  /// Records the event and acts as an app would.
  public func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    if let id = event.data["breakId"] ?? event.data["adBreakTime"], event.type == .adBreakStarted {
      currentBreak = id
    }
    if let ad = event.ad { currentAd = ad.adId }
    switch event.type {
    case .started: adOnScreen = true
    case .complete, .skipped, .adBreakEnded, .allAdsCompleted: adOnScreen = false
    default: break
    }
    if event.type != .adProgress {
      record(.event, detail: event.type.rawValue)
      recordOverlay()
    }
    switch event.type {
    case .loaded:
      manager.start()
    case .adBreakReady:
      clock.schedule(after: 1) { [weak manager] in manager?.start() }
    case .started:
      actOnStart(of: event)
    case .complete, .skipped:
      endFirstAdFaults()
    case .adBreakEnded:
      currentBreak = nil
      currentAd = nil
    case .allAdsCompleted:
      completed = true
    default:
      break
    }
  }

  /// Records the error; playback goes on.
  public func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    record(.error, detail: describe(error))
    adOnScreen = false
    recordOverlay()
    endFirstAdFaults()
    // As IMA's getting-started app does: on an error outside a break, play the content.
    if manager.isInContentPhase, !contentEnded { player.play() }
  }

  /// The first ad is over: later ads play without its faults.
  private func endFirstAdFaults() {
    guard !firstAdDone else { return }
    firstAdDone = true
    display.script.faults = options.script.faults
  }

  /// Pauses the content.
  public func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    player.pause()
    record(.content, detail: "pause")
  }

  /// Resumes the content (unless it has ended).
  public func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    record(.content, detail: "resume")
    player.play()
  }

  // MARK: CompanionAdSlotDelegate

  /// Records the companion shown in a slot.
  public func companionSlot(
    _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
  ) {
    record(.companion, detail: "\(size(of: slot)) filled: \(resource.kind) \(resource.content)")
  }

  /// Records a slot left empty.
  public func companionSlotWasNotFilled(_ slot: CompanionAdSlot) {
    record(.companion, detail: "\(size(of: slot)) empty")
  }

  private func size(of slot: CompanionAdSlot) -> String {
    guard let width = slot.width, let height = slot.height else { return "fluid" }
    return "\(width)x\(height)"
  }

  // MARK: Recording

  private func record(_ kind: SimulationEntry.Kind, detail: String) {
    entries.append(
      SimulationEntry(
        t: clock.now, contentTime: player.currentTime, kind: kind, ad: currentAd,
        adBreak: currentBreak, detail: detail))
  }

  /// Records the overlay's visible text when it changed since the last line, with what
  /// VoiceOver announces; nothing without ``SimulationOptions/overlayText``.
  private func recordOverlay() {
    guard let text = options.overlayText, let manager else { return }
    var model = AdOverlayModel(settings: options.renderingSettings, text: text)
    model.showsDebugWatermark = manager.isDebugModeEnabled
    let ad = adOnScreen ? manager.currentAd : nil
    let sameAd = ad.map { $0.adId == overlayAd?.adId && $0.podInfo == overlayAd?.podInfo } ?? false
    let state =
      ad.map {
        model.state(
          for: $0, at: manager.adPlaybackInfo.currentMediaTime,
          previous: sameAd ? overlayState : nil)
      } ?? .hidden
    overlayAd = ad
    overlayState = state
    let line = OverlayLine.text(of: state)
    guard line != overlayLine else { return }
    overlayLine = line
    let announcement = state.announcement.map { " | VoiceOver announces: \($0)" } ?? ""
    record(.overlay, detail: line + announcement)
  }

  /// Lists a beacon, and shows it in the timeline unless beacons are left out.
  private func recordBeacon(_ url: URL) {
    let text = url.absoluteString
    outbound.append(OutboundRequest(t: clock.now, kind: .beacon, url: text))
    if options.recordBeacons { record(.beacon, detail: text) }
  }

  /// Lists a document fetch (ad request, wrapper or break tag) and shows it in the timeline.
  /// Records a request. Requests sent at the same instant go out in parallel, in an order the
  /// scheduler picks: among them, each is listed by purpose and URL, so that a run with a
  /// seeded ``SimulationOptions/randomNumber`` repeats line for line.
  private func recordFetch(_ request: HTTPRequest) {
    let text = request.url.absoluteString
    let kind = request.purpose
    let now = clock.now
    let detail = "\(kind.rawValue) \(text)"
    var slot = outbound.endIndex
    while slot > outbound.startIndex, outbound[slot - 1].t == now,
      outbound[slot - 1].kind != .beacon,
      "\(outbound[slot - 1].kind.rawValue) \(outbound[slot - 1].url)" > detail
    {
      slot -= 1
    }
    outbound.insert(OutboundRequest(t: now, kind: kind, url: text), at: slot)
    var line = entries.endIndex
    while line > entries.startIndex, entries[line - 1].t == now, entries[line - 1].kind == .request,
      entries[line - 1].detail > detail
    {
      line -= 1
    }
    entries.insert(
      SimulationEntry(
        t: now, contentTime: player.currentTime, kind: .request, ad: currentAd,
        adBreak: currentBreak, detail: detail),
      at: line)
  }

  private func describe(_ error: AdError) -> String {
    let vast = error.vastCode.map { " VAST \($0.rawValue)" } ?? ""
    return "\(error.code.rawValue)\(vast): \(error.message)"
  }

  private func format(_ seconds: Double) -> String { VASTTime.string(from: seconds) }
}
