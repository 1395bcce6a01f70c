import Foundation

/// Plays one resolved linear ad on a ``VideoDisplay``: media selection, load timeout, events,
/// tracking, skip, click-through and volume.
///
/// The ``AdsManager`` creates one per ad and drives it; everything runs on the main actor. The
/// flow: select a media file (none → VAST 403), load it within the settings'
/// `effectiveLoadVideoTimeout` (else 402), `LOADED` (and `DURATION_CHANGE` when the media's
/// duration differs from the VAST one), play; the first progress report counts the impression
/// (`IMPRESSION`, `STARTED`), then quartiles, progress offsets, `AD_PROGRESS` on every report,
/// `SKIPPABLE_STATE_CHANGED` at the skip offset; the end is `COMPLETE`, a skip `SKIPPED`, a
/// display error fires the `<Error>` URLs (400, 401, 405), and in a VMAP break the break's
/// `error` tracking with the same code. After the outcome nothing more is emitted or fired. Its
/// ``measurement`` reports the same flow to the app's Open Measurement provider.
@MainActor
final class AdPlayback {
  /// How a playback ended.
  enum Outcome: Hashable, Sendable {
    /// The ad played to its end.
    case completed
    /// The user skipped the ad.
    case skipped
    /// The ad could not be played.
    case failed(AdError)
    /// ``AdPlayback/stop()`` was called.
    case stopped
  }

  /// Where the playback is.
  enum Phase: Hashable, Sendable {
    /// Not started.
    case idle
    /// Loading the media file.
    case loading
    /// Loaded, waiting for the first frame.
    case loaded
    /// Playing (or stalled).
    case playing
    /// Paused.
    case paused
    /// Emitting its last event (COMPLETE or SKIPPED): what the app calls in that callback
    /// (skip, pause, another skip) finds the ad over.
    case ending
    /// Ended with an outcome.
    case finished
  }

  /// Slack for comparing media times (media time is reported rounded to microseconds).
  nonisolated static let timeTolerance = 0.000_5
  /// The longest gap between two progress reports of a display, in seconds.
  static let progressInterval = 0.2

  /// The resolved ad being played.
  let resolvedAd: ResolvedAd
  /// Where the ad sits in its break.
  let podInfo: AdPodInfo
  /// The media file chosen by ``start(completion:)`` (nil before, or when none is playable).
  private(set) var mediaFile: MediaFile?
  /// The URL of ``mediaFile``, as loaded.
  private(set) var mediaURL: URL?
  /// Where the playback is.
  private(set) var phase: Phase = .idle
  /// The current media time in seconds.
  private(set) var currentTime: Double = 0
  /// The media duration in seconds (the display's when it reported one, else the VAST one).
  private(set) var duration: Double
  /// Whether the ad has reached its skip offset.
  private(set) var isSkippableNow = false
  /// Whether the media is stalled.
  private(set) var isBuffering = false
  /// Whether the display holds the media still without the SDK asking (background, audio
  /// interruption): media time is not extrapolated meanwhile.
  private(set) var isSuspended = false
  /// The ad's description for events and the app.
  private(set) var adInfo: AdInfo

  /// The linear creative (nil for an ad without one: it fails with 403).
  let linear: Linear?
  /// The linear creative's `<Creative>`.
  let creative: Creative?
  private let display: any VideoDisplay
  let settings: AdsRenderingSettings
  private let clock: any PlaybackClock
  private let linkOpener: (any LinkOpener)?
  private let onEvent: (AdEvent) -> Void
  private let tracker: AdTracker
  /// Reports the ad to the app's Open Measurement provider.
  let measurement: MeasurementSession
  private let friendlyObstructions: () -> [FriendlyObstruction]
  private let playerSize: DeviceInfo.PlayerSize?
  private var completion: ((Outcome) -> Void)?
  private var loadTimer: PlaybackTimer?
  private var milestoneTimer: PlaybackTimer?
  private var hasStarted = false
  private var firedQuartiles = 0
  private var volumeLevel: Double
  /// How far the display has buffered the media, in seconds, once it reported it.
  private var bufferedTime: Double?
  /// Hears every buffered time the display reports, after it is stored (the manager tells its
  /// delegate).
  var onBufferedTime: ((Double) -> Void)?
  /// Hears every progress the ad reports, as numbers, just before its `AD_PROGRESS` event (the
  /// manager tells its delegate).
  var onProgress: ((AdProgress) -> Void)?
  /// The click-through the ad is paused for, while the user is on its landing page.
  private var clickThroughAway: Int?
  /// Counts the click-throughs opened, so that only the latest one's return resumes the ad.
  private var clickThroughCount = 0
  /// Whether a click-through is being handed to the link opener.
  private var isOpeningClickThrough = false
  /// Whether the link opener reported the user back before it returned (it opened nothing).
  private var returnedWhileOpening = false

