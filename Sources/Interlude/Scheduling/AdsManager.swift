import Foundation
package import InterludeConsent

/// Schedules and plays the ads of one request: IMA's `IMAAdsManager`.
///
/// For a VAST response the schedule is one break with the resolved ads. For a VMAP response it
/// holds every break: inline ones resolved at load, `AdTagURI` ones fetched lazily, when the
/// content playhead comes within ``LoadingSettings/breakPrefetchLeadTime`` of a cue point (or
/// all at load when ``LoadingSettings/prefetchAllBreaks`` is set).
///
/// Once ``initialize(with:)`` is called it plays the breaks on the display of the request's
/// ``AdDisplayContainer`` as their cue points come (or when ``start()`` is called), asks the
/// ``delegate`` to pause and resume the content around them, fires their tracking, and reports
/// every event to the ``delegate`` and through ``events``.
@MainActor
public final class AdsManager {
  /// The breaks, in document order.
  package private(set) var schedule: [ScheduledAdBreak]
  /// Whether the response was VMAP (ad rules).
  public let isAdRules: Bool
  /// Every request made so far for this manager's ads, in the order they finished.
  package private(set) var hops: [LoadHop]
  /// The content's duration in seconds, when known (for `n%` offsets).
  package let contentDuration: Double?

  /// Receives events, errors and the content pause and resume requests.
  public weak var delegate: (any AdsManagerDelegate)?
  /// Every event, as an asynchronous sequence (the delegate sees the same events). While
  /// nobody iterates it, the newest 1 024 events wait; older ones are dropped,
  /// so a long session whose app only uses the delegate holds no growing backlog.
  public let events: AsyncStream<AdEvent>
  /// How many events ``events`` keeps for a reader that has not caught up: 1 024.
  package static let eventBufferLimit = 1024

  /// The loading machinery, for the breaks fetched lazily.
  let pipeline: AdLoadPipeline
  /// What playback builds its beacons and reads its settings from.
  let playbackContext: PlaybackContext
  private let baseURL: URL?
  private var inFlight: [Int: Task<(ScheduledAdBreak.State, [LoadHop]), Never>] = [:]
  let eventContinuation: AsyncStream<AdEvent>.Continuation
  /// Playback state (see `AdsManager+Playback.swift`).
  var session: PlaybackSession

  init(
    schedule: [ScheduledAdBreak], isAdRules: Bool, hops: [LoadHop], contentDuration: Double?,
    pipeline: AdLoadPipeline, baseURL: URL?, environment: PlaybackEnvironment
  ) {
    self.schedule = schedule
    self.isAdRules = isAdRules
    self.hops = hops
    self.contentDuration = contentDuration
    self.pipeline = pipeline
    playbackContext = PlaybackContext(pipeline)
    self.baseURL = baseURL
    (events, eventContinuation) = AsyncStream.makeStream(
      of: AdEvent.self, bufferingPolicy: .bufferingNewest(Self.eventBufferLimit))
    session = PlaybackSession(environment: environment)
  }

  /// Runs `work` in a task, counted in ``PlaybackSession/backgroundWork`` so a simulation can
  /// wait for it before its clock moves on.
  func inBackground(_ work: @escaping @MainActor () async -> Void) {
    session.backgroundWork += 1
    Task {
      await work()
      session.backgroundWork -= 1
    }
  }

  /// IMA's cue points: 0 for a pre-roll, seconds for mid-rolls, -1 for a post-roll, sorted as
  /// IMA sorts them (pre-roll first, post-roll last). Empty for a VAST response.
  public var adCuePoints: [Double] {
    guard isAdRules else { return [] }
    let points = Set(schedule.compactMap(\.cuePoint))
    return points.filter { $0 >= 0 }.sorted() + (points.contains(-1) ? [-1] : [])
  }

  /// Whether the loader's ``Settings/enableDebugMode`` was on: the manager then logs every
  /// event it emits, and the overlay shows a watermark
  /// (``AdOverlayModel/showsDebugWatermark``).
  package var isDebugModeEnabled: Bool { playbackContext.settings.enableDebugMode }

  /// The language of the ad UI: the loader's ``Settings/adUILanguage`` (``Settings/language``,
  /// else the device's preferred languages). The Apple layer's overlay and companion views
  /// take their words from it.
  package var adUILanguage: InterludeLanguage { playbackContext.settings.adUILanguage }

  /// The ads of a VAST response (or of the first loaded break), for immediate playback.
  package var resolution: AdResolution? {
    for scheduled in schedule {
      if case .loaded(let resolution) = scheduled.state { return resolution }
    }
    return nil
  }

  /// Loads the break at `index` if it is pending and returns its state; concurrent callers
  /// share one fetch.
  @discardableResult
  package func loadBreak(at index: Int) async -> ScheduledAdBreak.State {
    guard schedule.indices.contains(index) else { return .empty }
    if let task = inFlight[index] { return await task.value.0 }
    guard case .pending = schedule[index].state, let adBreak = schedule[index].adBreak else {
      return schedule[index].state
    }
    schedule[index].state = .loading
    let pipeline = self.pipeline
    let base = baseURL
    let task = Task {
      let trace = LoadTrace()
      let state = await pipeline.loadBreak(adBreak, base: base, trace: trace)
      return (state, trace.hops)
    }
    inFlight[index] = task
    let (state, newHops) = await task.value
    playbackContext.debugLog?.breakLoaded(index, state: state, requests: newHops.count)
    schedule[index].state = state
    hops += newHops
    inFlight[index] = nil
    return state
  }

  /// Starts fetching every pending break whose cue point lies within the prefetch lead time
  /// after `contentTime` (a post-roll counts when the content's duration is known).
  package func prefetchBreaks(near contentTime: Double) {
    let lead = playbackContext.settings.loading.breakPrefetchLeadTime.timeInterval
    for (index, scheduled) in schedule.enumerated() {
      guard case .pending = scheduled.state else { continue }
      let at = scheduled.cuePoint == -1 ? contentDuration : scheduled.cuePoint
      guard let at, at >= contentTime, at - contentTime <= lead else { continue }
      inBackground { [weak self] in await self?.loadBreak(at: index) }
    }
  }

}
