public import Foundation
public import Interlude
import InterludeConsent

/// A ``VideoDisplay`` that plays imaginary media on a ``ManualClock``, with scripted faults.
///
/// It loads after ``Script/loadDelay``, reports progress every ``progressInterval`` of media
/// time while playing (media time stands still while paused or buffering), and completes
/// at the media's duration. ``Fault``s make it fail to load, never load, stall or fail mid-play,
/// so every playback error path runs on Linux in virtual time.
///
/// What it reports, and when its media holds still, is decided by the same rules as
/// `AVPlayerVideoDisplay`'s (the core's `VideoDisplayReporter`): it gives them its imaginary
/// player's observations as that display gives its `AVPlayer`'s.
@MainActor
public final class SimulatedVideoDisplay: VideoDisplay {
  /// A scripted behaviour for one load.
  public struct Script: Hashable, Sendable {
    /// The time from ``SimulatedVideoDisplay/load(_:mimeType:)`` to the load report (a slow
    /// start when large); 100 milliseconds by default.
    public var loadDelay: Duration
    /// What goes wrong, if anything.
    public var faults: [Fault]

    /// Creates a script.
    public init(loadDelay: Duration = .milliseconds(100), faults: [Fault] = []) {
      self.loadDelay = loadDelay
      self.faults = faults
    }
  }

  /// Something that goes wrong in a ``Script``.
  public enum Fault: Hashable, Sendable {
    /// Loading fails with `error` (``VideoDisplayError/notFound``, ``VideoDisplayError/unsupported(_:)``)
    /// after the load delay.
    case loadFailure(VideoDisplayError)
    /// Loading never finishes (the SDK's load timeout fires: VAST 402).
    case neverLoads
    /// Playback stalls for `duration` seconds when media time reaches `time`.
    case stall(at: Double, duration: Double)
    /// Playback fails with `error` when media time reaches `time`.
    case error(at: Double, VideoDisplayError)
    /// Loading takes `seconds` instead of the script's load delay (a slow start).
    case slowLoad(seconds: Double)
  }

  /// What the display is doing.
  public enum State: Hashable, Sendable {
    /// Nothing loaded.
    case idle
    /// Loading a media file.
    case loading
    /// Loaded, not yet playing.
    case loaded
    /// Playing.
    case playing
    /// Paused by the SDK.
    case paused
    /// Stalled, waiting for (imaginary) data.
    case buffering
    /// Played to the end.
    case completed
    /// Failed to load or play.
    case failed
  }

  /// Receives the display's reports.
  public weak var delegate: (any VideoDisplayDelegate)?
  /// The MIME types the display claims to play; a load of another type fails with 405.
  public var supportedMimeTypes: [String]
  /// The volume, 0 to 1.
  public var volume: Double = 1
  /// The script used for loads of URLs without an entry in ``scriptsByURL``.
  public var script: Script
  /// Scripts for particular media URLs.
  public var scriptsByURL: [URL: Script] = [:]
  /// Durations of particular media URLs, in seconds.
  public var mediaDurations: [URL: Double] = [:]
  /// Looked up when a URL has no entry in ``mediaDurations`` (a simulation answers with the ad's
  /// VAST duration); nil falls back to ``defaultDuration``.
  public var durationProvider: ((URL) -> Double?)?
  /// The duration of any other media, in seconds.
  public var defaultDuration: Double
  /// The media time between progress reports; 200 milliseconds by default.
  public var progressInterval: Duration = .milliseconds(200)
  /// How far ahead of the playhead the media is buffered while it plays, in seconds: each
  /// progress report is preceded by a buffered-time report of the playhead plus this (at most
  /// the duration); a stall reports the playhead itself.
  public var bufferAhead: Double = 5
  /// Whether the display stands for one that plays the ads in the content's own player, so
  /// that a break due during Picture in Picture plays instead of waiting; false by default.
  public var playsInContentPlayer = false

  /// What the display is doing.
  public private(set) var state: State = .idle
  /// The media time in seconds.
  public private(set) var currentTime: Double = 0
  /// The URL last loaded.
  public private(set) var loadedURL: URL?
  /// The URL the SDK hinted at with ``preload(_:mimeType:)`` and has not loaded or dropped.
  public private(set) var preloadedURL: URL?
  /// Whether an ad would go on playing in the background: the last
  /// ``Settings/enableBackgroundPlayback`` given to ``configure(with:)``.
  public var playsInBackground: Bool { !reporter.pausesInBackground }
  /// Every call the SDK made, in order (`load <url>`, `play`, `pause`, `stop`,
  /// `preload <url>`, `cancelPreload`), for tests.
  public private(set) var calls: [String] = []
  /// Faults for the next load only, whatever its URL: added to its script's, then cleared.
  public var faultsForNextLoad: [Fault] = []
  /// Why the media is held still without the SDK asking (the app is in the background, an
  /// audio interruption): the SDK still sees an ad that plays, whose media does not move.
  package var suspension: PlaybackSuspension { reporter.suspension }

