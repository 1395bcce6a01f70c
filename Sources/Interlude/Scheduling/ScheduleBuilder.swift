/// Turns a VMAP document's breaks into an ads manager's schedule.
///
/// - `n%` and `end` offsets resolve with the content's duration (`end` is the post-roll, -1).
/// - `#m` offsets take the m-th of the request's ``AdsRequest/contentCuePoints`` (the content's
///   break opportunities); without them the break has no cue point and never plays.
/// - A break with `repeatAfter` repeats every that many seconds from its first cue point up to
///   the content's duration (only the first occurrence when the duration is unknown); each
///   repetition is its own break, playing once, and fetches its own ads when they come from a
///   tag.
enum ScheduleBuilder {
  static func schedule(
    for breaks: [AdBreak], states: [ScheduledAdBreak.State], contentDuration: Double?,
    contentCuePoints: [Double]
  ) -> [ScheduledAdBreak] {
    var schedule: [ScheduledAdBreak] = []
    for (adBreak, state) in zip(breaks, states) {
      let cue = cuePoint(
        for: adBreak.timeOffset, contentDuration: contentDuration, cuePoints: contentCuePoints)
      schedule.append(
        ScheduledAdBreak(
          adBreak: adBreak, timeOffset: adBreak.timeOffset, cuePoint: cue, state: state))
      guard let interval = adBreak.repeatAfter, interval > 0, let first = cue, first >= 0,
        let duration = contentDuration
      else { continue }
      var next = first + interval
      while next < duration {
        let repeated: ScheduledAdBreak.State =
          if case .adTagURI = adBreak.adSource?.content { .pending } else { state }
        schedule.append(
          ScheduledAdBreak(
            adBreak: adBreak, timeOffset: .time(next), cuePoint: next, state: repeated))
        next += interval
      }
    }
    return schedule
  }

  /// IMA's cue point for a VMAP time offset: 0 pre-roll, seconds, -1 post-roll; nil unknown.
  static func cuePoint(
    for offset: BreakOffset, contentDuration: Double?, cuePoints: [Double]
  )
    -> Double?
  {
    switch offset {
    case .start: 0
    case .end: -1
    case .time(let seconds): seconds
    case .percentage(let value):
      contentDuration.map { value >= 100 ? -1 : $0 * value / 100 }
    case .position(let index): cuePoints.indices.contains(index - 1) ? cuePoints[index - 1] : nil
    }
  }
}