  /// Creates the playback of `ad`; nothing happens before ``start(completion:)``.
  ///
  /// - Parameters:
  ///   - ad: The resolved InLine ad.
  ///   - podInfo: Where the ad sits in its break.
  ///   - display: Plays the media.
  ///   - settings: MIME types, bitrate and the load timeout.
  ///   - clock: The time source of the load timeout.
  ///   - beacons: Delivers tracking and error beacons.
  ///   - context: Request-level macro values (break position, device); the ad-level values
  ///     (playhead, asset, ids) are filled per beacon.
  ///   - privacy: The privacy signals, read afresh for every beacon.
  ///   - breakErrorURLs: The `error` tracking URLs of the VMAP break the ad plays in: every
  ///     error the ad reports goes there too.
  ///   - linkOpener: Opens click-throughs (http and https only); nil opens nothing.
  ///   - openMeasurement: Measures the ad; nil fires its `verificationNotExecuted` tracking.
  ///   - friendlyObstructions: The container's friendly obstructions, read when the ad starts.
  ///   - onEvent: Receives every event, on the main actor.
  init(
    ad: ResolvedAd, podInfo: AdPodInfo, display: any VideoDisplay,
    settings: AdsRenderingSettings, clock: any PlaybackClock, beacons: any BeaconSender,
    context: MacroContext, privacy: @escaping @Sendable () -> PrivacySignals,
    breakErrorURLs: [String] = [], linkOpener: (any LinkOpener)?,
    openMeasurement: (any OpenMeasurement)? = nil,
    friendlyObstructions: @escaping () -> [FriendlyObstruction] = { [] },
    onEvent: @escaping (AdEvent) -> Void
  ) {
    resolvedAd = ad
    self.podInfo = podInfo
    self.display = display
    self.settings = settings
    self.clock = clock
    self.linkOpener = linkOpener
    self.onEvent = onEvent
    measurement = MeasurementSession(provider: openMeasurement)
    self.friendlyObstructions = friendlyObstructions
    creative = ad.inLine.common.creatives.first { $0.linear != nil }
    linear = creative?.linear
    duration = linear?.duration ?? 0
    playerSize = context.device.playerSize
    volumeLevel = display.volume
    tracker = AdTracker(
      ad: ad, linear: linear, breakErrorURLs: breakErrorURLs, sender: beacons, context: context,
      privacy: privacy)
    adInfo = AdInfo()
    adInfo = makeAdInfo()
  }

  // MARK: Public face

  /// Every beacon URL fired so far, in firing order (macros expanded).
  var sentBeacons: [URL] { tracker.sentURLs }

  /// The media's state (IMA's `adPlaybackInfo`).
  var playbackInfo: AdPlaybackInfo {
    AdPlaybackInfo(
      currentMediaTime: currentTime, totalMediaTime: duration,
      bufferedMediaTime: max(currentTime, bufferedTime ?? currentTime),
      isPlaying: phase == .playing && !isBuffering)
  }

  /// The skip offset in seconds, nil when the ad is not skippable.
  var skipOffset: Double? {
    adInfo.skipTimeOffset >= 0 ? adInfo.skipTimeOffset : nil
  }

  /// The volume, 0 to 1: muting fires `mute` tracking and `VOLUME_MUTED`, unmuting `unmute` and
  /// `VOLUME_CHANGED`, any other change `VOLUME_CHANGED`.
  var volume: Double {
    get { volumeLevel }
    set {
      let level = min(1, max(0, newValue.isFinite ? newValue : 0))
      let previous = volumeLevel
      guard level != previous else { return }
      volumeLevel = level
      display.volume = level
      guard phase != .finished, phase != .idle else { return }
      tracker.adPlayhead = currentTime
      if level == 0 {
        tracker.fire(.mute, once: false)
        emit(.volumeMuted, data: ["volume": "0"])
      } else {
        if previous == 0 { tracker.fire(.unmute, once: false) }
        emit(.volumeChanged, data: ["volume": Self.format(level)])
      }
    }
  }

