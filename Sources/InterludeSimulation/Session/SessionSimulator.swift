import Foundation
public import Interlude
import InterludeConsent

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
/// when asked, and calls `contentComplete()` when the content ends. It declines the breaks
/// ``SimulationOptions/declinedBreaks`` names, as IMA's manual ad break playback guide does:
/// no `start()`. Its user comes back from a click-through's landing page
/// ``SimulationOptions/clickAwayFor`` seconds after opening it.
///
/// ``SimulationOptions/faults`` make the app, the device, the network or the user misbehave
/// (``SessionFault``): at a time of the clock, or inside a delegate callback, where the app's
/// calls (`destroy()`, `skip()`, a second `requestAds`…) run before the callback returns. Every
/// request goes through a ``SimulatedNetwork``, whose delays and timeouts run on the clock; the
/// ``Result`` holds what ``SessionInvariant`` checks.
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
    /// Every delegate callback but AD_PROGRESS, with the media actually played (for the
    /// invariant checks).
    public var events: [SessionEventRecord] = []
    /// How many of ``outbound`` had been sent when the app called `destroy()`; nil when it
    /// did not.
    public var outboundAtDestroy: Int?
    /// Whether the manager is gone once the session has ended and the simulator let it go:
    /// nothing (timer, task) kept it alive. Nil when no manager was loaded.
    public var managerReleased: Bool?
    /// The beacons the tracking server answered, in order, when the session delivered them
    /// (``SimulationOptions/deliversBeacons``); nil when it only listed them.
    public var deliveredBeacons: [OutboundRequest]?
    /// Why beacons were not delivered: the queue dropped them, or still held them when the
    /// drain ended (empty when every beacon arrived; nil when beacons were only listed).
    public var undeliveredBeacons: [String]?
    /// The manager's ad breaks as the session left them (for VMAP, each loaded, failed or
    /// never fetched; for VAST, its one break): what a report counts failures against. Empty
    /// when nothing loaded.
    package var adBreaks: [ScheduledAdBreak] = []
    /// The requests the load made, with their outcomes.
    package var hops: [LoadHop] = []
    /// Every attempt to send a beacon, in the order they ended, with its status or error, when
    /// the session delivered them; nil when it only listed them.
    public var beaconAttempts: [SimulatedNetworkRecord]?
    /// How many of ``SimulationOptions/faults`` acted: their moment came and what they act on
    /// was there.
    public var faultsActed = 0
    /// What the options asked for that could not act, one sentence each, in the order given:
    /// `fault stall:3@00:09:00 did not act: its moment never came: the session ended at
    /// 00:05:30`, `--click 00:16:39: the first ad ended 30 s into it, before the click at 999 s`.
    public var notActed: [String] = []
  }

  /// The simulation's time step, in seconds.
  static let step = 0.1

  let options: SimulationOptions
  let clock = ManualClock()
  let display: SimulatedVideoDisplay
  let player: SimulatedContentPlayer
  private let linkOpener: SimulatedLinkOpener
  let beacons = BeaconLog()
  /// The queue that delivers the beacons (``SimulationOptions/deliversBeacons``), its journal's
  /// directory, and what it dropped.
  var beaconQueue: BeaconQueue?
  var beaconDirectory: URL?
  var droppedBeacons: [String] = []
  /// The session's manager, once loaded (read by the lifetime tests).
  package private(set) var manager: AdsManager?
  private var entries: [SimulationEntry] = []
  /// The requests of a load that failed as a whole (a loaded manager keeps its own).
  private var loadHops: [LoadHop] = []
  var outbound: [OutboundRequest] = []
  private var completed = false
  private var adsStarted = 0
  private var currentAd: String?
  private var currentBreak: String?
  private var nextSeek = 0
  var contentEnded = false
  var firstAdDone = false
  /// How many breaks were announced (AD_BREAK_READY, or LOADED while the break waits for
  /// `start()`), and whether the app declined the last one.
  private var announcedBreaks = 0
  private var declinedLast = false
  /// The loader, the request and the container, for faults that call or change them.
  var loader: AdsLoader?
  var request: AdsRequest?
  var container: AdDisplayContainer?
  /// The network every request goes through, with its faults.
  var network: SimulatedNetwork?
  /// Tasks the simulator started (the load, a second request) and that have not finished.
  var pendingTasks = 0
  /// How many times each callback a fault names has come, for faults at an event.
  var callbackCounts: [String: Int] = [:]
  /// The indices of the faults whose moment has come.
  var struckFaults: Set<Int> = []
  /// Why a fault could not act when its moment came, by its index.
  var faultsUnable: [Int: String] = [:]
  /// When the first ad started and when it ended (completed, skipped or failed), on the clock.
  var firstAdStartedAt: Double?
  var firstAdEndedAt: Double?
  /// Whether the click and the pause of ``SimulationOptions/clickAt`` and ``pauseAt`` happened,
  /// or why not.
  var appActionsNotDone: [String] = []
  var clickDone = false
  var pauseDone = false
  /// The callbacks the faults name.
  private lazy var faultCallbacks: Set<String> = Set(
    options.faults.compactMap { fault in
      guard case .event(let name, _) = fault.moment else { return nil }
      return name
    })
  private var events: [SessionEventRecord] = []
  /// The ad of the last event that had one, as ``SessionEventRecord/ad`` names it.
  private var lastAdKey: String?
  var outboundAtDestroy: Int?
  /// Whether the SDK asked to pause the content and has not asked to resume it.
  var contentPausedBySDK = false
  /// What holds the app itself (background, interruption), and whether the content played
  /// when the first hold began (or the SDK asked to resume it meanwhile).
  var appHolds: Set<PlaybackSuspensionReason> = []
  var contentHeld = false
  /// The overlay last drawn and its text, for ``SimulationOptions/overlayText``.
  private var overlayState = AdOverlayState.hidden
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
    let firstAdFaults = options.firstAdFaults + options.faults.compactMap(\.firstAdScript)
    if !firstAdFaults.isEmpty {
      display.script.faults = options.script.faults + firstAdFaults
    }
  }

  /// Loads `request` through `transport` and plays the session to its end.
  public static func run(
    _ request: AdsRequest, transport: any HTTPTransport, settings: Settings = Settings(),
    options: SimulationOptions = SimulationOptions()
  ) async -> Result {
    weak var manager: AdsManager?
    var result: Result
    do {
      let simulator = SessionSimulator(options: options)
      result = await simulator.run(request, transport: transport, settings: settings)
      manager = simulator.manager
    }
    guard result.loadError == nil else { return result }
    // Tasks the session started (break fetches, a second request) may hold it for a moment.
    for _ in 0..<100 where manager != nil {
      try? await Task.sleep(for: .milliseconds(2))
    }
    result.managerReleased = manager == nil
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
    let network = SimulatedNetwork(
      base: SimulatedTrackingServer(base: transport, beacons: options.beaconTransport),
      clock: clock)
    self.network = network
    if options.deliversBeacons { startBeaconQueue(over: network) }
    let log = TransportLog(base: network) { [weak self] request in
      await self?.recordFetch(request)
    }
    let loader = AdsLoader(
      settings: settings, transport: log, beacons: beacons, privacy: { privacy }, clock: clock)
    if let randomNumber = options.randomNumber { loader.randomNumber = randomNumber }
    self.loader = loader
    scheduleTimedFaults()
    var request = request
    request.contentPlayhead = player
    request.contentDuration = options.contentDuration
    let slots = options.companionSlots.map { CompanionAdSlot(width: $0.width, height: $0.height) }
    for slot in slots { slot.delegate = self }
    let container = AdDisplayContainer(
      videoDisplay: display, companionSlots: slots, linkOpener: linkOpener)
    request.adDisplayContainer = container
    self.container = container
    self.request = request
    var loaded: Swift.Result<AdsLoadedData, AdError>?
    pendingTasks += 1
    Task {
      let traced = await loader.requestAdsTracing(request)
      loaded = traced.result
      loadHops = traced.hops
      pendingTasks -= 1
    }
    await settle()
    let manager: AdsManager
    switch loaded {
    case .failure(let error)?:
      record(.error, detail: describe(error))
      return result(loadError: error)
    case .success(let data)?:
      manager = data.adsManager
    case nil:
      preconditionFailure("the load task ended without a result")
    }
    self.manager = manager
    manager.delegate = self
    display.durationProvider = { [weak self] url in self?.vastDuration(of: url) }
    manager.initialize(with: options.renderingSettings)
    if manager.isInContentPhase { playContent() }
    await settle()
    while !completed, clock.now < options.sessionTimeLimit.timeInterval,
      outboundAtDestroy == nil || !player.hasEnded
    {
      applySeeks()
      if player.hasEnded, !contentEnded, outboundAtDestroy == nil {
        contentEnded = true
        record(.content, detail: "end")
        manager.contentComplete()
      }
      if contentEnded, declinedLast, manager.isWaitingForStart {
        record(.action, detail: "stop: the declined break waits after the content's end")
        break
      }
      // Run the step's timers one at a time, so that beacons and fetches started by each
      // action are recorded at its time.
      let target = clock.now + Self.step
      while let due = clock.nextDueTime, due <= target, !completed {
        clock.advance(to: due)
        if isBusy { await settle() }
        recordOverlay()
      }
      clock.advance(to: target)
      recordOverlay()
    }
    manager.delegate = nil
    let duration = clock.now
    await drainBeacons()
    return result(loadError: nil, duration: duration)
  }

  private func result(loadError: AdError?, duration: Double? = nil) -> Result {
    var result = Result(
      entries: entries, outbound: outbound, completed: completed, loadError: loadError,
      duration: duration ?? clock.now, events: events, outboundAtDestroy: outboundAtDestroy)
    result.adBreaks = manager?.schedule ?? []
    result.hops = manager?.hops ?? loadHops
    let faults = faultOutcomes()
    result.faultsActed = faults.acted
    result.notActed = faults.notActed + appActionsNotPerformed()
    if beaconQueue != nil {
      result.deliveredBeacons = deliveredBeacons
      result.undeliveredBeacons = undeliveredBeacons
      result.beaconAttempts = (network?.log ?? []).filter { $0.purpose == .beacon }
    }
    return result
  }

  /// Whether work started meanwhile has not finished: the load, break fetches, a second
  /// request, beacon attempts.
  private var isBusy: Bool {
    pendingTasks > 0 || (manager?.pendingBackgroundWork ?? 0) > 0
      || (beaconQueue?.inFlightCount ?? 0) > 0
  }

  /// Lets work started meanwhile finish: the load, break fetches, a second request. When all
  /// of it waits for the simulated network (a slow body, a timeout), the clock moves on to
  /// the next due time.
  func settle() async {
    var idle = 0
    while isBusy {
      if let network, network.parkedRequests > 0,
        network.parkedRequests == network.requestsInFlight, idle >= 3,
        let due = clock.nextDueTime
      {
        clock.advance(to: max(due, clock.now))
        idle = 0
        continue
      }
      try? await Task.sleep(for: .microseconds(200))
      idle += 1
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

  /// Plays the content, unless the app is held (background, interruption): then it plays
  /// when the hold ends.
  func playContent() {
    guard appHolds.isEmpty else {
      contentHeld = true
      return
    }
    player.play()
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
    firstAdStartedAt = clock.now
    if let clickAt = options.clickAt {
      scheduleFirstAdAction("click", at: clickAt, done: \.clickDone) { $0.manager?.clicked() }
    }
    if let pauseAt = options.pauseAt {
      let pauseFor = options.pauseFor
      scheduleFirstAdAction("pause", at: pauseAt, done: \.pauseDone) { simulator in
        simulator.manager?.pause()
        simulator.clock.schedule(after: pauseFor) { [weak simulator] in
          simulator?.record(.action, detail: "resume")
          simulator?.manager?.resume()
        }
      }
    }
  }

  /// Schedules the app's `--click` or `--pause` `seconds` into the first ad, marking it done:
  /// while the ad plays it is recorded and performed; once the ad is gone it is recorded as
  /// not done, with the reason, and reported as a warning.
  private func scheduleFirstAdAction(
    _ action: String, at seconds: Double, done: ReferenceWritableKeyPath<SessionSimulator, Bool>,
    perform: @escaping @MainActor (SessionSimulator) -> Void
  ) {
    clock.schedule(after: seconds) { [weak self] in
      guard let self else { return }
      self[keyPath: done] = true
      if let reason = firstAdGone(at: seconds, action: action) {
        record(.action, detail: "no \(action): \(reason)")
        appActionsNotDone.append("--\(action) \(Self.number(seconds)): \(reason)")
        return
      }
      record(.action, detail: action)
      perform(self)
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
      recordEvent(event.type.rawValue, ad: event.ad)
      recordOverlay()
    }
    strike(event.type.rawValue)
    switch event.type {
    case .loaded:
      if manager.isWaitingForStart, declines(manager) { break }
      manager.start()
    case .adBreakReady:
      if declines(manager) { break }
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

  /// Counts a break's announcement and says whether the app declines it
  /// (``SimulationOptions/declinedBreaks``): then it does not call `start()`, and plays its
  /// content if it was not playing (a declined pre-roll).
  private func declines(_ manager: AdsManager) -> Bool {
    announcedBreaks += 1
    declinedLast = options.declinedBreaks.contains(announcedBreaks)
    guard declinedLast else { return false }
    record(.action, detail: "decline the break: no start()")
    if !player.isPlaying, !contentEnded, !contentPausedBySDK { playContent() }
    return true
  }

  /// Records the error; playback goes on.
  public func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    record(.error, detail: describe(error))
    recordEvent("AD_ERROR", ad: manager.currentAd)
    adOnScreen = false
    recordOverlay()
    endFirstAdFaults()
    strike("AD_ERROR")
    // As IMA's getting-started app does: on an error outside a break, play the content.
    if manager.isInContentPhase, !contentEnded { playContent() }
  }

  /// The first ad is over: later ads play without its faults.
  private func endFirstAdFaults() {
    guard !firstAdDone else { return }
    firstAdDone = true
    firstAdEndedAt = clock.now
    display.script.faults = options.script.faults
  }

  /// Pauses the content.
  public func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    player.pause()
    contentPausedBySDK = true
    contentHeld = false
    record(.content, detail: "pause")
    recordEvent("CONTENT_PAUSE_REQUESTED", ad: nil)
    strike("CONTENT_PAUSE_REQUESTED")
  }

  /// Resumes the content (unless it has ended).
  public func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    record(.content, detail: "resume")
    recordEvent("CONTENT_RESUME_REQUESTED", ad: nil)
    contentPausedBySDK = false
    playContent()
    strike("CONTENT_RESUME_REQUESTED")
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

  /// Counts a callback and applies the faults due at it, inside the callback (only the
  /// callbacks a fault names are counted).
  private func strike(_ name: String) {
    guard faultCallbacks.contains(name) else { return }
    let count = (callbackCounts[name] ?? 0) + 1
    callbackCounts[name] = count
    for (index, fault) in options.faults.enumerated()
    where fault.moment == .event(name, occurrence: count) {
      strikeFault(index)
    }
  }

  func recordEvent(_ name: String, ad: AdInfo?) {
    let key = ad.map { info in
      "pod \(info.podInfo.podIndex) ad \(info.podInfo.adPosition) (\(info.adId ?? "-"))"
    }
    if let key { lastAdKey = key }
    events.append(
      SessionEventRecord(
        t: clock.now, name: name, ad: key, playedTime: display.playedTime,
        duration: ad?.duration ?? 0))
  }

  /// Records a call of the app that stops ads without an event (`destroy`, `discardAdBreak`),
  /// as `APP_DESTROY` or `APP_DISCARDADBREAK` among the callbacks.
  func recordAppCall(_ name: String) {
    recordEvent("APP_\(name.uppercased())", ad: nil)
  }

  func record(_ kind: SimulationEntry.Kind, detail: String) {
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
    let state = model.redraw(
      for: ad, at: manager.adPlaybackInfo.currentMediaTime, after: overlayState, of: overlayAd)
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
    outbound.append(OutboundRequest(t: clock.now, kind: .beacon, url: text, ad: lastAdKey))
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

  /// Why the app's `action` (click, pause) `offset` seconds into the first ad cannot act on
  /// it: the ad had ended (or the manager was destroyed) before then; nil while it plays.
  private func firstAdGone(at offset: Double, action: String) -> String? {
    if outboundAtDestroy != nil { return "the ads manager was destroyed before then" }
    guard let started = firstAdStartedAt, let ended = firstAdEndedAt else { return nil }
    return "the first ad ended \(Self.seconds(ended - started)) into it, before the \(action) "
      + "at \(Self.seconds(offset))"
  }

  /// After the session: the click and pause that never came (no ad, or the session ended
  /// before), with those that came too late.
  private func appActionsNotPerformed() -> [String] {
    var notDone = appActionsNotDone
    for (offset, done, flag) in [
      (options.clickAt, clickDone, "click"), (options.pauseAt, pauseDone, "pause"),
    ] {
      guard let offset, !done else { continue }
      notDone.append(
        "--\(flag) \(Self.number(offset)): "
          + (firstAdStartedAt == nil
            ? "no ad started"
            : firstAdGone(at: offset, action: flag)
              ?? "the session ended before \(Self.seconds(offset)) into the first ad"))
    }
    return notDone
  }

  /// `30 s`, `2.5 s`.
  private static func seconds(_ value: Double) -> String {
    "\(number(value)) s"
  }

  /// `30`, `2.5`: to a tenth, without a fraction when whole.
  private static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
