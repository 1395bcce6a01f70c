/// The mid-roll breaks whose cue points the content playhead crossed between two ticks (see
/// ``CueSchedule/crossing(from:to:excluding:)``).
struct CueCrossing: Equatable {
  /// The crossed breaks not consumed yet, in cue point order.
  var breaks: [Int]
  /// Whether the playhead jumped rather than played: it crossed more than one cue point, or
  /// moved further than ``CueSchedule/maxPlaybackStep``. A seek follows
  /// ``AdsRenderingSettings/seekPolicy``.
  var isSeek: Bool
}
