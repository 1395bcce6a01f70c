import Foundation

/// Playback: IMA's session flow over a ``VideoDisplay`` and a playback clock.
///
/// - VAST (single ad or pod): `initialize(with:)` prepares the first ad and sends LOADED; the
///   app calls `start()`; content pause, the break's ads, content resume, ALL_ADS_COMPLETED.
/// - VMAP: `initialize(with:)` starts watching the content playhead every 200 ms. A pre-roll
///   waits for `start()` (IMA's getting-started flow); mid-rolls play when the playhead reaches
///   their cue, the post-roll after `AdsLoader.contentComplete()` (or `contentComplete()`),
///   preceded there, as IMA does, by any break cued at or after the content's duration (which
///   the playhead never crosses), in cue order.
///   With `autoPlayAdBreaks` off every due break sends AD_BREAK_READY and waits for `start()`.
///   Such a break the app does not start is declined once the playhead reaches a later
///   break's cue point or the content completes (``BreakDecline``): the session goes on.
///   Breaks at or before `playAdsAfterTime` never play; a seek over cues follows
///   ``AdsRenderingSettings/seekPolicy``; each break plays once.
/// - A failing ad never blocks its break: the error goes to the delegate and the next ad plays.
///
/// The decisions are values computed from the session's state (``CueSchedule``,
/// ``SeekPolicyDecision``, ``BreakAction``, ``BreakAnnouncement``, ``BreakStart``,
/// ``BreakDecline``, ``ContentResumption``); the manager applies them: phases, events, display
/// calls, timers and beacons.
extension AdsManager {
  /// The ad playing now, if any.
  public var currentAd: AdInfo? { session.current?.adInfo }

  /// The settings given to ``initialize(with:)`` (the defaults before it): the overlay reads
  /// its elements from them.
  public var renderingSettings: AdsRenderingSettings { session.settings }

  /// The playing ad's media state.
  public var adPlaybackInfo: AdPlaybackInfo { session.current?.playbackInfo ?? AdPlaybackInfo() }

  /// The volume of the ads, 0 to 1.
  public var volume: Double {
    get { session.volume }
    set {
      session.volume = min(1, max(0, newValue))
      session.current?.volume = session.volume
    }
  }

  /// Prepares playback with the given settings: IMA's `initialize(with:)`. The container's
  /// ``LinkOpener`` takes what it needs of them (``LinkOpener/configure(with:)``).
  public func initialize(with settings: AdsRenderingSettings = AdsRenderingSettings()) {
    guard session.phase == .idle else { return }
    session.settings = settings
    session.environment.linkOpener?.configure(with: settings)
    let cues = cueSchedule
    if let after = settings.playAdsAfterTime {
      session.consumed.formUnion(cues.breaks(atOrBefore: after))
    }
    session.phase = .content
    session.environment.display?.adsManagerDidInitialize(self)
    if isAdRules { startMonitoring() }
    perform(
      .atInitialize(isAdRules: isAdRules, preRoll: cues.preRoll(excluding: session.consumed)))
  }

  /// Starts the break that is waiting: IMA's `start()`. Ignored when none waits.
  ///
  /// A break waits from its announcement (LOADED, or AD_BREAK_READY when
  /// ``Settings/autoPlayAdBreaks`` is off) until it starts. With ad rules and
  /// `autoPlayAdBreaks` off, a break not started is declined once the content playhead reaches
  /// a later break's cue point or the content completes, and `start()` no longer plays it.
  public func start() {
    guard case .waiting(let index) = session.phase else { return }
    playBreak(index)
  }

  /// Pauses the playing ad.
  public func pause() { session.current?.pause() }

  /// Resumes the paused ad.
  public func resume() { session.current?.resume() }

  /// Skips the playing ad if it is skippable and its skip offset has passed.
  public func skip() { session.current?.skip() }

  /// Reports a click on the ad (for apps that draw their own UI).
  public func clicked() { session.current?.clicked() }

  /// Reports a tap on the ad outside its click-through area: TAPPED, with the ad.
  ///
  /// Only a tap on an ad that is on screen counts: from its STARTED until it ends. A tap while
  /// no ad plays, or while the ad's media is still loading, is ignored.
  public func tapped() { session.current?.tapped() }

  /// Reports that the playing ad's icon at `index` (in `<Icons>` order) is on screen: its view
  /// tracking fires once.
  public func iconViewed(at index: Int) { session.current?.iconViewed(at: index) }