  /// Starts the ad; `completion` is called once with the outcome, after the last event.
  func start(completion: @escaping (Outcome) -> Void) {
    guard phase == .idle else { return }
    self.completion = completion
    if display is UnavailableDisplay {
      fail(
        .linear, code: .videoElementRequired,
        message: "No video display was given: the ad display container has none.")
      return
    }
    if linear?.mediaFiles.isEmpty ?? true {
      fail(
        .noSupportedMediaFile, code: .vastAssetNotFound,
        message: "The ad has no media file to play.")
      return
    }
    guard
      let (file, url) = Self.media(
        of: resolvedAd, settings: settings, display: display, playerSize: playerSize)
    else {
      fail(
        .noSupportedMediaFile, code: .vastLinearAssetMismatch,
        message: "No media file matches the player's capabilities.")
      return
    }
    mediaFile = file
    mediaURL = url
    adInfo = makeAdInfo()
    tracker.assetURI = url.absoluteString
    measurement.begin(
      MeasuredAd(
        ad: adInfo, verifications: resolvedAd.inLine.adVerifications,
        friendlyObstructions: friendlyObstructions()),
      tracker: tracker)
    phase = .loading
    display.delegate = self
    loadTimer = clock.schedule(after: settings.effectiveLoadVideoTimeout) { [weak self] in
      self?.loadTimedOut()
    }
    display.load(url, mimeType: file.type)
  }

