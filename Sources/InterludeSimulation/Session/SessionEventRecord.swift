/// One delegate callback of a simulated session, as the invariant checks read it: which ad,
/// and how much of its media had actually played.
public struct SessionEventRecord: Hashable, Sendable {
  /// Seconds of simulated time since the session began.
  public var t: Double
  /// The ``Interlude/AdEventType`` raw value, or `CONTENT_PAUSE_REQUESTED`,
  /// `CONTENT_RESUME_REQUESTED`, `AD_ERROR`.
  public var name: String
  /// The ad, as `pod 1 ad 2 (<Ad id>)` (nil for break and session events).
  public var ad: String?
  /// The media time the display had actually played, in seconds.
  public var playedTime: Double
  /// The ad's duration, in seconds (0 when unknown).
  public var duration: Double

  /// Creates a record.
  public init(t: Double, name: String, ad: String?, playedTime: Double, duration: Double) {
    self.t = t
    self.name = name
    self.ad = ad
    self.playedTime = playedTime
    self.duration = duration
  }
}