  /// Reports a tap on the playing ad's icon at `index`: click tracking, ICON_TAPPED, and its
  /// click-through opens (http and https only).
  public func iconClicked(at index: Int) { session.current?.iconClicked(at: index) }

  /// Reports a click on a companion shown in a slot: its click tracking fires, its
  /// click-through opens (http and https only), and the slot's delegate hears
  /// ``CompanionAdSlotDelegate/companionSlotWasClicked(_:)``.
  public func companionClicked(in slot: CompanionAdSlot) {
    guard let companion = slot.companion, let playback = session.current else { return }
    playback.companionClicked(companion)
    slot.delegate?.companionSlotWasClicked(slot)
  }

  /// Reports that the user closed the fallback image of the playing ad's icon at `index`
  /// (VAST `<IconClickFallbackImage>`, shown where the icon's click-through cannot open):
  /// `ICON_FALLBACK_IMAGE_CLOSED`, as IMA fires it on tvOS.
  /// Nothing happens when no ad plays or it has no icon at `index`.
  public func iconFallbackImageClosed(at index: Int) {
    guard let playback = session.current, playback.linear?.icons.indices.contains(index) == true
    else { return }
    emit(
      AdEvent(
        type: .iconFallbackImageClosed, ad: playback.adInfo, data: ["iconIndex": String(index)]))
  }

  /// Discards the playing break and resumes content, or else the next scheduled break.
  public func discardAdBreak() {
    cancelPreload()
    switch session.phase {
    case .inBreak(let index):
      // Leave the break first: the stopped ad's completion must not go on to the next ad, and
      // the break's prepared first ad must not play in a later break.
      let playback = session.current
      session.current = nil
      session.preloaded = nil
      session.queue = []
      session.phase = .content
      playback?.stop()
      endBreak(index)
    case .waiting(let index), .fetching(let index):
      // The break never started, so the content never paused: let the app play it on.
      session.consumed.insert(index)
      session.preloaded = nil
      session.phase = .content
      delegate?.adsManagerDidRequestContentResume(self)
      guard session.phase == .content else { return }
      afterBreak()
    default:
      if let next = cueSchedule.nextBreak(
        atOrAfter: session.lastContentTime ?? 0, excluding: session.consumed)
      {
        session.consumed.insert(next)
      }
    }
  }

  /// Stops everything: no event, no beacon and no content request follows.
  public func destroy() {
    // Destroyed first: the stopped ad's completion must not end the break or start another.
    session.phase = .destroyed
    session.monitor?.cancel()
    session.deferredBreak?.cancel()
    let playing = [session.current, session.preloaded]
    session.current = nil
    session.preloaded = nil
    for playback in playing { playback?.stop() }
    cancelPreload()
    eventContinuation.finish()
  }

  /// The content has ended: plays the post-roll if any, then ALL_ADS_COMPLETED. Called while
  /// a break plays, is being fetched or is ending (AD_BREAK_ENDED), it lets that break end
  /// first: its end plays the post-roll. With ad rules and ``Settings/autoPlayAdBreaks`` off,
  /// a break that waits for `start()` is declined: it never plays, and the post-roll follows at
  /// once.
  public func contentComplete() {
    guard !session.contentCompleted, session.phase != .destroyed else { return }
    session.contentCompleted = true
    session.monitor?.cancel()
    if case .waiting(let index) = session.phase,
      case .declined(let breaks) = BreakDecline.atContentComplete(
        waiting: index, backlog: session.backlog, isAdRules: isAdRules,
        autoPlayAdBreaks: session.environment.autoPlayAdBreaks)
    {
      decline(breaks, reason: "the content completed")
    }
    switch session.phase {
    case .inBreak, .waiting, .fetching: return
    default: if session.isEndingBreak { return }
    }
    resume(
      .atContentComplete(
        isAdRules: isAdRules, postRoll: endBreak,
        isContentPlaying: session.phase == .content))
  }

  // MARK: Content monitoring

  private func startMonitoring() {
    session.monitor?.cancel()
    session.monitor = session.environment.clock.schedule(after: 0.2) { [weak self] in
      self?.tick()
    }
  }

  private func tick() {
    guard session.phase != .destroyed, !session.contentCompleted else { return }
    checkContent()
    startMonitoring()
  }

