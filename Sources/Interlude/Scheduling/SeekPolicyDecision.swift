/// What one content tick plays: the next break a ``SeekPolicy/playAll`` seek left in the
/// backlog, else the breaks whose cue points the playhead crossed.
///
/// - A backlog plays first, one break at a time (the next when the previous one ends); the
///   playhead's move is not looked at until it is empty.
/// - Playback (one cue point crossed, within ``CueSchedule/maxPlaybackStep``) makes that break
///   due, whatever the policy.
/// - A seek follows the policy: ``SeekPolicy/playNone`` gives up every crossed break,
///   ``SeekPolicy/playLastSkipped`` (IMA's behaviour) makes the last one due and gives up the
///   others, ``SeekPolicy/playAll`` makes the first one due and puts the rest in the backlog,
///   in cue point order.
struct SeekPolicyDecision: Equatable {
  /// Breaks given up: they count as played and never play.
  var skipped: [Int] = []
  /// The break due now, if any.
  var due: Int?
  /// The backlog after this tick: the breaks still to play, in order, after `due`.
  var backlog: [Int]
}

// The deciding initializer lives in an extension so the memberwise one stays available.
extension SeekPolicyDecision {
  /// Decides a tick.
  ///
  /// - Parameters:
  ///   - backlog: the breaks a seek left to play.
  ///   - crossing: the playhead's move since the last tick; evaluated only when the backlog is
  ///     empty.
  ///   - seekPolicy: what a seek plays.
  init(backlog: [Int], crossing: @autoclosure () -> CueCrossing, seekPolicy: SeekPolicy) {
    if let next = backlog.first {
      due = next
      self.backlog = Array(backlog.dropFirst())
      return
    }
    self.backlog = []
    let crossing = crossing()
    guard let last = crossing.breaks.last else { return }
    guard crossing.isSeek else {
      due = last
      return
    }
    switch seekPolicy {
    case .playNone:
      skipped = crossing.breaks
    case .playLastSkipped:
      skipped = Array(crossing.breaks.dropLast())
      due = last
    case .playAll:
      due = crossing.breaks.first
      self.backlog = Array(crossing.breaks.dropFirst())
    }
  }
}
