/// Why a display's media is held still without the SDK asking (see ``PlaybackSuspension``).
package enum PlaybackSuspensionReason: Hashable, Sendable {
  /// The app went to the background while the display pauses ads there. Ending it means the
  /// app is active again, which also lifts an audio interruption (see
  /// ``PlaybackSuspension/end(_:shouldResume:)``).
  case background
  /// The system interrupted the app's audio (a phone call, Siri, an alarm, another app's audio)
  /// and paused the player.
  case audioInterruption
}