  /// Reads the playhead and plays a break whose cue was reached. While a break waits for
  /// `start()` with manual ad break playback, the playhead is still read: reaching a later
  /// break's cue point declines the waiting one (``BreakDecline``) before that break is decided.
  func checkContent() {
    let waiting: Int?
    switch session.phase {
    case .content: waiting = nil
    case .waiting(let index)
    where BreakDecline.applies(
      isAdRules: isAdRules, autoPlayAdBreaks: session.environment.autoPlayAdBreaks):
      waiting = index
    default: return
    }
    guard let playhead = session.environment.contentPlayhead else { return }
    let now = playhead.currentTime
    let last = session.lastContentTime ?? now
    session.lastContentTime = now
    prefetchBreaks(near: now)
    preloadUpcomingBreak(near: now)
    guard let waiting else {
      decide(
        SeekPolicyDecision(
          backlog: session.backlog,
          crossing: cueSchedule.crossing(from: last, to: now, excluding: session.consumed),
          seekPolicy: session.settings.seekPolicy))
      return
    }
    var excluded = session.consumed
    excluded.insert(waiting)
    let crossing = cueSchedule.crossing(from: last, to: now, excluding: excluded)
    guard
      case .declined(let breaks) = BreakDecline.atTick(
        waiting: waiting, crossing: crossing, backlog: session.backlog)
    else { return }
    decline(breaks, reason: "the content reached a later cue point")
    decide(
      SeekPolicyDecision(backlog: [], crossing: crossing, seekPolicy: session.settings.seekPolicy))
  }

  /// Applies a tick's ``SeekPolicyDecision``: the breaks it gives up, its backlog, and the
  /// break it makes due.
  private func decide(_ decision: SeekPolicyDecision) {
    session.consumed.formUnion(decision.skipped)
    session.backlog = decision.backlog
    if let index = decision.due { due(index) }
  }

  /// Gives up the breaks of a ``BreakDecline``: the waiting break the app did not start (and a
  /// seek's backlog after it). They count as played; the content, never paused for them, goes
  /// on. No event: IMA sends none for a break it was not asked to start.
  private func decline(_ breaks: [Int], reason: String) {
    session.consumed.formUnion(breaks)
    session.backlog = []
    session.preloaded = nil
    session.phase = .content
    for index in breaks {
      playbackContext.debugLog?.write("break \(index) declined: not started before \(reason)")
    }
  }

  /// A break is due: play it, announce it and wait when breaks do not start on their own, or
  /// hold it while Picture in Picture is active and the ads would not show there.
  private func due(_ index: Int) {
    let action = BreakAction.due(
      index, autoPlayAdBreaks: session.environment.autoPlayAdBreaks,
      isPictureInPictureActive: session.environment.isPictureInPictureActive(),
      playsInContentPlayer: session.environment.display?.playsInContentPlayer ?? false)
    if action != .deferBreak(index) { session.deferredBreak = nil }
    perform(action)
  }

  /// Applies a ``BreakAction``: the phase it enters and what it starts.
  private func perform(_ action: BreakAction) {
    switch action {
    case .announce(let index):
      session.phase = .waiting(breakIndex: index)
      announce(breakIndex: index)
    case .play(let index):
      playBreak(index)
    case .deferBreak(let index):
      deferBreak(index)
    case .watchContent:
      checkContent()
    }
  }

  /// Holds a due break while Picture in Picture is active and checks again every half second;
  /// a later due break replaces it. One LOG event says why the break waits.
  private func deferBreak(_ index: Int) {
    if session.deferredBreak == nil {
      emit(
        AdEvent(
          type: .log,
          data: [
            "type": "adBreakDeferred",
            "message": "The ad break waits: Picture in Picture is active",
          ]))
    }
    session.deferredBreak?.cancel()
    session.deferredBreak = session.environment.clock.schedule(after: 0.5) { [weak self] in
      guard let self, session.phase == .content else { return }
      due(index)
    }
  }

  // MARK: Breaks

  /// Sends LOADED for the first ad of a waiting break (IMA's cue to call `start()`), after
  /// fetching the break's ads when they come from a tag; AD_BREAK_READY instead when ad rules'
  /// breaks do not start on their own or the break has nothing to play.
  private func announce(breakIndex index: Int) {
    let announcement = BreakAnnouncement(
      state: schedule[index].state, autoPlayAdBreaks: session.environment.autoPlayAdBreaks,
      isAdRules: isAdRules)
    switch announcement {
    case .breakReady:
      emit(AdEvent(type: .adBreakReady, data: breakData(index)))
    case .fetchFirst:
      inBackground { [weak self] in
        guard let self else { return }
        await loadBreak(at: index)
        guard session.phase == .waiting(breakIndex: index) else { return }
        announce(breakIndex: index)
      }
    case .firstAdLoaded(let first, let ads):
      let playback = makePlayback(first, in: ads, position: 1, breakIndex: index)
      session.preloaded = playback
      preloadMedia(of: first)
      emit(AdEvent(type: .loaded, ad: playback.adInfo))
    }
  }

