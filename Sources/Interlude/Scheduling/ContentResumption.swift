/// What follows when the content may go on: after a break ended, failed or was discarded, and
/// when the content completes.
enum ContentResumption: Equatable {
  /// Watch the content playhead again, starting now: a backlog a seek left plays first, then
  /// the breaks whose cue points the playhead reaches.
  case watchContent
  /// The post-roll falls due.
  case postRollDue(Int)
  /// Every ad has played: ALL_ADS_COMPLETED.
  case allAdsCompleted
  /// Nothing now: the ads are not complete yet, and whatever is in progress (a break, a
  /// break waiting for `start()`, a VAST response's break) decides what follows when it ends.
  case nothing

  /// After a break: a VAST response has no other break, and a VMAP response is done when the
  /// content has completed and no break at its end is left (a break cued at or after the
  /// content's duration, then the post-roll), or when no break is left to play; otherwise the
  /// content goes on.
  ///
  /// - Parameters:
  ///   - isAdRules: whether the response was VMAP.
  ///   - contentCompleted: whether the content has completed.
  ///   - breaksLeft: whether any break is not consumed yet.
  ///   - postRoll: the next break of the content's end not consumed yet, if any.
  static func afterBreak(
    isAdRules: Bool, contentCompleted: Bool, breaksLeft: Bool, postRoll: Int? = nil
  ) -> ContentResumption {
    if isAdRules, contentCompleted, let postRoll { return .postRollDue(postRoll) }
    return isAdRules && !contentCompleted && breaksLeft ? .watchContent : .allAdsCompleted
  }

  /// When the content completes (IMA's `contentComplete`): the VMAP post-roll not played yet
  /// falls due; without one, the ads are complete unless a break is in progress or waiting.
  ///
  /// - Parameters:
  ///   - isAdRules: whether the response was VMAP.
  ///   - postRoll: the post-roll not consumed yet, if any.
  ///   - isContentPlaying: whether the manager watches the content now (initialized, no break
  ///     in progress or waiting, ads not complete).
  static func atContentComplete(
    isAdRules: Bool, postRoll: Int?, isContentPlaying: Bool
  ) -> ContentResumption {
    guard isAdRules else { return .nothing }
    if let postRoll { return .postRollDue(postRoll) }
    return isContentPlaying ? .allAdsCompleted : .nothing
  }
}
