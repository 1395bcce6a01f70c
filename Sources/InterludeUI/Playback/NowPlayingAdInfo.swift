#if canImport(UIKit) && !os(watchOS)
public import Interlude
import InterludeConsent
public import MediaPlayer

/// Shows the playing ad in the system's Now Playing info (lock screen, Control Center) and puts
/// the app's own info back when the break ends.
///
/// Forward the ads manager's events to ``handle(_:)``: `STARTED` shows the ad (its title, or
/// "Ad", the advertiser, its duration), `AD_PROGRESS` moves the elapsed time, `PAUSE` and
/// `RESUME` set the rate, and the end of the break restores what the app had set before.
///
/// On by default, as IMA's Now Playing is; ``configure(with:)`` follows
/// `Settings.disableNowPlayingInfo`, and while ``isEnabled`` is false nothing is written.
@MainActor
public final class NowPlayingAdInfo {
  /// The Now Playing center written to.
  public let center: MPNowPlayingInfoCenter
  /// The words used when an ad has no title ("Ad"): by default the catalogue's in the
  /// device's preferred languages, then in `Settings.adUILanguage` once ``configure(with:)``
  /// is called; words the app sets are kept.
  public var text: AdOverlayText
  /// Whether events update the Now Playing info; true by default. Turning it off during a
  /// break puts the app's info back first.
  public var isEnabled = true {
    didSet { if !isEnabled { restore() } }
  }
  /// The words chosen here rather than by the app.
  private var automaticText: AdOverlayText?
  private var savedInfo: [String: Any]?
  private var isShowingAd = false

  /// Creates the bridge over `center` (the default center by default); `text` nil takes the
  /// catalogue's words in the device's preferred languages.
  public init(center: MPNowPlayingInfoCenter = .default(), text: AdOverlayText? = nil) {
    self.center = center
    let automatic = AdOverlayText(language: .preferred)
    self.text = text ?? automatic
    automaticText = text == nil ? automatic : nil
  }

  /// Follows `Settings.disableNowPlayingInfo`: ``isEnabled`` is its opposite; and words not
  /// set by the app follow `Settings.adUILanguage`.
  public func configure(with settings: Settings) {
    isEnabled = !settings.disableNowPlayingInfo
    if text == automaticText {
      let automatic = AdOverlayText(language: settings.adUILanguage)
      text = automatic
      automaticText = automatic
    }
  }

  /// Updates the Now Playing info for an ads-manager event; nothing when not ``isEnabled``.
  public func handle(_ event: AdEvent) {
    guard isEnabled else { return }
    switch event.type {
    case .started:
      if let ad = event.ad { show(ad) }
    case .adProgress:
      if let time = event.data["currentTime"].flatMap(Double.init) { update(elapsed: time) }
    case .pause:
      update(rate: 0)
    case .resume:
      update(rate: 1)
    case .adBreakEnded, .allAdsCompleted:
      restore()
    default:
      break
    }
  }

  /// Shows `ad`, saving the app's info the first time in a break; nothing when not
  /// ``isEnabled``.
  public func show(_ ad: AdInfo) {
    guard isEnabled else { return }
    if !isShowingAd {
      savedInfo = center.nowPlayingInfo
      isShowingAd = true
    }
    var info: [String: Any] = [
      MPMediaItemPropertyTitle: ad.title ?? text.ad,
      MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
      MPNowPlayingInfoPropertyPlaybackRate: 1.0,
    ]
    if let advertiser = ad.advertiserName { info[MPMediaItemPropertyArtist] = advertiser }
    if ad.duration > 0 { info[MPMediaItemPropertyPlaybackDuration] = ad.duration }
    center.nowPlayingInfo = info
  }

  /// Moves the elapsed time of the ad shown.
  public func update(elapsed seconds: Double) {
    guard isShowingAd, var info = center.nowPlayingInfo else { return }
    info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = seconds
    center.nowPlayingInfo = info
  }

  /// Sets the playback rate of the ad shown (0 paused, 1 playing).
  public func update(rate: Double) {
    guard isShowingAd, var info = center.nowPlayingInfo else { return }
    info[MPNowPlayingInfoPropertyPlaybackRate] = rate
    center.nowPlayingInfo = info
  }

  /// Puts back the info the app had before the break.
  public func restore() {
    guard isShowingAd else { return }
    center.nowPlayingInfo = savedInfo
    savedInfo = nil
    isShowingAd = false
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
