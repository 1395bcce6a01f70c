/// An event of a measured ad, as the OM SDK names it: `OMIDAdEvents` (loaded, impression) and
/// `OMIDMediaEvents` (the media events).
public enum OpenMeasurementEvent: Hashable, Sendable {
  /// The media loaded: `OMIDAdEvents.loaded(with:)` with `OMIDVASTProperties`; `skipOffset` in
  /// seconds, nil when the ad is not skippable. Ads always play on their own (autoplay).
  case loaded(skipOffset: Double?, position: Position)
  /// The ad's impression counted (its first frame played): `impressionOccurred()`.
  case impression
  /// Playback started: `start(withDuration:mediaPlayerVolume:)`, the duration in seconds and
  /// the player's volume, 0 to 1.
  case start(duration: Double, volume: Double)
  /// A quarter of the ad played: `firstQuartile()`.
  case firstQuartile
  /// Half the ad played: `midpoint()`.
  case midpoint
  /// Three quarters of the ad played: `thirdQuartile()`.
  case thirdQuartile
  /// The ad played to its end: `complete()`.
  case complete
  /// The ad paused: `pause()`.
  case pause
  /// The ad resumed: `resume()`.
  case resume
  /// The user skipped the ad: `skipped()`.
  case skipped
  /// The player's volume changed, 0 to 1 (0 when muted): `volumeChange(to:)`.
  case volumeChange(Double)
  /// Playback stalled waiting for data: `bufferStart()`.
  case bufferStart
  /// Playback has data again: `bufferFinish()`.
  case bufferFinish
  /// The user clicked the ad: `adUserInteraction(withType: .click)`.
  case click
  /// The player's state changed (``AdsManager/playerStateDidChange(to:)``):
  /// `playerStateChange(to:)`.
  case playerStateChange(PlayerState)
  /// The view the ad plays in changed (``AdsManager/adViewDidChange()``): the adapter hands
  /// its new view to the session (`OMIDAdSession.mainAdView`).
  case adViewChange
  /// The ad failed: `OMIDAdSession.logError(withType: .media, message:)`; ``OpenMeasurementSession/finish()``
  /// follows.
  case error(AdError)
}
