/// What the system's Now Playing info (the lock screen, Control Center) shows for an ad: the
/// Apple layer's `NowPlayingAdInfo` writes it as `MPNowPlayingInfoCenter` keys.
package struct NowPlayingAdItem: Hashable, Sendable {
  /// The title: the ad's `<AdTitle>`, else `AdOverlayText.ad` ("Ad").
  package var title: String
  /// The artist line: the ad's `<Advertiser>`; nil shows none.
  package var advertiser: String?
  /// The ad's duration in seconds; nil when it is unknown (0 or less).
  package var duration: Double?
  /// The elapsed time at the start: 0.
  package var elapsed = 0.0
  /// The playback rate at the start: 1, playing.
  package var rate = 1.0

  /// What Now Playing shows for `ad`, in the words of `text`.
  package init(ad: AdInfo, text: AdOverlayText) {
    title = ad.title ?? text.ad
    advertiser = ad.advertiserName
    duration = ad.duration > 0 ? ad.duration : nil
  }
}