  /// The media time actually played, in seconds: ``currentTime`` plus the time played since
  /// the last progress report (reports come every ``progressInterval`` while playing).
  public var playedTime: Double {
    guard state == .playing, !reporter.isHeld, let since = playingSince else {
      return currentTime
    }
    return min(duration, currentTime + max(0, clock.now - since))
  }

  private let clock: any PlaybackClock
  /// What to report and when the media holds, as `AVPlayerVideoDisplay` decides it.
  private var reporter = VideoDisplayReporter()
  private var timer: PlaybackTimer?
  private var duration: Double = 0
  private var activeScript = Script()
  private var firedFaults: Set<Int> = []
  private var hasStarted = false
  /// The clock time from which media time runs at rate 1 since the last report (nil while
  /// it stands still).
  private var playingSince: Double?

  /// Creates a display on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The time source (a ``ManualClock`` in tests).
  ///   - defaultDuration: The duration of media without an entry in ``mediaDurations``.
  ///   - script: The behaviour of every load.
  ///   - supportedMimeTypes: What the display claims to play.
  public init(
    clock: ManualClock, defaultDuration: Double = 10, script: Script = Script(),
    supportedMimeTypes: [String] = ["video/mp4", "application/x-mpegURL", "video/quicktime"]
  ) {
    self.clock = clock
    self.defaultDuration = defaultDuration
    self.script = script
    self.supportedMimeTypes = supportedMimeTypes
  }

  /// Starts loading `url`; the report follows after the script's load delay.
  public func load(_ url: URL, mimeType: String?) {
    calls.append("load \(url.absoluteString)")
    reset()
    loadedURL = url
    if preloadedURL == url { preloadedURL = nil }
    state = .loading
    send(reporter.load())
    activeScript = scriptsByURL[url] ?? script
    activeScript.faults += faultsForNextLoad
    faultsForNextLoad = []
    for case .slowLoad(let seconds) in activeScript.faults {
      activeScript.loadDelay = .seconds(seconds)
    }
    duration = mediaDurations[url] ?? durationProvider?(url) ?? defaultDuration
    let supported = mimeType.map { type in
      supportedMimeTypes.contains { $0.caseInsensitiveCompare(type) == .orderedSame }
    }
    let failure = activeScript.faults.lazy.compactMap { fault -> VideoDisplayError? in
      if case .loadFailure(let error) = fault { return error }
      return nil
    }.first
    if activeScript.faults.contains(.neverLoads) { return }
    timer = clock.schedule(after: activeScript.loadDelay.timeInterval) { [weak self] in
      guard let self else { return }
      self.timer = nil
      if let failure {
        self.fail(failure)
      } else if supported == false {
        self.fail(.unsupported(mimeType ?? "unknown"))
      } else {
        self.state = .loaded
        self.send(self.reporter.becameReady(duration: self.duration))
      }
    }
  }

  /// Starts or resumes playback; the first frame is reported (progress at 0) at once.
  public func play() {
    calls.append("play")
    switch state {
    case .loaded, .paused:
      state = .playing
      // Held: the media plays when the hold ends.
      guard reporter.play() else { return }
      startTicking()
    default:
      break
    }
  }

  /// Pauses playback; pausing during a stall ends the stall (reported as stopped buffering).
  public func pause() {
    calls.append("pause")
    guard state == .playing || state == .buffering else { return }
    // The pause ends a stall: the media no longer waits for data.
    let reports = reporter.waiting(false)
    reporter.pause()
    stopTicking()
    state = .paused
    send(reports)
  }

  /// Holds the media still for `reason`, as a real player does when the app goes to the
  /// background (unless ``playsInBackground``) or an audio interruption begins. The SDK hears a
  /// suspension, not a pause, when media is loaded; a hold begun without media is told when
  /// the next media loads.
  package func beginSuspension(_ reason: PlaybackSuspensionReason) {
    for step in reporter.holdBegan(reason) {
      switch step {
      case .pauseMedia:
        // A stall goes on: its end finds the media held.
        if state == .playing { stopTicking() }
      case .playMedia: continue
      case .report(let report): send(report)
      }
    }
  }

