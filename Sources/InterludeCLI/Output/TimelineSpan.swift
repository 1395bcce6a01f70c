/// A stretch of a simulated session on the HTML timeline: a content segment or an ad break.
struct TimelineSpan: Hashable, Sendable {
  /// What the span shows: `content`, or the break's id.
  var label: String
  /// Seconds of session time where it starts.
  var start: Double
  /// Seconds of session time where it ends.
  var end: Double
}
