public import Foundation

/// Plays one ad media file for the SDK: `AVPlayerVideoDisplay` of `InterludeUI` on Apple
/// platforms, or an app's own player. `SimulatedVideoDisplay` (`InterludeSimulation`) plays on
/// a manual clock for tests and simulations.
///
/// The display reports through its ``delegate``; the SDK never reads the clock of the media
/// itself. Every call happens on the main actor.
@MainActor
public protocol VideoDisplay: AnyObject {
  /// Receives the display's reports.
  var delegate: (any VideoDisplayDelegate)? { get set }
  /// The MIME types the display can play (used when the rendering settings name none).
  var supportedMimeTypes: [String] { get }
  /// The volume, 0 to 1.
  var volume: Double { get set }
  /// Starts loading a media file; the display reports
  /// ``VideoDisplayDelegate/videoDisplayDidLoad(_:duration:)``.
  func load(_ url: URL, mimeType: String?)
  /// Starts or resumes playback.
  func play()
  /// Pauses playback.
  func pause()
  /// Stops and releases the current media; no report follows. A preloaded media stays.
  func stop()
  /// Hints that `url` is likely the next media file ``load(_:mimeType:)`` receives, so the
  /// display may start fetching it now, without disturbing what it plays; nothing is reported.
  ///
  /// The SDK calls it only when ``AdsRenderingSettings/enablePreloading`` is on: for the next
  /// ad of a pod when an ad starts, for the first ad of a break that is about to start. A
  /// display keeps at most one preloaded media (a later hint replaces it) and uses it when
  /// ``load(_:mimeType:)`` asks for the same URL. Optional: the default does nothing.
  func preload(_ url: URL, mimeType: String?)
  /// Drops the preloaded media, if any (the session was destroyed or the break discarded).
  /// Optional: the default does nothing.
  func cancelPreload()
  /// The loader's settings, given each time it creates an ``AdsManager`` that plays on this
  /// display, before the manager's first event: a display follows
  /// ``Settings/enableBackgroundPlayback`` here (whether an ad goes on playing while the app
  /// is in the background). Optional: the default does nothing.
  func configure(with settings: Settings)
  /// `manager`, which plays on this display, was initialized (``AdsManager/initialize(with:)``;
  /// its ``AdsManager/renderingSettings`` are set), before its first ad event: a display with
  /// its own ad UI draws that manager's ads from now on (`AVPlayerVideoDisplay` connects its
  /// overlay). Optional: the default does nothing.
  func adsManagerDidInitialize(_ manager: AdsManager)
  /// Whether the display plays the ads in the content's own player, so that they show wherever
  /// the content shows, in the Picture in Picture window too (IMA's `IMAAVPlayerVideoDisplay`
  /// built with the content's `AVPlayer`). Then a break that falls due while the content plays
  /// in Picture in Picture plays there; otherwise it waits until Picture in Picture ends
  /// (``AdDisplayContainer/isPictureInPictureActive``). Optional: the default is false.
  var playsInContentPlayer: Bool { get }
}

extension VideoDisplay {
  /// Does nothing: a display that does not preload loads when asked.
  public func preload(_ url: URL, mimeType: String?) {}

  /// Does nothing: a display that does not preload has nothing to drop.
  public func cancelPreload() {}

  /// Does nothing: a display without a background behaviour has nothing to follow.
  public func configure(with settings: Settings) {}

  /// Does nothing: a display without an ad UI has nothing to connect.
  public func adsManagerDidInitialize(_ manager: AdsManager) {}

  /// False: a display plays the ads in a player of its own unless it says otherwise.
  public var playsInContentPlayer: Bool { false }
}

/// What a ``VideoDisplay`` reports.
@MainActor
public protocol VideoDisplayDelegate: AnyObject {
  /// The media loaded and can play; `duration` in seconds when known.
  func videoDisplayDidLoad(_ display: any VideoDisplay, duration: Double?)
  /// Playback reached `time` seconds of `duration` (reported at least every 200 ms); a
  /// `duration` of 0 when the display does not know the media's (the ad's VAST duration
  /// stands).
  func videoDisplay(_ display: any VideoDisplay, didProgressTo time: Double, of duration: Double)
  /// Playback stalled waiting for data.
  func videoDisplayDidStartBuffering(_ display: any VideoDisplay)
  /// Playback has data again.
  func videoDisplayDidStopBuffering(_ display: any VideoDisplay)
  /// Playback reached the end.
  func videoDisplayDidComplete(_ display: any VideoDisplay)
  /// The media could not be loaded or played.
  func videoDisplay(_ display: any VideoDisplay, didFailWith error: VideoDisplayError)
  /// The media is buffered up to `time` seconds (IMA's `videoDisplay:didBufferToMediaTime:`).
  /// Optional for a display: one that never reports leaves the buffered time at the playhead.
  func videoDisplay(_ display: any VideoDisplay, didBufferTo time: Double)
  /// The display holds its media still without the SDK asking: the app went to the
  /// background, or an audio interruption began. Media time stands still until
  /// ``videoDisplayDidEndSuspension(_:)``; no event or beacon follows, and the SDK stops
  /// counting media time ahead of the reports (a quartile never fires for media that did not
  /// play). Optional for a display.
  ///
  /// The rules the Apple layer's `AVPlayerVideoDisplay` follows, for a display of the app's
  /// own: pause at the first hold and play again only when none remains; an interruption that
  /// ends with the system's `shouldResume` option lifts its hold at once, one without it waits
  /// until the app is active again; the app becoming active lifts every hold.
  func videoDisplayDidSuspend(_ display: any VideoDisplay)
  /// The suspension ended: media time may move again.
  func videoDisplayDidEndSuspension(_ display: any VideoDisplay)
}

extension VideoDisplayDelegate {
  /// Does nothing.
  public func videoDisplay(_ display: any VideoDisplay, didBufferTo time: Double) {}

  /// Does nothing.
  public func videoDisplayDidSuspend(_ display: any VideoDisplay) {}

  /// Does nothing.
  public func videoDisplayDidEndSuspension(_ display: any VideoDisplay) {}
}

/// Why a ``VideoDisplay`` failed.
public enum VideoDisplayError: Error, Hashable, Sendable {
  /// The file could not be found (VAST 401).
  case notFound
  /// The file cannot be decoded or its type does not match (VAST 405).
  case unsupported(String)
  /// Playback failed (VAST 400).
  case playbackFailed(String)

  /// The VAST code reported to `<Error>` URLs.
  package var vastCode: VASTErrorCode {
    switch self {
    case .notFound: .mediaFileNotFound
    case .unsupported: .mediaFileDisplay
    case .playbackFailed: .linear
    }
  }
}
