/// Why a display holds its media still without the SDK asking.
public enum PlaybackSuspensionReason: Hashable, Sendable {
  /// The app is in the background.
  case background
  /// An audio-session interruption.
  case audioInterruption
}
