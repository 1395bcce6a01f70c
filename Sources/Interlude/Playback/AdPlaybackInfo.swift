/// The state of the ad's media: IMA's `IMAAdPlaybackInfo`.
public struct AdPlaybackInfo: Hashable, Sendable {
  /// The current media time in seconds.
  public var currentMediaTime: Double
  /// The media's duration in seconds.
  public var totalMediaTime: Double
  /// How far the media is buffered, in seconds, as the display reports it
  /// (``VideoDisplayDelegate/videoDisplay(_:didBufferTo:)``); the playhead when it reports
  /// nothing.
  public var bufferedMediaTime: Double
  /// Whether the ad is playing.
  public var isPlaying: Bool

  /// Creates playback information.
  package init(
    currentMediaTime: Double = 0, totalMediaTime: Double = 0, bufferedMediaTime: Double = 0,
    isPlaying: Bool = false
  ) {
    self.currentMediaTime = currentMediaTime
    self.totalMediaTime = totalMediaTime
    self.bufferedMediaTime = bufferedMediaTime
    self.isPlaying = isPlaying
  }
}
