/// A display's media held still without the SDK asking: no `PAUSE` event, no pause beacon;
/// the ad simply does not progress until the hold is lifted, then plays on.
///
/// A display tells it when a hold begins and ends and does what the answer says: pause the
/// media and report ``VideoDisplayDelegate/videoDisplayDidSuspend(_:)`` when ``begin(_:)``
/// returns true; report ``VideoDisplayDelegate/videoDisplayDidEndSuspension(_:)`` and play the
/// media again (if the SDK still wants it playing) when ``end(_:shouldResume:)`` returns true.
/// The rules:
/// - The media pauses at the first reason and plays again only when no reason remains.
/// - An audio interruption that ends with the system's `shouldResume` option lifts its hold at
///   once. Without it (Apple's audio-session guidance: resume after an interruption only when
///   the system says so) the hold stays until the app is active again.
/// - The app becoming active (``end(_:shouldResume:)`` with
///   ``PlaybackSuspensionReason/background``) lifts every hold, an audio interruption whose end
///   has not come too: the system does not promise an end for every interruption, and a return
///   to the foreground is its cue to play again. So an ad is never held forever: at the latest
///   it plays again when the app is active. An interruption end that arrives after that, with
///   `shouldResume`, asks for play again, in case the player could not play while the
///   interruption lasted.
package struct PlaybackSuspension: Hashable, Sendable {
  /// Why the media is held still now; empty while it may play.
  package private(set) var reasons: Set<PlaybackSuspensionReason> = []
  /// Whether the system has begun an audio interruption and not ended it yet.
  private var interruptionUnderWay = false

  /// Creates a suspension with nothing holding the media.
  package init() {}

  /// Whether something holds the media still.
  package var isSuspended: Bool { !reasons.isEmpty }

  /// A hold begins. Returns true when the media must pause now: the first reason; false when
  /// it is already held, for another reason or the same one.
  package mutating func begin(_ reason: PlaybackSuspensionReason) -> Bool {
    if reason == .audioInterruption { interruptionUnderWay = true }
    let wasSuspended = isSuspended
    reasons.insert(reason)
    return !wasSuspended
  }

  /// A hold ends. Returns true when the media must play again now: the hold was there and no
  /// other reason remains.
  ///
  /// - Parameters:
  ///   - reason: ``PlaybackSuspensionReason/background`` when the app is active again: it lifts
  ///     an audio interruption too. ``PlaybackSuspensionReason/audioInterruption`` when the
  ///     system ends an interruption: its hold is lifted only with `shouldResume`, and
  ///     otherwise waits for the app to become active.
  ///   - shouldResume: For an audio interruption, whether the system's end carries the
  ///     `shouldResume` option; ignored for the background.
  package mutating func end(_ reason: PlaybackSuspensionReason, shouldResume: Bool = true) -> Bool {
    switch reason {
    case .background:
      let wasSuspended = isSuspended
      reasons.subtract([.background, .audioInterruption])
      return wasSuspended && !isSuspended
    case .audioInterruption:
      guard interruptionUnderWay else { return false }
      interruptionUnderWay = false
      guard shouldResume else { return false }
      reasons.remove(.audioInterruption)
      return !isSuspended
    }
  }

  /// Forgets every hold, for a display that starts afresh. A hold is the app's state (the
  /// background, an interruption), so a new ad does not end it.
  package mutating func reset() {
    reasons = []
    interruptionUnderWay = false
  }
}
