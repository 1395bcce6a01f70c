extension VideoDisplay {
  /// Sends `reports` to the ``delegate`` in order, each only while `condition` holds: a
  /// delegate may pause, stop or replace the media on any report, and the display then says
  /// no more of what it was saying.
  package func send(_ reports: [VideoDisplayReport], while condition: () -> Bool = { true }) {
    for report in reports {
      guard condition() else { return }
      send(report)
    }
  }

  /// Sends one report to the ``delegate``, the one there now.
  package func send(_ report: VideoDisplayReport) {
    switch report {
    case .loaded(let duration): delegate?.videoDisplayDidLoad(self, duration: duration)
    case .bufferedTo(let time): delegate?.videoDisplay(self, didBufferTo: time)
    case .progress(let time, let duration):
      delegate?.videoDisplay(self, didProgressTo: time, of: duration)
    case .startedBuffering: delegate?.videoDisplayDidStartBuffering(self)
    case .stoppedBuffering: delegate?.videoDisplayDidStopBuffering(self)
    case .completed: delegate?.videoDisplayDidComplete(self)
    case .failed(let error): delegate?.videoDisplay(self, didFailWith: error)
    case .suspended: delegate?.videoDisplayDidSuspend(self)
    case .endedSuspension: delegate?.videoDisplayDidEndSuspension(self)
    }
  }
}
