/// One report a ``VideoDisplay`` makes to its ``VideoDisplayDelegate``, as a value: what
/// ``VideoDisplayReporter`` answers, and what a display sends with ``VideoDisplay/send(_:while:)``.
package enum VideoDisplayReport: Hashable, Sendable {
  /// ``VideoDisplayDelegate/videoDisplayDidLoad(_:duration:)``: the media can play; its
  /// duration in seconds when known.
  case loaded(duration: Double?)
  /// ``VideoDisplayDelegate/videoDisplay(_:didBufferTo:)``: the media is buffered up to this
  /// time, in seconds.
  case bufferedTo(Double)
  /// ``VideoDisplayDelegate/videoDisplay(_:didProgressTo:of:)``: the playhead, in seconds, of
  /// the duration (0 when the display does not know it).
  case progress(time: Double, duration: Double)
  /// ``VideoDisplayDelegate/videoDisplayDidStartBuffering(_:)``.
  case startedBuffering
  /// ``VideoDisplayDelegate/videoDisplayDidStopBuffering(_:)``.
  case stoppedBuffering
  /// ``VideoDisplayDelegate/videoDisplayDidComplete(_:)``.
  case completed
  /// ``VideoDisplayDelegate/videoDisplay(_:didFailWith:)``.
  case failed(VideoDisplayError)
  /// ``VideoDisplayDelegate/videoDisplayDidSuspend(_:)``: the media is held still without the
  /// SDK asking.
  case suspended
  /// ``VideoDisplayDelegate/videoDisplayDidEndSuspension(_:)``.
  case endedSuspension
}
