#if canImport(UIKit) && !os(watchOS)
public import Interlude
import InterludeConsent
public import MediaPlayer

/// Shows the playing ad in the system's Now Playing info (lock screen, Control Center) and puts
/// the app's own info back when the break ends.
///
/// Forward the ads manager's events to ``handle(_:)``: `STARTED` shows the ad (its title, or
/// "Ad", the advertiser, its duration), `AD_PROGRESS` moves the elapsed time, `PAUSE` and
/// `RESUME` set the rate, and the end of the break restores what the app had set before (the
/// core's `NowPlayingAdUpdate` says which event changes what).
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
    switch NowPlayingAdUpdate(event, text: text) {
    case .show(let item): show(item)
    case .elapsed(let seconds): update(elapsed: seconds)
    case .rate(let rate): update(rate: rate)
    case .restore: restore()
    case nil: break
    }
  }

  /// Shows `ad`, saving the app's info the first time in a break; nothing when not
  /// ``isEnabled``.
  public func show(_ ad: AdInfo) {
    show(NowPlayingAdItem(ad: ad, text: text))
  }

  /// Writes `item`, saving the app's info the first time in a break.
  private func show(_ item: NowPlayingAdItem) {
    guard isEnabled else { return }
    if !isShowingAd {
      savedInfo = center.nowPlayingInfo
      isShowingAd = true
    }
    var info: [String: Any] = [
      MPMediaItemPropertyTitle: item.title,
      MPNowPlayingInfoPropertyElapsedPlaybackTime: item.elapsed,
      MPNowPlayingInfoPropertyPlaybackRate: item.rate,
    ]
    if let advertiser = item.advertiser { info[MPMediaItemPropertyArtist] = advertiser }
    if let duration = item.duration { info[MPMediaItemPropertyPlaybackDuration] = duration }
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
