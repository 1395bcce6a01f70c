/// What the package's session simulator reads of a manager's playback state, to drive its
/// simulated app as IMA's getting-started app would. Not for apps: they follow the delegate's
/// pause and resume requests instead.
extension AdsManager {
  /// Whether content plays now: no break waits, loads or plays, and the session has not ended.
  package var isInContentPhase: Bool {
    if case .content = session.phase { return true }
    return false
  }

  /// Whether a break waits for `start()`: announced (LOADED or AD_BREAK_READY), neither started
  /// nor declined yet.
  package var isWaitingForStart: Bool {
    if case .waiting = session.phase { return true }
    return false
  }

  /// How many tasks the manager started and has not finished (break fetches); a simulation waits
  /// until there are none before its clock moves on.
  package var pendingBackgroundWork: Int { session.backgroundWork }
}
