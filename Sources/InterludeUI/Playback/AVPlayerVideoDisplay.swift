#if canImport(UIKit) && !os(watchOS)
public import AVFoundation
import CoreMedia
import Foundation
public import Interlude
public import UIKit

/// Plays the ads in an `AVPlayer`: IMA's `IMAAVPlayerVideoDisplay`, for client-side ads.
///
/// Two ways to play:
/// - ``init(adContainer:)`` plays them in a player of its own, laid over the content in the ad
///   container (the display `AdDisplayContainer.init(adContainer:viewController:companionSlots:)`
///   builds). A break that falls due while the content plays in Picture in Picture waits.
/// - ``init(avPlayer:)`` plays them in the content's own player, as IMA does with
///   `initWithAVPlayer:`: the ads show wherever the content shows, in its Picture in Picture
///   window too, so breaks play there. When an ad takes the player, the display keeps the
///   content's item, time and volume, and puts them back (paused, at the same time) when the ad
///   completes, fails or is stopped; its ``contentPlayhead`` reads the content's time meanwhile.
///   Pass it to `AdsRequest.init(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`,
///   which puts the ``overlay`` in the container's view.
///
/// The display only reports what the player does; the SDK decides everything else (quartiles,
/// impressions, skip, errors). What it observes, and what it reports from it (with the same
/// rules as the simulation's `SimulatedVideoDisplay`):
/// - loaded: the item's `status` becomes `readyToPlay` (KVO), once, with the item's duration
///   when it is a finite number of seconds above 0;
/// - progress: a periodic time observer every 200 ms, plus boundary time observers at exactly
///   25, 50 and 75 % so the quartile beacons fire on time, while the SDK has the ad playing;
///   the time is clamped to the duration;
/// - buffered time: with each progress report, the end of the item's `loadedTimeRanges` range
///   that holds the playhead;
/// - buffering: the player's `timeControlStatus` (KVO) waiting to play, then playing again,
///   each reported when it changes;
/// - completion: `AVPlayerItem.didPlayToEndTimeNotification` for the ad's item, after the
///   duration as the last progress;
/// - failure: the item's `failed` status or `failedToPlayToEndTimeNotification`, mapped to
///   `VideoDisplayError` (see ``displayError(_:)``).
///
/// The key-value changes and the notifications (the item's, the app's, the audio session's)
/// reach the display one way, enqueued on the main queue as they are delivered, so it handles
/// them in the order they happened; what concerns an ad's item after the display let go of it
/// (a stop, a new load) is dropped.
///
/// Preloading (``preload(_:mimeType:)``): the hinted URL's `AVURLAsset` starts loading its
/// playability at once, and the ad's item is made from that asset when the same URL loads after
/// the warm-up has finished.
///
/// Before an ad plays it sets the audio session to `.playback` when the app left the system
/// default (``managesAudioSession``), and it pauses the ad when the app goes to the background
/// and resumes it when the app is active again (``pausesInBackground``). An audio-session
/// interruption (a phone call, Siri, an alarm, another app's audio) pauses the player whatever
/// the app's audio settings, so the display follows `AVAudioSession.interruptionNotification`
/// always: the ad plays again when the interruption ends with the system's `.shouldResume`
/// option, and otherwise when the app is active again (which also ends an interruption whose
/// end never comes), so an interrupted ad is never left stuck. A hold outlasts the ad: an ad
/// that loads while the app is in the background or interrupted waits for the hold's end.
/// `PlaybackSuspension` decides when it pauses and plays again. Such a hold is no pause of the
/// SDK's (no `PAUSE` event, no pause beacon): the display reports it as a suspension
/// (`VideoDisplayDelegate.videoDisplayDidSuspend(_:)` and `videoDisplayDidEndSuspension(_:)`),
/// and the ad just does not progress meanwhile. The video and the ``overlay`` are hidden
/// whenever no ad plays.
@MainActor
public final class AVPlayerVideoDisplay: VideoDisplay {
  /// Receives the reports (the SDK's playback engine sets it).
  public weak var delegate: (any VideoDisplayDelegate)?
  /// What AVPlayer plays: MP4, QuickTime, M4V, 3GPP and HLS.
  public let supportedMimeTypes = [
    "video/mp4", "video/quicktime", "video/x-m4v", "video/3gpp", "application/x-mpegURL",
    "application/vnd.apple.mpegurl",
  ]
  /// The ads' volume, 0 to 1. With the content's player, the content's own volume comes back
  /// with the content.
  public var volume: Double = 1 {
    didSet { applyVolume() }
  }
  /// The player the ads play in: the display's own, or the content's (``init(avPlayer:)``).
  public let player: AVPlayer
  /// Whether the ads play in the content's player (``init(avPlayer:)``), so that breaks play in
  /// the Picture in Picture window too.
  public let playsInContentPlayer: Bool
  /// The content's position for the SDK when the ads play in the content's player: it reads
  /// the content's time while an ad holds the player. Nil for a display with its own player
  /// (give the SDK an ``AVPlayerContentPlayhead`` of the content's player then).
  public private(set) var contentPlayhead: AVPlayerContentPlayhead?
  /// The ad overlay (skip button, countdown, attribution, learn more), over the video.
  public let overlay: AdOverlayView
  /// Whether to set the audio session's category to `.playback` (mode `.moviePlayback`) before
  /// an ad plays when the app left it at the system default, and activate it; true by default.
  /// A category the app chose is never changed.
  public var managesAudioSession = true
  /// Whether the ad pauses when the app goes to the background and resumes when the app is
  /// active again; true by default. Each new manager sets it from
  /// `Settings.enableBackgroundPlayback` (``configure(with:)``); set it afterwards to
  /// override. An audio interruption pauses the ad whatever this says.
  public var pausesInBackground: Bool {
    get { reporter.pausesInBackground }
    set { reporter.pausesInBackground = newValue }
  }

