/// What an ads-manager event changes in the system's Now Playing info, for the Apple layer's
/// `NowPlayingAdInfo`.
package enum NowPlayingAdUpdate: Hashable, Sendable {
  /// The ad becomes the Now Playing item (the app's own info is kept to put back).
  case show(NowPlayingAdItem)
  /// The ad's elapsed time, in seconds.
  case elapsed(Double)
  /// The playback rate: 0 paused, 1 playing.
  case rate(Double)
  /// The break is over: the app's own info comes back.
  case restore

  /// The change `event` makes, in the words of `text`; nil for an event that changes nothing.
  ///
  /// - `STARTED` shows its ad (``NowPlayingAdItem``);
  /// - `AD_PROGRESS` moves the elapsed time to its `currentTime`;
  /// - `PAUSE` sets the rate to 0, `RESUME` to 1;
  /// - `AD_BREAK_ENDED` and `ALL_ADS_COMPLETED` put the app's info back.
  package init?(_ event: AdEvent, text: AdOverlayText) {
    switch event.type {
    case .started:
      guard let ad = event.ad else { return nil }
      self = .show(NowPlayingAdItem(ad: ad, text: text))
    case .adProgress:
      guard let time = event.data["currentTime"].flatMap(Double.init) else { return nil }
      self = .elapsed(time)
    case .pause:
      self = .rate(0)
    case .resume:
      self = .rate(1)
    case .adBreakEnded, .allAdsCompleted:
      self = .restore
    default:
      return nil
    }
  }
}