  /// Ends the suspension for `reason`, with ``PlaybackSuspension``'s rules: the media plays on
  /// when nothing else holds it; an interruption that ends without `shouldResume` holds it until
  /// the background ends (the app is active again), which lifts an interruption too.
  package func endSuspension(_ reason: PlaybackSuspensionReason, shouldResume: Bool = true) {
    for step in reporter.holdEnded(reason, shouldResume: shouldResume) {
      switch step {
      case .playMedia:
        // Not during a stall (its end plays on), nor when the delegate paused meanwhile.
        if state == .playing, timer == nil { startTicking() }
      case .pauseMedia: continue
      case .report(let report): send(report)
      }
    }
  }

  /// Stalls the playing media now for `seconds` (rebuffering), as ``Fault/stall(at:duration:)``
  /// does at a media time; nothing happens when no media plays.
  public func stall(for seconds: Double) {
    guard state == .playing, !reporter.isHeld else { return }
    currentTime = playedTime
    stopTicking()
    beginStall(for: seconds)
  }

  /// Fails the loading or playing media now with `error`; nothing happens when none is loaded.
  public func fail(now error: VideoDisplayError) {
    guard [.loading, .loaded, .playing, .paused, .buffering].contains(state) else { return }
    fail(error)
  }

  /// Stops and releases the media; no report follows.
  public func stop() {
    calls.append("stop")
    reset()
  }

  /// Records the hint; the imaginary media loads as fast either way.
  public func preload(_ url: URL, mimeType: String?) {
    calls.append("preload \(url.absoluteString)")
    preloadedURL = url
  }

  /// Forgets the hint.
  public func cancelPreload() {
    calls.append("cancelPreload")
    preloadedURL = nil
  }

  /// Takes ``Settings/enableBackgroundPlayback`` as ``playsInBackground``.
  public func configure(with settings: Settings) {
    reporter.pausesInBackground = !settings.enableBackgroundPlayback
  }

  private func reset() {
    stopTicking()
    reporter.release()
    state = .idle
    currentTime = 0
    hasStarted = false
    firedFaults = []
  }

  private func fail(_ error: VideoDisplayError) {
    stopTicking()
    state = .failed
    send(reporter.failed(error))
  }

  /// Cancels the pending report or stall end; media time stands still.
  private func stopTicking() {
    timer?.cancel()
    timer = nil
    playingSince = nil
  }

  private func startTicking() {
    let first = !hasStarted
    hasStarted = true
    playingSince = clock.now
    timer = clock.schedule(after: first ? 0 : progressInterval.timeInterval) { [weak self] in
      self?.tick(advance: !first)
    }
  }

  private func tick(advance: Bool) {
    timer = nil
    playingSince = clock.now
    guard state == .playing else { return }
    if advance {
      let next = ((currentTime + progressInterval.timeInterval) * 1_000_000).rounded() / 1_000_000
      currentTime = min(duration, next)
    }
    for (index, fault) in activeScript.faults.enumerated() where !firedFaults.contains(index) {
      switch fault {
      case .error(let time, let error) where currentTime >= time:
        firedFaults.insert(index)
        fail(error)
        return
      case .stall(let time, let stallDuration) where currentTime >= time:
        firedFaults.insert(index)
        beginStall(for: stallDuration)
        return
      default:
        continue
      }
    }
    let loaded = (start: 0.0, end: currentTime + bufferAhead)
    send(reporter.progressed(to: currentTime, loadedRanges: [loaded]), while: { state == .playing })
    guard state == .playing else { return }
    if currentTime >= duration {
      state = .completed
      send(reporter.playedToEnd())
    } else {
      scheduleTick()
    }
  }

  /// Reports the playhead, then buffering for `seconds`, then plays on.
  private func beginStall(for seconds: Double) {
    playingSince = nil
    // Loaded up to the playhead: the buffered time is the playhead.
    send(reporter.progressed(to: currentTime, loadedRanges: [(start: 0, end: currentTime)]))
    guard state == .playing else { return }
    state = .buffering
    send(reporter.waiting(true))
    timer = clock.schedule(after: seconds) { [weak self] in
      guard let self, self.state == .buffering else { return }
      self.timer = nil
      self.state = .playing
      self.send(self.reporter.waiting(false))
      guard self.state == .playing, !self.reporter.isHeld else { return }
      self.playingSince = self.clock.now
      self.scheduleTick()
    }
  }

  private func scheduleTick() {
    timer = clock.schedule(after: progressInterval.timeInterval) { [weak self] in
      self?.tick(advance: true)
    }
  }
}