  private func playBreak(_ index: Int) {
    session.consumed.insert(index)
    switch BreakStart(state: schedule[index].state) {
    case .fetchFirst:
      session.phase = .fetching(breakIndex: index)
      inBackground { [weak self] in
        guard let self else { return }
        await loadBreak(at: index)
        guard session.phase == .fetching(breakIndex: index) else { return }
        playBreak(index)
      }
    case .fail(let error):
      breakFailed(index, error: error)
    case .play(let ads):
      session.phase = .inBreak(breakIndex: index)
      session.queue = ads
      session.position = 0
      delegate?.adsManagerDidRequestContentPause(self)
      // The app may have destroyed the manager or discarded the break in its callback.
      guard session.phase == .inBreak(breakIndex: index) else { return }
      fireBreakTracking(index, event: .breakStart)
      emit(AdEvent(type: .adBreakStarted, data: breakData(index)))
      playNextAd(in: index)
    }
  }

  private func playNextAd(in index: Int) {
    guard session.phase == .inBreak(breakIndex: index) else { return }
    guard session.position < session.queue.count else {
      endBreak(index)
      return
    }
    let ad = session.queue[session.position]
    session.position += 1
    let playback: AdPlayback
    if let preloaded = session.preloaded, session.position == 1 {
      playback = preloaded
      session.preloaded = nil
      session.suppressNextLoaded = true
    } else {
      playback = makePlayback(ad, in: session.queue, position: session.position, breakIndex: index)
    }
    session.current = playback
    playback.volume = session.volume
    playback.start { [weak self] outcome in
      guard let self, self.session.phase == .inBreak(breakIndex: index) else { return }
      self.session.current = nil
      self.session.suppressNextLoaded = false
      if case .failed(let error) = outcome { self.report(error) }
      self.playNextAd(in: index)
    }
    preloadConsumed(by: playback.mediaURL)
  }

  /// Ends a break: the content phase begins before AD_BREAK_ENDED, so that what the app
  /// calls in its callbacks (destroy, discardAdBreak, contentComplete) acts on the content
  /// that follows, not on the break that ended.
  private func endBreak(_ index: Int) {
    session.phase = .content
    fireBreakTracking(index, event: .breakEnd)
    session.isEndingBreak = true
    emit(AdEvent(type: .adBreakEnded, data: breakData(index)))
    session.isEndingBreak = false
    guard session.phase == .content else { return }
    delegate?.adsManagerDidRequestContentResume(self)
    guard session.phase == .content else { return }
    afterBreak()
  }

  private func breakFailed(_ index: Int, error: AdError) {
    session.phase = .content
    emit(AdEvent(type: .adBreakFetchError, data: breakData(index)))
    report(error)
    afterBreak()
  }

  /// After a break: all done (VAST, or the post-roll), or back to watching the content.
  private func afterBreak() {
    guard session.phase != .destroyed else { return }
    resume(
      .afterBreak(
        isAdRules: isAdRules, contentCompleted: session.contentCompleted,
        breaksLeft: schedule.indices.contains { !session.consumed.contains($0) },
        postRoll: endBreak))
  }

  /// The next break of the content's end not played yet: a break cued at or after the
  /// content's duration (which the playhead never crosses), then the post-roll.
  private var endBreak: Int? {
    cueSchedule.postRoll(excluding: session.consumed)
  }

  /// Applies a ``ContentResumption``.
  private func resume(_ resumption: ContentResumption) {
    switch resumption {
    case .watchContent:
      checkContent()
    case .postRollDue(let index):
      due(index)
    case .allAdsCompleted:
      finishAll()
    case .nothing:
      break
    }
  }

  private func finishAll() {
    guard !session.allAdsCompleted, session.phase != .destroyed else { return }
    session.allAdsCompleted = true
    session.phase = .finished
    session.monitor?.cancel()
    emit(AdEvent(type: .allAdsCompleted))
  }

  // MARK: Helpers

