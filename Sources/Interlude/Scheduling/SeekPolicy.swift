/// What happens when the content playhead jumps over cue points (a seek).
public enum SeekPolicy: String, Hashable, Sendable {
  /// Play none of the breaks jumped over.
  case playNone
  /// Play the last break jumped over (IMA's ad-rules behaviour); the others count as played.
  case playLastSkipped
  /// Play every break jumped over, in order.
  case playAll
}