  let surface = PlayerLayerView()
  private var item: AVPlayerItem?
  /// How many ads were loaded: the number of the current item's load.
  private var loads = 0
  /// The content's item, time and volume while an ad holds the content's player.
  private var handoff = ContentPlayerHandoff<AVPlayerItem>()
  /// The hinted media: its asset warming up in a task, then ready for the ad's item.
  private enum Hint {
    case warming(URL, Task<Void, Never>)
    case ready(URL, AVURLAsset)

    var url: URL {
      switch self {
      case .warming(let url, _), .ready(let url, _): url
      }
    }
  }

  private var hint: Hint?
  private var itemObservation: NSKeyValueObservation?
  private var timeControlObservation: NSKeyValueObservation?
  // nonisolated(unsafe): set on the main actor, read by deinit, which runs once nothing else
  // can reach the display.
  nonisolated(unsafe) private var itemNotifications: [any NSObjectProtocol] = []
  nonisolated(unsafe) private var applicationNotifications: [any NSObjectProtocol] = []
  nonisolated(unsafe) private var progressObserver: Any?
  nonisolated(unsafe) private var quartileObserver: Any?
  /// What to report from the player's observations, and what holds the ad still without the
  /// SDK asking (the background, an audio interruption).
  private var reporter = VideoDisplayReporter()
  private var didPrepareAudioSession = false

  /// Creates a display that plays the ads in a player of its own, drawn over `adContainer`
  /// and filling its bounds.
  public convenience init(adContainer: UIView) {
    self.init(player: AVPlayer(), playsInContentPlayer: false)
    surface.backgroundColor = .black
    surface.videoGravity = .resizeAspect
    surface.player = player
    player.actionAtItemEnd = .pause
    move(to: adContainer)
  }

  /// Creates a display that plays the ads in the content's own player (IMA's
  /// `IMAAVPlayerVideoDisplay(avPlayer:)`), so that they show in its Picture in Picture window.
  /// Give it to the request with the container and a ``PictureInPictureProxy``
  /// (`AdsRequest.init(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`);
  /// the ads show in the view that shows the content's player, and the ``overlay`` in the
  /// container's view.
  ///
  /// - Parameter avPlayer: The content's player (an `AVPlayer`, not an `AVQueuePlayer`: an ad
  ///   takes its current item for a while).
  public convenience init(avPlayer: AVPlayer) {
    self.init(player: avPlayer, playsInContentPlayer: true)
    contentPlayhead = AVPlayerContentPlayhead(avPlayer: avPlayer) { [weak self] playerTime in
      self?.handoff.contentTime(playerTime: playerTime) ?? playerTime
    }
  }

