import AVFoundation
import Foundation
import Interlude
import InterludeUI
import UIKit

/// The player screen: steps 3 to 8 of IMA's getting-started guide, with Interlude's types.
///
/// - Step 3, a video player: an `AVPlayer` for the content, drawn by an `AVPlayerLayer` in
///   ``videoView``, and a Play button.
/// - Step 4, import the SDK: `Interlude` (loader, request, manager, events) and `InterludeUI`
///   (the AVPlayer playhead and the UIKit display container).
/// - Step 5, a content playhead and an end-of-content observer: `AVPlayerContentPlayhead`, and
///   `AVPlayerItem.didPlayToEndTimeNotification` for the content's item only, which calls
///   `contentComplete()` so the post-roll plays.
/// - Step 6, the ads loader and a request: one `AdsLoader` (from ``PrivacySetup``) and a VMAP
///   `AdsRequest` with a pre-roll, a mid-roll and a post-roll, sent once the ATT prompt and
///   then the consent layer have been answered.
/// - Step 7, the loader's delegate: on load, initialise the manager; on failure, play the
///   content.
/// - Step 8, display ads: the manager's delegate starts the break on `LOADED`, pauses and
///   resumes the content when asked, and falls back to the content on every error.
///
/// Companion ads, as in IMA's companion guide: a 300 × 250 ``CompanionSlotView`` under the
/// video, passed to the display container, with its delegate's two callbacks (filled or empty,
/// clicked). The sample tag asks for that size (`ciu_szs=300x250`).
@MainActor
final class PlayerViewController: UIViewController, AdsLoaderDelegate, AdsManagerDelegate,
  CompanionSlotViewDelegate
{
  /// The content: Google's sample video, as in IMA's BasicExample.
  static let contentURL = URL(
    string: "https://storage.googleapis.com/gvabox/media/samples/stock.mp4")
  /// IMA's public sample tag "VMAP Pre-, Mid-, and Post-rolls, Single Ads" (Google Ad Manager's
  /// sample ad tags page): a pre-roll, a mid-roll and a post-roll, one ad each.
  static let adTagURL =
    "https://pubads.g.doubleclick.net/gampad/ads?iu=/21775744923/external/vmap_ad_samples"
    + "&sz=640x480&cust_params=sample_ar%3Dpremidpost&ciu_szs=300x250&gdfp_req=1&ad_rule=1"
    + "&output=vmap&unviewed_position_start=1&env=vp&impl=s&cmsid=496&vid=short_onecue"
    + "&correlator="

  private let privacy: PrivacySetup
  // Step 3: the content player.
  private let contentPlayer: AVPlayer
  private let playerLayer: AVPlayerLayer
  /// The view the content plays in; the ads play over it, in the same view.
  private let videoView = UIView()
  private let playButton = UIButton(type: .system)
  /// The companion slot: a 300 × 250 view under the video, hidden while it has nothing to show.
  private let companionView = CompanionSlotView(width: 300, height: 250)
  // Step 5: the content playhead and the end-of-content observer.
  private let contentPlayhead: AVPlayerContentPlayhead
  // nonisolated(unsafe): set on the main actor, read by deinit.
  nonisolated(unsafe) private var contentEndObserver: (any NSObjectProtocol)?
  // Step 6: the loader, and what one request brings.
  private let adsLoader: AdsLoader
  private var adDisplayContainer: AdDisplayContainer?
  private var adsManager: AdsManager?
  private let renderingSettings = AdsRenderingSettings()
  private var isPlayingAdBreak = false
  private var contentHasEnded = false

  /// Creates the player; `privacy` gives the ads loader and runs the consent sequence.
  init(privacy: PrivacySetup) {
    self.privacy = privacy
    contentPlayer = AVPlayer(playerItem: Self.contentURL.map { AVPlayerItem(url: $0) })
    playerLayer = AVPlayerLayer(player: contentPlayer)
    contentPlayhead = AVPlayerContentPlayhead(avPlayer: contentPlayer)
    var settings = Settings()
    #if DEBUG
    // IMA's debug mode: one console line per request, event and beacon (identifiers
    // redacted) and a watermark on the overlay. Never in a release build.
    settings.enableDebugMode = true
    #endif
    adsLoader = privacy.makeAdsLoader(settings: settings)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the example creates the controller in code.
  required init?(coder: NSCoder) {
    nil
  }

  deinit {
    if let contentEndObserver { NotificationCenter.default.removeObserver(contentEndObserver) }
  }

  // MARK: View lifecycle

  /// Step 3: lays out the content player and the Play button; steps 5 and 7: observes the end
  /// of the content and becomes the loader's delegate.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    view.addSubview(videoView)
    videoView.layer.addSublayer(playerLayer)

    playButton.setTitle("Play", for: .normal)
    playButton.addAction(
      UIAction { [weak self] _ in self?.playButtonTapped() }, for: .primaryActionTriggered)
    view.addSubview(playButton)
    companionView.delegate = self
    view.addSubview(companionView)

    adsLoader.delegate = self
    contentEndObserver = NotificationCenter.default.addObserver(
      forName: AVPlayerItem.didPlayToEndTimeNotification, object: contentPlayer.currentItem,
      queue: .main
    ) { [weak self] notification in
      let item = notification.object.map { ObjectIdentifier($0 as AnyObject) }
      MainActor.assumeIsolated { self?.playerItemDidPlayToEnd(item) }
    }
  }

  /// Lays the video out at the top (16:9, full width), the Play button centred on it, and the
  /// companion slot centred under it.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    videoView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width * 9 / 16)
    playerLayer.frame = videoView.bounds
    let size = playButton.sizeThatFits(bounds.size)
    playButton.frame = CGRect(
      x: videoView.frame.midX - size.width / 2, y: videoView.frame.midY - size.height / 2,
      width: size.width, height: size.height)
    companionView.frame = CGRect(
      x: bounds.midX - 150, y: videoView.frame.maxY + 16, width: 300, height: 250)
  }

  /// Asks the privacy questions as soon as the player shows: the ATT prompt, then the consent
  /// layer (each only when it has not been answered yet).
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Task { await privacy.resolve(presentingOver: self) }
  }

  // MARK: Requesting ads (step 6)

  private func playButtonTapped() {
    playButton.isHidden = true
    Task {
      // No ad request before both privacy answers are in (the loader's gate enforces it too).
      await privacy.resolve(presentingOver: self)
      requestAds()
    }
  }

  private func requestAds() {
    // The ads play over the content's view; click-throughs open in Safari over this controller;
    // companions go to the slot under the video.
    let container = AdDisplayContainer(
      adContainer: videoView, viewController: self, companionSlots: [companionView.slot])
    adDisplayContainer = container
    adsLoader.requestAds(
      with: AdsRequest(
        adTagUrl: Self.adTagURL, adDisplayContainer: container, contentPlayhead: contentPlayhead))
  }

  // MARK: End of the content (step 5)

  /// Calls `contentComplete()` when the content's item ends, never when an ad's does (the ads
  /// play in their own player; the check is IMA's guide's, kept in case an item ever changes).
  private func playerItemDidPlayToEnd(_ item: ObjectIdentifier?) {
    guard let content = contentPlayer.currentItem, item == ObjectIdentifier(content) else {
      return
    }
    contentHasEnded = true
    adsLoader.contentComplete()
  }

  // MARK: AdsLoaderDelegate (step 7)

  /// Keeps the manager and initialises it; the container's overlay then draws its ads.
  func adsLoader(_ loader: AdsLoader, adsLoadedWith data: AdsLoadedData) {
    let manager = data.adsManager
    adsManager = manager
    manager.delegate = self
    companionView.adsManager = manager
    manager.initialize(with: renderingSettings)
    // Ad rules without a pre-roll: no break pauses the content, so it starts now.
    if manager.isAdRules, !manager.adCuePoints.contains(0) { playContent() }
  }

  /// No ads: plays the content.
  func adsLoader(_ loader: AdsLoader, failedWith data: AdLoadingErrorData) {
    print("Error loading ads: \(data.adError)")
    playContent()
  }

  // MARK: AdsManagerDelegate (step 8)

  /// Starts the break that waits: `LOADED` (IMA's cue), or `AD_BREAK_READY` for a break with
  /// nothing to play (starting it reports the error, and the content plays on).
  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    switch event.type {
    case .loaded, .adBreakReady:
      manager.start()
    default:
      break
    }
  }

  /// An ad or a break failed: inside a break the next ad plays (the content resumes when the
  /// break ends); outside one, the content plays on.
  func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    print("AdsManager error: \(error)")
    if !isPlayingAdBreak { playContent() }
  }

  /// A break starts: pauses the content.
  func adsManagerDidRequestContentPause(_ manager: AdsManager) {
    isPlayingAdBreak = true
    contentPlayer.pause()
  }

  /// The break is over: plays the content again (unless it has ended: after the post-roll).
  func adsManagerDidRequestContentResume(_ manager: AdsManager) {
    isPlayingAdBreak = false
    playContent()
  }

  // MARK: CompanionSlotViewDelegate

  /// The companion is on screen, or the slot stays empty for this ad.
  func companionSlot(_ view: CompanionSlotView, filled: Bool) {
    print("Companion slot \(filled ? "filled" : "left empty")")
  }

  /// The user tapped the companion: its click-through opens (the ad pauses meanwhile).
  func companionSlotWasClicked(_ view: CompanionSlotView) {
    print("Companion clicked")
  }

  // MARK: Helpers

  private func playContent() {
    guard !contentHasEnded else { return }
    contentPlayer.play()
  }
}
