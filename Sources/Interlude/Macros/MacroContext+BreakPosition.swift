extension MacroContext {
  /// Where an ad break sits in the content (`[BREAKPOSITION]`).
  package enum BreakPosition: Int, Hashable, Sendable, CaseIterable {
    /// None of the others.
    case other = 0
    /// Before the content.
    case preroll = 1
    /// During the content.
    case midroll = 2
    /// After the content.
    case postroll = 3
    /// Outside any content (out-stream).
    case standalone = 4
  }
}

extension MacroContext.BreakPosition {
  /// The position of a VMAP break: `start` and offsets at zero are pre-rolls, `end` and 100 %
  /// are post-rolls, every other time, percentage or cue point (`#m`) is a mid-roll.
  package init(offset: BreakOffset) {
    switch offset {
    case .start: self = .preroll
    case .end: self = .postroll
    case .time(let seconds): self = seconds <= 0 ? .preroll : .midroll
    case .percentage(let value): self = value <= 0 ? .preroll : value >= 100 ? .postroll : .midroll
    case .position: self = .midroll
    }
  }
}
