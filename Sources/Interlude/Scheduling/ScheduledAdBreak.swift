/// One ad break of an ads manager's schedule and where its ads stand.
package struct ScheduledAdBreak: Sendable {
  /// Where the break's ads stand.
  package enum State: Sendable {
    /// The break's ads are fetched when its cue point comes near (a VMAP `AdTagURI`).
    case pending
    /// The break's ads are being fetched.
    case loading
    /// The break's ads are resolved (possibly to no playable ad).
    case loaded(AdResolution)
    /// The break could not be filled.
    case failed(AdError)
    /// The break has no ad source (a VMAP break without `AdSource`).
    case empty
  }

  /// The VMAP break, or nil for the single implicit break of a VAST response.
  package var adBreak: AdBreak?
  /// Where in the content the break happens.
  package var timeOffset: BreakOffset
  /// The break's cue point in IMA's form: 0 pre-roll, seconds for a mid-roll, -1 post-roll;
  /// nil when it cannot be known yet (a percentage without the content's duration, or `#n`).
  package var cuePoint: Double?
  /// Where the break's ads stand.
  package var state: State

  /// Creates a scheduled break.
  package init(adBreak: AdBreak?, timeOffset: BreakOffset, cuePoint: Double?, state: State) {
    self.adBreak = adBreak
    self.timeOffset = timeOffset
    self.cuePoint = cuePoint
    self.state = state
  }
}
