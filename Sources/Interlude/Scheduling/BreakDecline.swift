/// Whether a break that waits for `start()` counts as declined: the app did not start it, and
/// the viewer has moved past it.
///
/// IMA's manual ad break playback ("Configure ad break playback", iOS) lets the app decide "if
/// or when" a break plays: "to skip this ad break, simply return from this handler without
/// calling `start()`". IMA does not say when a break that was not started stops waiting; this
/// is Interlude's rule, so that a declined break never blocks the rest of the session:
///
/// - The content playing on does not decline the break: it stays startable while the content
///   plays towards the next cue point, so that the app may start it at a moment of its choosing
///   (a scene fade, the other use IMA gives manual playback).
/// - The content playhead reaching a later break's cue point, by playing or by a seek, declines
///   it: that break is decided as it would be in content (``SeekPolicyDecision``), announced or
///   played.
/// - ``AdsManager/contentComplete()`` declines it: the breaks of the content's end (the
///   post-roll) fall due, then ALL_ADS_COMPLETED.
///
/// The rule is manual ad break playback's: ad rules with ``Settings/autoPlayAdBreaks`` off.
/// Otherwise the one break that waits is a VAST response's (no schedule to move on to) or the
/// VMAP pre-roll after LOADED (IMA's getting-started flow): it waits for `start()`, or
/// ``AdsManager/discardAdBreak()`` gives it up.
///
/// The breaks a ``SeekPolicy/playAll`` seek left to play after the waiting one go with it: the
/// viewer has passed them too. A declined break counts as played: it never plays, sends no
/// event and fires no tracking.
enum BreakDecline: Equatable {
  /// The break still waits: `start()` plays it.
  case keepWaiting
  /// The break counts as declined: these breaks (the waiting one, then the backlog's) are given
  /// up, and the content goes on.
  case declined([Int])

  /// Whether a waiting break may be declined at all: with manual ad break playback.
  ///
  /// - Parameters:
  ///   - isAdRules: whether the response was VMAP.
  ///   - autoPlayAdBreaks: ``Settings/autoPlayAdBreaks``.
  static func applies(isAdRules: Bool, autoPlayAdBreaks: Bool) -> Bool {
    isAdRules && !autoPlayAdBreaks
  }

  /// On a content tick while the break at `waiting` waits, with manual ad break playback.
  ///
  /// - Parameters:
  ///   - waiting: the break that waits for `start()`.
  ///   - crossing: the playhead's move since the last tick, over the breaks not consumed yet
  ///     (the waiting one left out).
  ///   - backlog: the breaks a seek left to play after the waiting one.
  static func atTick(waiting: Int, crossing: CueCrossing, backlog: [Int]) -> BreakDecline {
    crossing.breaks.isEmpty ? .keepWaiting : .declined([waiting] + backlog)
  }

  /// When the content completes while the break at `waiting` waits.
  ///
  /// - Parameters:
  ///   - waiting: the break that waits for `start()`.
  ///   - backlog: the breaks a seek left to play after the waiting one.
  ///   - isAdRules: whether the response was VMAP.
  ///   - autoPlayAdBreaks: ``Settings/autoPlayAdBreaks``; when on, the break keeps waiting.
  static func atContentComplete(
    waiting: Int, backlog: [Int], isAdRules: Bool, autoPlayAdBreaks: Bool
  ) -> BreakDecline {
    guard applies(isAdRules: isAdRules, autoPlayAdBreaks: autoPlayAdBreaks) else {
      return .keepWaiting
    }
    return .declined([waiting] + backlog)
  }
}
