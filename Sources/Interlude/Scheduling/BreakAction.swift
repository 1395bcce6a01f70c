/// What the manager does with a break that is ready: a VAST response's break or a VMAP
/// pre-roll at ``AdsManager/initialize(with:)``, or a break whose cue point is due.
enum BreakAction: Equatable {
  /// The break waits for `start()` and is announced (see ``BreakAnnouncement``).
  case announce(Int)
  /// The break plays now (see ``BreakStart``).
  case play(Int)
  /// Picture in Picture is active and the ads would not show in its window: the break is held
  /// and falls due again later.
  case deferBreak(Int)
  /// No break is ready: the content plays and its playhead is watched.
  case watchContent

  /// At ``AdsManager/initialize(with:)``: the first break waits for `start()`, as in IMA's
  /// getting-started flow, whether or not breaks start on their own. That is a VAST response's
  /// break, or a VMAP pre-roll not ruled out by `playAdsAfterTime`; without one, the content
  /// plays.
  ///
  /// - Parameters:
  ///   - isAdRules: whether the response was VMAP.
  ///   - preRoll: the VMAP pre-roll not consumed yet, if any.
  static func atInitialize(isAdRules: Bool, preRoll: Int?) -> BreakAction {
    guard isAdRules else { return .announce(0) }
    return preRoll.map(BreakAction.announce) ?? .watchContent
  }

  /// When the break at `index` falls due (its cue point reached, a seek's choice, or content
  /// complete for a post-roll): held while Picture in Picture is active and the display plays
  /// the ads in a player of its own (they would not show in the floating window), else played
  /// at once when breaks start on their own (``Settings/autoPlayAdBreaks``), else announced.
  /// A display that plays the ads in the content's player (``VideoDisplay/playsInContentPlayer``)
  /// shows them in the Picture in Picture window, as IMA does with its Picture in Picture proxy.
  static func due(
    _ index: Int, autoPlayAdBreaks: Bool, isPictureInPictureActive: Bool,
    playsInContentPlayer: Bool = false
  ) -> BreakAction {
    if isPictureInPictureActive && !playsInContentPlayer { return .deferBreak(index) }
    return autoPlayAdBreaks ? .play(index) : .announce(index)
  }
}
