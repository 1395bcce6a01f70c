import Foundation

/// The mutable state of an ``AdsManager``'s playback.
@MainActor
struct PlaybackSession {
  enum Phase: Equatable {
    /// `initialize(with:)` has not been called.
    case idle
    /// Content plays; breaks are watched for.
    case content
    /// A break is ready and waits for `start()` (autoPlayAdBreaks off, or the first break). With
    /// autoPlayAdBreaks off the content's playhead is still watched: the break may be declined
    /// (see ``BreakDecline``).
    case waiting(breakIndex: Int)
    /// A break's ads are being fetched before it plays.
    case fetching(breakIndex: Int)
    /// A break plays.
    case inBreak(breakIndex: Int)
    /// Every ad has played.
    case finished
    /// `destroy()` was called.
    case destroyed
  }

  var environment: PlaybackEnvironment
  var settings = AdsRenderingSettings()
  var phase: Phase = .idle
  /// Breaks that played or were given up (each plays once).
  var consumed: Set<Int> = []
  /// The ad playing now and the rest of the break's ads.
  var current: AdPlayback?
  var queue: [ResolvedAd] = []
  var position = 0
  /// The ad prepared at `initialize` whose LOADED was already announced.
  var preloaded: AdPlayback?
  /// The media URL the display was last hinted at and has not loaded yet (see
  /// `AdsManager+Preloading.swift`).
  var preloadedMediaURL: URL?
  /// The break whose first ad was last hinted before its cue.
  var preloadedBreak: Int?
  var monitor: PlaybackTimer?
  var lastContentTime: Double?
  var contentCompleted = false
  var allAdsCompleted = false
  var volume: Double = 1
  /// Breaks waiting to play after a seek with the `playAll` policy.
  var backlog: [Int] = []
  /// The preloaded first ad's LOADED went out at `initialize`; its media LOADED is not repeated.
  var suppressNextLoaded = false
  /// The retry of a break held back while Picture in Picture is active.
  var deferredBreak: PlaybackTimer?
  /// Tasks started and not finished (break fetches).
  var backgroundWork = 0
  /// Whether AD_BREAK_ENDED is being emitted: the content resume request has not gone out yet.
  var isEndingBreak = false

  init(environment: PlaybackEnvironment) {
    self.environment = environment
  }
}
