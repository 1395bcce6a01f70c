#if canImport(UIKit) && !os(watchOS)
public import AVFoundation
import Foundation
public import Interlude
public import UIKit

/// A content player with ads: the steps of IMA's getting-started guide in one view controller,
/// and what ``AdPlayerView`` shows in SwiftUI.
///
/// When it first appears it requests the ads of ``adTagUrl`` with a content playhead over
/// ``contentPlayer`` and an `AdDisplayContainer` over its view. Then:
/// - loaded: the overlay is connected, the manager initialised with ``renderingSettings``, and
///   each break started on `LOADED` (or `AD_BREAK_READY`); for ad rules without a pre-roll the
///   content starts at once;
/// - content pause and resume requests pause and play the content;
/// - the end of the content item (not an ad's) calls `contentComplete()`, so post-rolls play;
/// - every error falls back to the content: a failed load, or a failed break outside an ad
///   break, plays the content (inside a break the SDK goes on with the next ad);
/// - every event updates the Now Playing info (``nowPlaying``) and reaches ``onEvent``.
@MainActor
public final class AdPlayerViewController: UIViewController, AdsLoaderDelegate,
  AdsManagerDelegate
{
  /// The content's player.
  public let contentPlayer: AVPlayer
  /// The loader (share one for the app's lifetime).
  public let adsLoader: AdsLoader
  /// The ad tag (VAST or VMAP); nil plays the content without ads.
  public let adTagUrl: String?
  /// The settings the manager is initialised with.
  public var renderingSettings: AdsRenderingSettings
  /// Receives every ads-manager event, in the order the manager reports them (`LOADED` before
  /// what the break it starts reports).
  public var onEvent: (@MainActor (AdEvent) -> Void)?
  /// Receives every loading and playing error (the content plays on).
  public var onError: (@MainActor (AdError) -> Void)?
  /// Shows the playing ad in the system's Now Playing info, unless the loader's
  /// `Settings.disableNowPlayingInfo` is set.
  public let nowPlaying = NowPlayingAdInfo()
  /// The manager of the loaded ads, once they have loaded.
  public private(set) var adsManager: AdsManager?
  /// The container the ads play in, once they are requested.
  public private(set) var adDisplayContainer: AdDisplayContainer?

  private let contentView = PlayerLayerView()
  private let adContainerView = UIView()
  private var contentPlayhead: AVPlayerContentPlayhead?
  // nonisolated(unsafe): set on the main actor, read by deinit.
  nonisolated(unsafe) private var contentEndObserver: (any NSObjectProtocol)?
  private var didRequestAds = false
  private var isInAdBreak = false

  /// Creates a player for `contentURL` with the ads of `adTagUrl`.
  public init(
    contentURL: URL, adTagUrl: String?, adsLoader: AdsLoader,
    renderingSettings: AdsRenderingSettings = AdsRenderingSettings()
  ) {
    contentPlayer = AVPlayer(url: contentURL)
    self.adTagUrl = adTagUrl
    self.adsLoader = adsLoader
    self.renderingSettings = renderingSettings
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: create the controller in code.
  public required init?(coder: NSCoder) {
    nil
  }

  deinit {
    if let contentEndObserver { NotificationCenter.default.removeObserver(contentEndObserver) }
  }

  /// Lays the content and the ad container over each other.
  override public func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    for surface in [contentView, adContainerView] {
      surface.frame = view.bounds
      surface.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(surface)
    }
    contentView.player = contentPlayer
    contentPlayhead = AVPlayerContentPlayhead(avPlayer: contentPlayer)
    contentEndObserver = NotificationCenter.default.addObserver(
      forName: AVPlayerItem.didPlayToEndTimeNotification, object: contentPlayer.currentItem,
      queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.contentDidEnd() }
    }
  }

  /// Requests the ads the first time the view appears (its size is known by then).
  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !didRequestAds else { return }
    didRequestAds = true
    guard let adTagUrl else {
      contentPlayer.play()
      return
    }
    let container = AdDisplayContainer(adContainer: adContainerView, viewController: self)
    adDisplayContainer = container
    adsLoader.delegate = self
    adsLoader.requestAds(
      with: AdsRequest(
        adTagUrl: adTagUrl, adDisplayContainer: container, contentPlayhead: contentPlayhead))
  }

  /// The overlay's skip button during a break (tvOS focus), then the default.
  override public var preferredFocusEnvironments: [any UIFocusEnvironment] {
    [adDisplayContainer?.focusEnvironment].compactMap { $0 } + super.preferredFocusEnvironments
  }

  // MARK: AdsLoaderDelegate

  /// Initialises the manager (the overlay connects itself).
  public func adsLoader(_ loader: AdsLoader, adsLoadedWith data: AdsLoadedData) {
    let manager = data.adsManager
    adsManager = manager
    manager.delegate = self
    nowPlaying.configure(with: loader.settings)
    manager.initialize(with: renderingSettings)
    if manager.isAdRules, !manager.adCuePoints.contains(0) { contentPlayer.play() }
  }

  /// Plays the content without ads.
  public func adsLoader(_ loader: AdsLoader, failedWith data: AdLoadingErrorData) {
    onError?(data.adError)
    contentPlayer.play()
  }

  // MARK: AdsManagerDelegate

  /// Keeps the Now Playing info current, hands the event to ``onEvent``, then starts a waiting
  /// break: what starting it reports reaches ``onEvent`` after the event that started it.
  public func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    nowPlaying.handle(event)
    onEvent?(event)
    if event.type == .loaded || event.type == .adBreakReady { manager.start() }
  }

  /// Reports the error; outside a break the content plays on.
  public func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    onError?(error)
    if !isInAdBreak { contentPlayer.play() }
  }

  /// Pauses the content for a break.
  public func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    isInAdBreak = true
    contentPlayer.pause()
    setNeedsFocusUpdate()
  }

  /// Plays the content after a break.
  public func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    isInAdBreak = false
    contentPlayer.play()
    setNeedsFocusUpdate()
  }

  // MARK: Helpers

  private func contentDidEnd() {
    adsLoader.contentComplete()
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
