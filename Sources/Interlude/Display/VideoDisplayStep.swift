/// What a display does when a hold on its media begins or ends (``VideoDisplayReporter``'s
/// answer): tell its delegate, or pause or play its player, in the order given.
package enum VideoDisplayStep: Hashable, Sendable {
  /// Send this report to the delegate.
  case report(VideoDisplayReport)
  /// Pause the player: the SDK wants the media playing, and a hold begins.
  case pauseMedia
  /// Play the player again: the last hold has ended and the SDK still wants the media
  /// playing (a display checks that once more: its delegate may have paused or stopped it on
  /// the report before).
  case playMedia
}