  private init(player: AVPlayer, playsInContentPlayer: Bool) {
    self.player = player
    self.playsInContentPlayer = playsInContentPlayer
    overlay = AdOverlayView(frame: .zero)
    for view in [surface, overlay] as [UIView] {
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.isHidden = true
    }
    let interval = CMTime(seconds: 0.2, preferredTimescale: 600)
    progressObserver = player.addPeriodicTimeObserver(forInterval: interval, queue: .main) {
      [weak self] _ in
      MainActor.assumeIsolated { self?.reportProgress() }
    }
    timeControlObservation = player.observe(\.timeControlStatus, options: [.new]) {
      [weak self] _, _ in
      Self.enqueueOnMain { self?.timeControlStatusChanged() }
    }
    observeApplication()
  }

  deinit {
    for token in itemNotifications + applicationNotifications {
      NotificationCenter.default.removeObserver(token)
    }
    if let progressObserver { player.removeTimeObserver(progressObserver) }
    if let quartileObserver { player.removeTimeObserver(quartileObserver) }
  }

  /// Loads the ad's media file; reports `VideoDisplayDelegate.videoDisplayDidLoad(_:duration:)`
  /// once the item is ready to play.
  public func load(_ url: URL, mimeType: String?) {
    stop()
    if playsInContentPlayer {
      handoff.adWillTake(
        item: player.currentItem, time: player.currentTime().seconds, volume: player.volume)
      player.pause()
      applyVolume()
    }
    let item: AVPlayerItem
    if case .ready(url, let asset) = hint {
      item = AVPlayerItem(asset: asset)
      hint = nil
    } else {
      item = AVPlayerItem(url: url)
      if hint?.url == url { cancelPreload() }
    }
    self.item = item
    loads += 1
    // The load's number, not the item (not Sendable in every SDK), goes to the main queue.
    let load = loads
    itemObservation = item.observe(\.status, options: [.new]) { [weak self] _, _ in
      Self.enqueueOnMain { self?.itemStatusChanged(load: load) }
    }
    let center = NotificationCenter.default
    itemNotifications = [
      center.addObserver(
        forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: nil
      ) { [weak self] _ in
        Self.enqueueOnMain { self?.playedToEnd(load: load) }
      },
      center.addObserver(
        forName: AVPlayerItem.failedToPlayToEndTimeNotification, object: item, queue: nil
      ) { [weak self] notification in
        let error = AVPlayerVideoDisplay.displayError(
          notification.userInfo?[AVPlayerItemFailedToPlayToEndTimeErrorKey] as? any Error)
        Self.enqueueOnMain { self?.failed(load: load, with: error) }
      },
    ]
    player.replaceCurrentItem(with: item)
    send(reporter.load())
  }

  /// Starts loading `url`'s asset so the ad starts sooner; the next
  /// ``load(_:mimeType:)`` of the same URL plays that asset when its warm-up has finished (a
  /// new item otherwise). Replaces an earlier hint.
  ///
  /// The asset is created and loaded inside the warm-up task and handed to the display only
  /// when it has loaded: `AVAsset` is not `Sendable`, so it is never shared with a task while
  /// the display holds it.
  public func preload(_ url: URL, mimeType: String?) {
    guard hint?.url != url else { return }
    cancelPreload()
    let task = Task { [weak self] in
      let asset = AVURLAsset(url: url)
      // A warm-up only: when the media cannot load, the ad's own load reports it (its item
      // fails, mapped to VAST 400, 401 or 405), so the answer here is not needed.
      _ = try? await asset.load(.isPlayable)
      guard let self, !Task.isCancelled, case .warming(url, _) = self.hint else {
        asset.cancelLoading()
        return
      }
      self.hint = .ready(url, asset)
    }
    hint = .warming(url, task)
  }