  /// The media file of `ad`'s linear creative that playback loads on `display`, and its URL;
  /// nil when none is playable (VAST 403). The one choice for both loading and preloading.
  static func media(
    of ad: ResolvedAd, settings: AdsRenderingSettings, display: any VideoDisplay,
    playerSize: DeviceInfo.PlayerSize?
  ) -> (file: MediaFile, url: URL)? {
    let linear = ad.inLine.common.creatives.first { $0.linear != nil }?.linear
    let selector = MediaSelector(
      settings: settings, supportedMimeTypes: display.supportedMimeTypes, playerSize: playerSize)
    guard let linear, let file = selector.select(from: linear.mediaFiles),
      let url = URLRepair.url(from: file.url.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    return (file, url)
  }

  /// Pauses the ad: `pause` tracking and `PAUSE`, once per pause.
  func pause() {
    guard phase == .playing else { return }
    phase = .paused
    milestoneTimer?.cancel()
    milestoneTimer = nil
    display.pause()
    tracker.adPlayhead = currentTime
    tracker.fire(.pause, once: false)
    emit(.pause)
  }

  /// Resumes a paused ad: `resume` tracking and `RESUME`, once per resume.
  func resume() {
    guard phase == .paused else { return }
    clickThroughAway = nil
    phase = .playing
    display.play()
    tracker.adPlayhead = currentTime
    tracker.fire(.resume, once: false)
    emit(.resume)
  }

  /// Skips the ad when it has reached its skip offset; ignored before (or when not skippable).
  func skip() {
    guard phase == .playing || phase == .paused, let skipOffset,
      currentTime + Self.timeTolerance >= skipOffset
    else { return }
    display.stop()
    tracker.adPlayhead = currentTime
    tracker.fire(.skip)
    phase = .ending
    emit(.skipped)
    finish(.skipped)
  }

  /// The user clicked the ad: click tracking, `CLICKED`, and the click-through opened when it is
  /// an http or https URL.
  func clicked() {
    guard phase == .playing || phase == .paused || phase == .loaded else { return }
    tracker.adPlayhead = currentTime
    tracker.fireClickTracking()
    let url = clickThroughURL
    var data: [String: String] = [:]
    if let url { data["clickThroughUrl"] = url.absoluteString }
    emit(.clicked, data: data)
    if let url { openClickThrough(url) }
  }

  /// The user tapped the ad outside its controls: `TAPPED`, only while the ad is on screen
  /// (started, and not ended); nothing while its media is still loading.
  func tapped() {
    guard hasStarted, isPlaying else { return }
    emit(.tapped)
  }

  /// The icon at `index` of the linear creative was shown: its view tracking, once.
  func iconViewed(at index: Int) {
    guard phase == .playing || phase == .paused else { return }
    tracker.adPlayhead = currentTime
    tracker.fireIconView(index)
  }

  /// The icon at `index` was tapped: its click tracking, `ICON_TAPPED`, and its click-through
  /// opened when it is an http or https URL.
  func iconClicked(at index: Int) {
    guard phase == .playing || phase == .paused, let icons = linear?.icons,
      icons.indices.contains(index)
    else { return }
    tracker.adPlayhead = currentTime
    tracker.fireIconClick(index)
    emit(.iconTapped, data: ["iconIndex": String(index)])
    let target = icons[index].clickThrough?.trimmingCharacters(in: .whitespacesAndNewlines)
    if let url = target.flatMap({ URLRepair.url(from: $0) }) {
      openClickThrough(url)
    }
  }

  /// The companions of the ad, by `<CompanionAds>` group: first the group in the playing
  /// linear creative's own `<Creative>` (VAST 4 lets one creative hold both), then the other
  /// creatives' groups in document order, so the linear's own companions get the slots first.
  var companionGroups: [CompanionAds] {
    let creatives = resolvedAd.inLine.common.creatives
    guard let index = creatives.firstIndex(where: { $0.linear != nil }),
      let own = creatives[index].companionAds
    else { return creatives.compactMap(\.companionAds) }
    var others = creatives
    others.remove(at: index)
    return [own] + others.compactMap(\.companionAds)
  }

  /// A companion is on screen: its `creativeView` tracking fires (once per companion).
  func companionShown(_ companion: Companion) {
    tracker.fireCompanionView(companion)
  }

  /// The ad's companions could not be shown as `required` demands (602): the error URLs fire
  /// and a LOG event tells the app; the ad plays on.
  func companionsFailed(_ code: VASTErrorCode) {
    tracker.fireCompanionError(code)
    emit(
      .log,
      data: [
        "errorCode": String(code.rawValue),
        "errorMessage": "Required companions could not be shown",
      ])
  }

  /// A companion handed to a slot could not be loaded: the `<Error>` URLs fire with VAST 603
  /// and a LOG event carries IMA's `COMPANION_AD_LOADING_FAILED` (603); the ad plays on.
  func companionFailedToLoad() {
    guard phase != .finished else { return }
    tracker.fireCompanionError(.companionFetch)
    emit(
      .log,
      data: [
        "errorCode": String(AdErrorCode.companionAdLoadingFailed.rawValue),
        "errorMessage": "A companion could not be loaded",
      ])
  }

  /// A companion was clicked: its click tracking fires and its click-through opens.
  func companionClicked(_ companion: Companion) {
    tracker.fireCompanionClick(companion)
    let target = companion.clickThrough?.trimmingCharacters(in: .whitespacesAndNewlines)
    if let url = target.flatMap({ URLRepair.url(from: $0) }) {
      openClickThrough(url)
    }
  }

  /// Opens a landing page and, as IMA does, pauses the playing ad while the user is on it (PAUSE
  /// and `pause` tracking); the ad resumes when the opener reports the user back, unless the app
  /// resumed it already. An opener that reports the user back before it returns (it opened
  /// nothing) leaves the ad as it was.
  private func openClickThrough(_ url: URL) {
    guard let linkOpener else { return }
    clickThroughCount += 1
    let click = clickThroughCount
    isOpeningClickThrough = true
    returnedWhileOpening = false
    linkOpener.open(url) { [weak self] in self?.returnFromClickThrough(click) }
    isOpeningClickThrough = false
    guard !returnedWhileOpening else { return }
    if phase == .playing {
      pause()
      clickThroughAway = click
    } else if clickThroughAway != nil {
      clickThroughAway = click
    }
  }

  /// The user is back from click-through `click`: the ad resumes if it was paused for the
  /// latest click-through and nothing resumed it meanwhile.
  private func returnFromClickThrough(_ click: Int) {
    if isOpeningClickThrough, click == clickThroughCount {
      returnedWhileOpening = true
      return
    }
    guard clickThroughAway == click else { return }
    resume()
  }

  /// Stops the ad at once: the outcome is `.stopped`, and no event or beacon follows.
  func stop() {
    guard phase != .finished else { return }
    tracker.silence()
    display.stop()
    finish(.stopped)
  }

  // MARK: Flow

  private func loadTimedOut() {
    loadTimer = nil
    guard phase == .loading else { return }
    display.stop()
    fail(
      .mediaFileTimeout, code: .vastMediaLoadTimeout,
      message:
        "The media file did not load within \(Self.format(settings.effectiveLoadVideoTimeout)) s.")
  }

  fileprivate func didLoad(duration mediaDuration: Double?) {
    guard phase == .loading else { return }
    loadTimer?.cancel()
    loadTimer = nil
    phase = .loaded
    let vastDuration = linear?.duration
    if let mediaDuration, mediaDuration > 0 { duration = mediaDuration }
    adInfo = makeAdInfo()
    tracker.fire(.loaded)
    emit(.loaded)
    guard phase == .loaded else { return }
    if let mediaDuration, mediaDuration > 0,
      abs(mediaDuration - (vastDuration ?? -1)) > Self.timeTolerance
    {
      emit(.durationChange, data: ["duration": Self.format(mediaDuration)])
      guard phase == .loaded else { return }
    }
    phase = .playing
    display.play()
  }

  fileprivate func didProgress(to time: Double, of mediaDuration: Double) {
    guard phase == .playing || phase == .paused else { return }
    if mediaDuration > 0 { duration = mediaDuration }
    currentTime = max(currentTime, time)
    tracker.adPlayhead = currentTime
    if !hasStarted {
      hasStarted = true
      tracker.fireImpressions()
      tracker.fire(.creativeView)
      tracker.fire(.start)
      emit(.impression)
      emit(.started)
    }
    reachMilestones()
    scheduleMilestone()
    guard isPlaying else { return }
    emit(.adProgress, progress: AdProgress(currentTime: currentTime, duration: duration))
    guard isPlaying, !isSkippableNow, let skipOffset,
      currentTime + Self.timeTolerance >= skipOffset
    else { return }
    isSkippableNow = true
    emit(.skippableStateChanged, data: ["canSkip": "true"])
  }

  /// Quartiles and progress offsets reached by ``currentTime``.
  private func reachMilestones() {
    guard duration > 0 else { return }
    let quartiles: [(TrackingEventType, AdEventType)] = [
      (.firstQuartile, .firstQuartile), (.midpoint, .midpoint), (.thirdQuartile, .thirdQuartile),
    ]
    while firedQuartiles < quartiles.count, isPlaying,
      currentTime + Self.timeTolerance >= duration * Double(firedQuartiles + 1) / 4
    {
      let (tracking, event) = quartiles[firedQuartiles]
      firedQuartiles += 1
      tracker.fire(tracking)
      emit(event)
    }
    if isPlaying { tracker.fireProgress(at: currentTime, duration: duration) }
  }

  /// The next quartile or progress offset not reached yet, in media seconds.
  private var nextMilestone: Double? {
    guard duration > 0 else { return nil }
    let quartile = firedQuartiles < 3 ? duration * Double(firedQuartiles + 1) / 4 : nil
    let offset = tracker.nextProgressOffset(duration: duration)
    return [quartile, offset].compactMap { $0 }.min()
  }

  /// Schedules the next milestone at its exact media time when it falls before the next progress
  /// report, extrapolating media time at rate 1; a pause, a stall or a new report cancels it.
  ///
  /// Progress comes every 200 ms, so waiting for the report after a quartile could be 200 ms
  /// late; the timer makes each quartile and offset fire at its true position, never early.
  private func scheduleMilestone() {
    milestoneTimer?.cancel()
    milestoneTimer = nil
    guard phase == .playing, !isBuffering, !isSuspended, let next = nextMilestone else { return }
    let delay = next - currentTime
    guard delay > Self.timeTolerance, delay < Self.progressInterval else { return }
    milestoneTimer = clock.schedule(after: delay) { [weak self] in
      guard let self, self.phase == .playing, !self.isBuffering, !self.isSuspended else { return }
      self.milestoneTimer = nil
      self.currentTime = max(self.currentTime, next)
      self.tracker.adPlayhead = self.currentTime
      self.reachMilestones()
    }
  }

  fileprivate func didComplete() {
    if phase == .loading {
      // The display broke its contract: the end of media it never said had loaded. Nothing
      // known explains that, so the ad fails now with IMA's unexpected error, not at the load
      // timeout.
      display.stop()
      fail(
        .undefined, code: .unknownError,
        message: "The video display reported the end of the media before reporting it loaded.")
      return
    }
    guard phase == .playing || phase == .paused else { return }
    currentTime = max(currentTime, duration)
    if !hasStarted { didProgress(to: currentTime, of: duration) }
    reachMilestones()
    guard isPlaying else { return }
    tracker.adPlayhead = currentTime
    tracker.fire(.complete)
    phase = .ending
    emit(.complete)
    finish(.completed)
  }

  fileprivate func didStartBuffering() {
    guard phase == .playing || phase == .paused, !isBuffering else { return }
    isBuffering = true
    milestoneTimer?.cancel()
    milestoneTimer = nil
    emit(.adBuffering, data: ["currentTime": Self.format(currentTime)])
  }

  fileprivate func didSuspend(_ suspended: Bool) {
    isSuspended = suspended
    guard suspended else { return }
    milestoneTimer?.cancel()
    milestoneTimer = nil
  }

  fileprivate func didStopBuffering() {
    guard isBuffering else { return }
    isBuffering = false
    guard phase == .playing || phase == .paused else { return }
    measurement.bufferFinished()
  }

  fileprivate func didBuffer(to time: Double) {
    guard phase == .loaded || phase == .playing || phase == .paused, time.isFinite else { return }
    let buffered = duration > 0 ? min(max(0, time), duration) : max(0, time)
    bufferedTime = buffered
    onBufferedTime?(buffered)
  }

  fileprivate func didFail(_ error: VideoDisplayError) {
    guard phase != .idle, phase != .finished else { return }
    let message =
      switch error {
      case .notFound: "The media file was not found."
      case .unsupported(let detail): "The media file cannot be played: \(detail)."
      case .playbackFailed(let detail): "Playback failed: \(detail)."
      }
    display.stop()
    fail(error.vastCode, code: AdError.imaCode(for: error.vastCode), message: message)
  }

  // MARK: Helpers

  private var isPlaying: Bool { phase == .playing || phase == .paused }

  private func fail(_ vastCode: VASTErrorCode, code: AdErrorCode, message: String) {
    tracker.adPlayhead = currentTime
    tracker.fireError(vastCode)
    finish(.failed(AdError(type: .playingFailed, code: code, message: message, vastCode: vastCode)))
  }

  private func finish(_ outcome: Outcome) {
    guard phase != .finished else { return }
    phase = .finished
    loadTimer?.cancel()
    loadTimer = nil
    milestoneTimer?.cancel()
    milestoneTimer = nil
    if display.delegate === self { display.delegate = nil }
    measurement.end(outcome)
    let completion = completion
    self.completion = nil
    completion?(outcome)
  }

  private func emit(_ type: AdEventType, data: [String: String] = [:]) {
    guard phase != .finished else { return }
    let event = AdEvent(type: type, ad: adInfo, data: data)
    measurement.observe(event, of: self)
    onEvent(event)
  }

  /// Sends `AD_PROGRESS`: `progress` as numbers to ``onProgress``, then as the event's text.
  private func emit(_ type: AdEventType, progress: AdProgress) {
    guard phase != .finished else { return }
    let event = AdEvent(type: type, ad: adInfo, data: progress.eventData)
    measurement.observe(event, of: self)
    onProgress?(progress)
    onEvent(event)
  }

  /// The linear creative's click-through when it is an http or https URL.
  var clickThroughURL: URL? {
    let target = linear?.videoClicks?.clickThrough?.url.trimmingCharacters(
      in: .whitespacesAndNewlines)
    return target.flatMap { URLRepair.url(from: $0) }
  }

  /// `value` with three decimals, as `%.3f` writes it (`12.400`), without `String(format:)`:
  /// AD_PROGRESS carries two of these every 200 ms.
  nonisolated static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return String(format: "%.3f", value) }
    let thousandths = Int((abs(value) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    let sign = value < 0 && thousandths > 0 ? "-" : ""
    return
      "\(sign)\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}

extension AdPlayback: VideoDisplayDelegate {
  func videoDisplayDidLoad(_ display: any VideoDisplay, duration: Double?) {
    didLoad(duration: duration)
  }

  func videoDisplay(_ display: any VideoDisplay, didProgressTo time: Double, of duration: Double) {
    didProgress(to: time, of: duration)
  }

  func videoDisplayDidStartBuffering(_ display: any VideoDisplay) {
    didStartBuffering()
  }

  func videoDisplayDidStopBuffering(_ display: any VideoDisplay) {
    didStopBuffering()
  }

  func videoDisplayDidComplete(_ display: any VideoDisplay) {
    didComplete()
  }

  func videoDisplay(_ display: any VideoDisplay, didFailWith error: VideoDisplayError) {
    didFail(error)
  }

  func videoDisplay(_ display: any VideoDisplay, didBufferTo time: Double) {
    didBuffer(to: time)
  }

  func videoDisplayDidSuspend(_ display: any VideoDisplay) {
    didSuspend(true)
  }

  func videoDisplayDidEndSuspension(_ display: any VideoDisplay) {
    didSuspend(false)
  }
}