  /// The schedule's cue points, for the decisions that read them.
  private var cueSchedule: CueSchedule {
    CueSchedule(cuePoints: schedule.map(\.cuePoint), contentDuration: contentDuration)
  }

  private func makePlayback(
    _ ad: ResolvedAd, in ads: [ResolvedAd], position: Int, breakIndex: Int
  ) -> AdPlayback {
    let scheduled = schedule[breakIndex]
    let podInfo = AdPodInfo(
      totalAds: ads.count, adPosition: position, isBumper: scheduled.isBumper,
      podIndex: cueSchedule.podIndex(ofBreak: breakIndex), timeOffset: scheduled.cuePoint ?? 0,
      maxDuration: scheduled.maxDuration)
    var context = playbackContext.macroContext(position: isAdRules ? scheduled.timeOffset : nil)
    context.contentPlayhead = session.environment.contentPlayhead?.currentTime
    context.podSequence = ad.sequence
    let playback = AdPlayback(
      ad: ad, podInfo: podInfo, display: session.environment.display ?? UnavailableDisplay(),
      settings: session.settings, clock: session.environment.clock,
      beacons: playbackContext.beacons, context: context, privacy: playbackContext.privacy,
      breakErrorURLs: scheduled.adBreak?.trackingURLs(for: .error) ?? [],
      linkOpener: session.environment.linkOpener,
      openMeasurement: session.environment.openMeasurement,
      friendlyObstructions: session.environment.friendlyObstructions
    ) { [weak self] event in
      self?.forward(event)
    }
    playback.onBufferedTime = { [weak self] time in
      guard let self else { return }
      delegate?.adsManager(self, adDidBufferToMediaTime: time)
    }
    playback.onProgress = { [weak self] progress in
      guard let self else { return }
      delegate?.adsManager(
        self, adDidProgressToTime: progress.currentTime, totalTime: progress.duration)
    }
    return playback
  }

  private func forward(_ event: AdEvent) {
    switch event.type {
    case .started:
      if let playback = session.current { showCompanions(of: playback) }
      preloadNextAdOfBreak()
    case .adBuffering:
      delegate?.adsManagerAdDidStartBuffering(self)
    case .loaded:
      delegate?.adsManagerAdPlaybackReady(self)
      if session.suppressNextLoaded {
        session.suppressNextLoaded = false
        return
      }
    default:
      break
    }
    emit(event)
  }

  /// Fills the companion slots with the playing ad's companions, per their `required` rule.
  private func showCompanions(of playback: AdPlayback) {
    let slots = session.environment.companionSlots
    guard !slots.isEmpty else { return }
    switch CompanionMatcher.place(playback.companionGroups, in: slots) {
    case .placed(let placements):
      for (index, slot) in slots.enumerated() {
        if let placement = placements.first(where: { $0.slotIndex == index }) {
          slot.fill(
            with: placement.companion, resource: placement.resource,
            shown: { [weak playback] in playback?.companionShown(placement.companion) },
            failed: { [weak playback] in playback?.companionFailedToLoad() })
        } else {
          slot.leaveEmpty()
        }
      }
    case .failed(let code):
      for slot in slots { slot.leaveEmpty() }
      playback.companionsFailed(code)
    }
  }

  func emit(_ event: AdEvent) {
    guard session.phase != .destroyed else { return }
    playbackContext.debugLog?.event(event)
    delegate?.adsManager(self, didReceive: event)
    eventContinuation.yield(event)
  }

  /// Hands an ad's or a break's error to the delegate (IMA's `didReceive error`).
  private func report(_ error: AdError) {
    guard session.phase != .destroyed else { return }
    playbackContext.debugLog?.write("error \(error)")
    delegate?.adsManager(self, didReceive: error)
  }

  private func fireBreakTracking(_ index: Int, event: BreakTrackingEvent.Event) {
    guard let adBreak = schedule[index].adBreak else { return }
    let urls = playbackContext.trackingURLs(
      adBreak.trackingURLs(for: event), position: adBreak.timeOffset)
    BeaconDelivery.deliver(urls, through: playbackContext.beacons)
  }

  private func cueText(_ index: Int) -> String {
    schedule[index].cuePoint.map { String($0) } ?? "-1"
  }

  /// `adBreakTime` and, for VMAP, `breakId`: the data of the break events.
  private func breakData(_ index: Int) -> [String: String] {
    var data = ["adBreakTime": cueText(index)]
    if let id = schedule[index].adBreak?.breakId { data["breakId"] = id }
    return data
  }
}
