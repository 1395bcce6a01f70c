/// What a request says about how its ads will play: IMA's `adWillAutoPlay`, `adWillPlayMuted`
/// and `continuousPlayback`. Nil is unknown.
///
/// Sent to the hosts of ``LoadingSettings/adTagParameterHosts`` as `vpa`, `vpmute` and `vconp`
/// (see ``AdTagParameters``) and to every ad server through `[PLAYBACKMETHODS]`.
struct PlaybackSignals: Hashable, Sendable {
  /// Whether the ad starts without a user gesture.
  var willAutoPlay: Bool?
  /// Whether the ad starts muted.
  var willPlayMuted: Bool?
  /// Whether content plays on, one video after another, after the ad.
  var continuousPlayback: Bool?

  /// Signals that say nothing.
  init() {}

  /// The signals of `request`.
  init(_ request: AdsRequest) {
    willAutoPlay = request.adWillAutoPlay
    willPlayMuted = request.adWillPlayMuted
    continuousPlayback = request.continuousPlayback
  }

  /// The AdCOM 1.0 playback methods these signals name, for `[PLAYBACKMETHODS]`; nil when
  /// they name none.
  ///
  /// Autoplay with sound is `1`, muted autoplay `2`, click-to-play with sound `3`; continuous
  /// play adds `7`. The start needs both autoplay and mute known, and AdCOM has no id for a
  /// muted click-to-play, so those cases write no start method rather than guess one.
  var playbackMethods: [Int]? {
    var methods: [Int] = []
    switch (willAutoPlay, willPlayMuted) {
    case (true, false): methods.append(1)
    case (true, true): methods.append(2)
    case (false, false): methods.append(3)
    default: break
    }
    if continuousPlayback == true { methods.append(7) }
    return methods.isEmpty ? nil : methods
  }
}
