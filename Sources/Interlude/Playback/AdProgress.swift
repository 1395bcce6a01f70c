/// How far an ad has played, as the SDK reports it: the playhead and the media's duration, in
/// seconds, to the millisecond.
///
/// Playback hands it to the manager as numbers, which go to the delegate's
/// `adsManager(_:adDidProgressToTime:totalTime:)` as they are; only the `AD_PROGRESS` event
/// carries it as text for the app (``eventData``).
struct AdProgress: Hashable, Sendable {
  /// The playhead.
  let currentTime: Double
  /// The media's duration.
  let duration: Double

  /// The progress at `currentTime` of `duration`, each to the millisecond.
  init(currentTime: Double, duration: Double) {
    self.currentTime = Self.toMillisecond(currentTime)
    self.duration = Self.toMillisecond(duration)
  }

  /// The `AD_PROGRESS` event's `currentTime` and `duration`.
  var eventData: [String: String] {
    ["currentTime": AdPlayback.format(currentTime), "duration": AdPlayback.format(duration)]
  }

  /// `value` rounded to the millisecond, as ``AdPlayback/format(_:)`` writes it.
  private static func toMillisecond(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e12 else { return value }
    let thousandths = (abs(value) * 1000).rounded()
    return thousandths == 0 ? 0 : (value < 0 ? -thousandths : thousandths) / 1000
  }
}
