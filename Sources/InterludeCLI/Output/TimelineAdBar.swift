/// One ad as the HTML timeline draws it: a bar from STARTED to its end, with its quartiles.
struct TimelineAdBar: Sendable {
  /// The `<Ad id>`, or `ad` when it has none.
  var ad: String
  /// The break it played in, if known.
  var adBreak: String?
  /// Seconds of session time at STARTED.
  var start: Double
  /// Seconds of session time at COMPLETE, SKIPPED, an error or the break's end.
  var end: Double
  /// How it ended: `COMPLETE`, `SKIPPED`, `error`, or `interrupted` when it did not.
  var ending: String
  /// The quartile events reached (FIRST_QUARTILE, MIDPOINT, THIRD_QUARTILE), with their time.
  var quartiles: [(name: String, t: Double)]

}
