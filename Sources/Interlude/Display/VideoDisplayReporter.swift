/// What a ``VideoDisplay`` tells its delegate and does to its player, decided from plain values:
/// the one set of rules that `AVPlayerVideoDisplay` (InterludeUI) and `SimulatedVideoDisplay`
/// (InterludeSimulation) share, so that the simulation plays what the real display does.
///
/// A display keeps one reporter. It tells the reporter what the SDK asked (``load()``,
/// ``play()``, ``pause()``, ``release()``), what the app's state did (``holdBegan(_:)``,
/// ``holdEnded(_:shouldResume:)``) and what its player observed (``becameReady(duration:)``,
/// ``progressed(to:loadedRanges:)``, ``waiting(_:)``, ``playedToEnd()``, ``failed(_:)``), and
/// sends the reports it answers (``VideoDisplay/send(_:while:)``). The rules:
///
/// - **Media.** Reports concern the media loaded now: nothing is reported before ``load()`` or
///   after ``release()`` (a stop, the end, a failure), so a late observation of released media
///   is dropped.
/// - **Loaded once, with a valid duration.** The first readiness reports loaded; a later one
///   (a player may report ready again) does not. A duration that is not a finite number of
///   seconds above 0 (an indefinite or invalid player time) is reported as unknown (nil).
/// - **Progress.** Reported only after loaded and while the SDK wants the media playing, at a
///   finite time clamped to 0...duration (at least 0 when the duration is unknown, reported as
///   0), each preceded by the buffered time: the end of the loaded range that holds the
///   playhead, clamped to the duration (none when no range holds it).
/// - **Buffering** start and end are reported on change only, while the SDK wants the media
///   playing.
/// - **The end** reports the duration as the last progress (unless the last progress was the
///   duration already), then completed.
/// - **Quartiles.** ``quartileTimes`` are the times a player should report progress at exactly,
///   so that the quartile beacons fire on time.
/// - **Holds** (the background, an audio interruption) follow ``PlaybackSuspension``. A hold is
///   the app's state and outlasts the media: media loaded while held is reported suspended at
///   once, and ``play()`` starts nothing until the hold ends. The first hold pauses media the
///   SDK wants playing and reports suspended; the end of the last one reports the suspension's
///   end and plays the media again if the SDK still wants it playing. The background holds
///   nothing when the display plays on in it (``pausesInBackground`` false).
package struct VideoDisplayReporter: Hashable, Sendable {
  /// What holds the media still without the SDK asking.
  package private(set) var suspension = PlaybackSuspension()
  /// Whether the app going to the background holds the media
  /// (`Settings.enableBackgroundPlayback` off); true by default.
  package var pausesInBackground = true
  /// Whether media is loaded: from ``load()`` to ``release()``, the end or a failure.
  package private(set) var hasMedia = false
  /// Whether the SDK wants the media playing: from ``play()`` to ``pause()`` or its release.
  package private(set) var isPlayRequested = false
  /// Whether the loaded report went out for this media.
  package private(set) var didReportLoad = false
  /// The media's duration in seconds, once reported loaded with a valid one.
  package private(set) var duration: Double?
  /// Whether the display reported that the media waits for data.
  package private(set) var isBuffering = false
  /// The last progress time reported for this media.
  private var lastProgress: Double?

  /// Creates a reporter with no media and nothing holding it.
  package init() {}

  /// Whether a hold keeps the media still now.
  package var isHeld: Bool { suspension.isSuspended }

  // MARK: What the SDK asks

  /// New media starts loading (what was loaded is released first). Reports suspended when a
  /// hold is on already, so that the SDK knows at once that its media will not move.
  package mutating func load() -> [VideoDisplayReport] {
    release()
    hasMedia = true
    return isHeld ? [.suspended] : []
  }

  /// The SDK asks the media to play. Returns whether the player should play now: false without
  /// media, and while a hold is on (the media plays when it ends).
  package mutating func play() -> Bool {
    guard hasMedia else { return false }
    isPlayRequested = true
    return !isHeld
  }

  /// The SDK pauses the media.
  package mutating func pause() {
    isPlayRequested = false
  }

  /// The media is released (a stop, or a new load): what was reported about it is forgotten;
  /// the holds stay, since they are the app's.
  package mutating func release() {
    hasMedia = false
    isPlayRequested = false
    didReportLoad = false
    duration = nil
    isBuffering = false
    lastProgress = nil
  }

  // MARK: Holds

  /// A hold begins for `reason`: when it is the first and media is loaded, the player pauses
  /// (if the SDK wants the media playing) and the delegate hears that the media is suspended.
  /// The background holds nothing when ``pausesInBackground`` is false.
  package mutating func holdBegan(_ reason: PlaybackSuspensionReason) -> [VideoDisplayStep] {
    if reason == .background, !pausesInBackground { return [] }
    guard suspension.begin(reason), hasMedia else { return [] }
    return (isPlayRequested ? [.pauseMedia] : []) + [.report(.suspended)]
  }

  /// A hold ends for `reason` (``PlaybackSuspension/end(_:shouldResume:)`` says when that lifts
  /// the last one): then, with media loaded, the delegate hears that the suspension ended and
  /// the player plays again if the SDK wants the media playing.
  package mutating func holdEnded(
    _ reason: PlaybackSuspensionReason, shouldResume: Bool = true
  ) -> [VideoDisplayStep] {
    guard suspension.end(reason, shouldResume: shouldResume), hasMedia else { return [] }
    return [.report(.endedSuspension)] + (isPlayRequested ? [.playMedia] : [])
  }

  // MARK: What the player observes

  /// The player's media became ready to play with `duration` seconds (whatever the player
  /// says: an indefinite or invalid duration is not a finite number). Reports loaded, once per
  /// media, with the duration when it is a finite number above 0 and nil otherwise.
  package mutating func becameReady(duration: Double) -> [VideoDisplayReport] {
    guard hasMedia, !didReportLoad else { return [] }
    didReportLoad = true
    self.duration = duration.isFinite && duration > 0 ? duration : nil
    return [.loaded(duration: self.duration)]
  }

  /// The times, in seconds, at which a player should report progress exactly: 25, 50 and 75 %
  /// of the duration, so that the quartile beacons fire on time. None while the duration is
  /// unknown.
  package var quartileTimes: [Double] {
    guard let duration else { return [] }
    return [0.25, 0.5, 0.75].map { duration * $0 }
  }

  /// The player's playhead is at `time` seconds, with its media loaded over `loadedRanges`
  /// (start and end in seconds). Reports, after loaded and while the SDK wants the media
  /// playing, the buffered time (the end of the first range that holds the playhead, at most
  /// the duration; none when no range holds it) and then the progress (the time clamped to
  /// 0...duration; of 0 when the duration is unknown). A time that is not a finite number
  /// reports nothing.
  package mutating func progressed(
    to time: Double, loadedRanges: [(start: Double, end: Double)]
  ) -> [VideoDisplayReport] {
    guard hasMedia, isPlayRequested, didReportLoad, time.isFinite else { return [] }
    var reports: [VideoDisplayReport] = []
    let holding = loadedRanges.first { $0.start <= time && time <= $0.end && $0.end.isFinite }
    if let holding {
      reports.append(.bufferedTo(duration.map { min(holding.end, $0) } ?? holding.end))
    }
    let progress = duration.map { min(max(0, time), $0) } ?? max(0, time)
    lastProgress = progress
    reports.append(.progress(time: progress, duration: duration ?? 0))
    return reports
  }

  /// The player waits for data (`true`) or plays again (`false`). Reported only when it
  /// changes what was reported, and only while the SDK wants the media playing: a player that
  /// the SDK paused is not stalled.
  package mutating func waiting(_ isWaiting: Bool) -> [VideoDisplayReport] {
    guard hasMedia, isPlayRequested, isWaiting != isBuffering else { return [] }
    isBuffering = isWaiting
    return [isWaiting ? .startedBuffering : .stoppedBuffering]
  }

  /// The player played the media to its end: the duration as the last progress when it was
  /// not reported already, then completed. The media is released.
  package mutating func playedToEnd() -> [VideoDisplayReport] {
    guard hasMedia else { return [] }
    var reports: [VideoDisplayReport] = []
    if let duration, lastProgress != duration {
      reports.append(.progress(time: duration, duration: duration))
    }
    release()
    return reports + [.completed]
  }

  /// The media could not be loaded or played: reports the failure and releases the media.
  package mutating func failed(_ error: VideoDisplayError) -> [VideoDisplayReport] {
    guard hasMedia else { return [] }
    release()
    return [.failed(error)]
  }
}