  /// Drops the hinted asset and stops its loading.
  public func cancelPreload() {
    switch hint {
    case .warming(_, let task): task.cancel()
    case .ready(_, let asset): asset.cancelLoading()
    case nil: break
    }
    hint = nil
  }

  /// Follows `Settings.enableBackgroundPlayback`: with it on, the ad goes on playing when the
  /// app goes to the background (``pausesInBackground`` false).
  public func configure(with settings: Settings) {
    pausesInBackground = !settings.enableBackgroundPlayback
  }

  /// Connects the ``overlay`` to `manager` with its rendering settings: the ad UI shows with no
  /// further call (`AdsRenderingSettings.disableUi` and `AdsRenderingSettings.uiElements`
  /// still hide it).
  public func adsManagerDidInitialize(_ manager: AdsManager) {
    overlay.connect(to: manager, settings: manager.renderingSettings)
  }

  /// Shows the ad and plays it.
  public func play() {
    guard item != nil else { return }
    prepareAudioSession()
    surface.isHidden = false
    overlay.isHidden = false
    // While the app is in the background or interrupted, the ad plays when the hold ends.
    if reporter.play() { player.play() }
    overlay.refresh()
  }

  /// Pauses the ad.
  public func pause() {
    reporter.pause()
    player.pause()
  }

  /// Stops and releases the ad's media and hides the display; nothing is reported. With the
  /// content's player, the content comes back (paused) if an ad held the player, and nothing
  /// changes otherwise.
  public func stop() {
    releaseItem()
    if playsInContentPlayer {
      giveBackContent()
    } else {
      player.pause()
      player.replaceCurrentItem(with: nil)
    }
    hide()
  }

  // MARK: Reports

  /// A change of the status of the item of load number `load`, dropped when the display has
  /// let go of that item since.
  private func itemStatusChanged(load: Int) {
    guard load == loads, let item else { return }
    switch item.status {
    case .readyToPlay:
      let reports = reporter.becameReady(duration: item.duration.seconds)
      guard !reports.isEmpty else { return }
      observeQuartiles()
      send(reports)
    case .failed:
      fail(Self.displayError(item.error))
    case .unknown:
      break
    @unknown default:
      break
    }
  }

  private func reportProgress() {
    let ranges = (player.currentItem?.loadedTimeRanges ?? []).map {
      (start: $0.timeRangeValue.start.seconds, end: $0.timeRangeValue.end.seconds)
    }
    let reports = reporter.progressed(to: player.currentTime().seconds, loadedRanges: ranges)
    guard !reports.isEmpty else { return }
    send(reports)
    overlay.refresh()
  }

  private func timeControlStatusChanged() {
    switch player.timeControlStatus {
    case .waitingToPlayAtSpecifiedRate:
      send(reporter.waiting(true))
    case .playing:
      send(reporter.waiting(false))
    case .paused:
      break
    @unknown default:
      break
    }
  }

  /// The ad's item is released and the content comes back before the completion is reported.
  /// Dropped when the display has let go of the item of load number `load` since.
  private func playedToEnd(load: Int) {
    guard load == loads, item != nil else { return }
    for report in reporter.playedToEnd() {
      if report == .completed {
        releaseItem()
        giveBackContent()
        hide()
      }
      send(report)
    }
  }

  /// The item of load number `load` failed while playing; dropped when the display has let
  /// go of it since.
  private func failed(load: Int, with error: VideoDisplayError) {
    guard load == loads else { return }
    fail(error)
  }

  private func fail(_ error: VideoDisplayError) {
    guard item != nil else { return }
    let reports = reporter.failed(error)
    stop()
    send(reports)
  }

  // MARK: Helpers

  /// The one way the player's key-value observations and the notifications reach the display:
  /// each is enqueued on the main queue when it is delivered, whatever the thread (AVFoundation
  /// sends key-value changes on the main thread and posts its notifications on a thread of its
  /// own; UIKit posts on the main thread, to observers that run within the post). So the
  /// display handles them in the order they happened, behind the time observers' blocks that
  /// AVFoundation enqueued before them: a status change followed by a notification is never
  /// handled after it, as a main-actor task started by the one could be while the other runs
  /// within its post.
  nonisolated private static func enqueueOnMain(
    _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }

  private func observeQuartiles() {
    let times = reporter.quartileTimes.map {
      NSValue(time: CMTime(seconds: $0, preferredTimescale: 600))
    }
    guard !times.isEmpty else { return }
    quartileObserver = player.addBoundaryTimeObserver(forTimes: times, queue: .main) {
      [weak self] in
      MainActor.assumeIsolated { self?.reportProgress() }
    }
  }

  private func releaseItem() {
    for token in itemNotifications { NotificationCenter.default.removeObserver(token) }
    itemNotifications = []
    itemObservation?.invalidate()
    itemObservation = nil
    if let quartileObserver { player.removeTimeObserver(quartileObserver) }
    quartileObserver = nil
    item = nil
    reporter.release()
    didPrepareAudioSession = false
  }

  /// Puts the content's item back in the content's player, paused at its time with its volume,
  /// when an ad held the player.
  private func giveBackContent() {
    guard let content = handoff.adDidLeave() else { return }
    player.pause()
    player.replaceCurrentItem(with: content.item)
    player.volume = content.volume
    player.seek(
      to: CMTime(seconds: content.time, preferredTimescale: 600), toleranceBefore: .zero,
      toleranceAfter: .zero)
  }

  /// The ads' volume goes to the player while an ad holds it; a player of the display's own
  /// takes it at once.
  private func applyVolume() {
    guard !playsInContentPlayer || handoff.adHoldsPlayer else { return }
    player.volume = Float(min(1, max(0, volume)))
  }

  private func hide() {
    surface.isHidden = true
    overlay.isHidden = true
    overlay.render(.hidden)
  }

  /// Once per ad: `setActive` is a blocking call.
  private func prepareAudioSession() {
    guard managesAudioSession, !didPrepareAudioSession else { return }
    didPrepareAudioSession = true
    let session = AVAudioSession.sharedInstance()
    do {
      if session.category == .soloAmbient {
        try session.setCategory(.playback, mode: .moviePlayback)
      }
      try session.setActive(true)
    } catch {
      // The ad still plays; only the silent switch may mute it.
    }
  }

  private func observeApplication() {
    let center = NotificationCenter.default
    applicationNotifications = [
      center.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { [weak self] _ in
        Self.enqueueOnMain { self?.enteredBackground() }
      },
      center.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { [weak self] _ in
        Self.enqueueOnMain { self?.becameActive() }
      },
      center.addObserver(
        forName: AVAudioSession.interruptionNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let info = notification.userInfo
        let type = (info?[AVAudioSessionInterruptionTypeKey] as? UInt).flatMap(
          AVAudioSession.InterruptionType.init(rawValue:))
        let options = AVAudioSession.InterruptionOptions(
          rawValue: info?[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
        Self.enqueueOnMain { self?.audioInterrupted(type, options: options) }
      },
    ]
  }

  private func enteredBackground() {
    apply(reporter.holdBegan(.background))
  }

  private func becameActive() {
    apply(reporter.holdEnded(.background))
  }

  /// The player pauses itself when an interruption begins; it plays again only when the
  /// suspension says so.
  private func audioInterrupted(
    _ type: AVAudioSession.InterruptionType?, options: AVAudioSession.InterruptionOptions
  ) {
    switch type {
    case .began:
      apply(reporter.holdBegan(.audioInterruption))
    case .ended:
      apply(
        reporter.holdEnded(.audioInterruption, shouldResume: options.contains(.shouldResume)))
    case nil:
      // No type: not an interruption this display can act on.
      break
    @unknown default:
      break
    }
  }

  /// Does what a hold's beginning or end asks: the first hold pauses the player (when the SDK
  /// wants the ad playing) and tells the SDK that media time stands still; the end of the last
  /// one tells the SDK and plays the ad again if the SDK still wants it playing.
  private func apply(_ steps: [VideoDisplayStep]) {
    for step in steps {
      switch step {
      case .pauseMedia: player.pause()
      case .playMedia: if reporter.isPlayRequested, !reporter.isHeld { player.play() }
      case .report(let report): send(report)
      }
    }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
