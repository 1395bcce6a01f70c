import Testing

@testable import Interlude

/// The report rules both video displays follow (`AVPlayerVideoDisplay` with an `AVPlayer`,
/// `SimulatedVideoDisplay` with its imaginary player): each test feeds the player's observations
/// and compares what the reporter says to send to the `VideoDisplayDelegate`.
@Suite("Video display reports: what a player's observations tell the SDK")
struct VideoDisplayReporterTests {
  /// A reporter with media loaded, reported ready with `duration` seconds, that the SDK plays.
  private func playing(duration: Double = 10) -> VideoDisplayReporter {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    _ = reporter.becameReady(duration: duration)
    _ = reporter.play()
    return reporter
  }

  // MARK: Loaded

  @Test("Loaded is reported once per media, however often the player says it is ready")
  func loadedOnce() {
    var reporter = VideoDisplayReporter()
    #expect(reporter.load() == [])
    #expect(reporter.becameReady(duration: 12.5) == [.loaded(duration: 12.5)])
    #expect(reporter.becameReady(duration: 12.5) == [], "a second readyToPlay is no new load")
    #expect(reporter.duration == 12.5)
    #expect(reporter.load() == [])
    #expect(
      reporter.becameReady(duration: 8) == [.loaded(duration: 8)], "new media reports again")
  }

  @Test(
    "CMTime: an indefinite or invalid duration (not a finite number of seconds above 0) is reported unknown",
    arguments: [Double.nan, .infinity, -.infinity, 0, -1])
  func invalidDurationIsUnknown(duration: Double) {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    #expect(reporter.becameReady(duration: duration) == [.loaded(duration: nil)])
    #expect(reporter.duration == nil)
    #expect(reporter.quartileTimes == [], "no quartile observers without a duration")
  }

  // MARK: Progress

  @Test("Progress waits for loaded and for the SDK's play, and stops with the SDK's pause")
  func progressOnlyWhilePlaying() {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    _ = reporter.play()
    #expect(reporter.progressed(to: 0.2, loadedRanges: []) == [], "not loaded yet")
    _ = reporter.becameReady(duration: 10)
    #expect(reporter.progressed(to: 0.4, loadedRanges: []) == [.progress(time: 0.4, duration: 10)])
    reporter.pause()
    #expect(reporter.progressed(to: 0.6, loadedRanges: []) == [], "paused by the SDK")
    _ = reporter.play()
    #expect(reporter.progressed(to: 0.6, loadedRanges: []) == [.progress(time: 0.6, duration: 10)])
  }

  @Test("Progress is clamped to 0...duration: a player's time past the end or before 0")
  func progressClamped() {
    var reporter = playing(duration: 10)
    #expect(reporter.progressed(to: -0.05, loadedRanges: []) == [.progress(time: 0, duration: 10)])
    #expect(reporter.progressed(to: 10.2, loadedRanges: []) == [.progress(time: 10, duration: 10)])
  }

  @Test("A playhead that is not a finite number (an invalid CMTime) reports nothing")
  func invalidTimeReportsNothing() {
    var reporter = playing()
    #expect(reporter.progressed(to: .nan, loadedRanges: [(start: 0, end: 5)]) == [])
    #expect(reporter.progressed(to: .infinity, loadedRanges: [(start: 0, end: 5)]) == [])
  }

  @Test(
    "IMA didBufferToMediaTime: the buffered time is the end of the loaded range holding the playhead, at most the duration"
  )
  func bufferedTimeFromTheRangeHoldingThePlayhead() {
    var reporter = playing(duration: 10)
    let ranges = [(start: 0.0, end: 3.0), (start: 5.0, end: 12.0)]
    #expect(
      reporter.progressed(to: 2, loadedRanges: ranges) == [
        .bufferedTo(3), .progress(time: 2, duration: 10),
      ])
    #expect(
      reporter.progressed(to: 6, loadedRanges: ranges) == [
        .bufferedTo(10), .progress(time: 6, duration: 10),
      ], "the range runs past the duration")
    #expect(
      reporter.progressed(to: 4, loadedRanges: ranges) == [.progress(time: 4, duration: 10)],
      "no range holds the playhead (a seek into a gap): no buffered time")
    #expect(
      reporter.progressed(to: 1, loadedRanges: [(start: 0, end: .nan), (start: 0, end: 2)]) == [
        .bufferedTo(2), .progress(time: 1, duration: 10),
      ], "a range with an invalid end holds nothing")
  }

  @Test(
    "IMA adDidProgressToTime every 200 ms: media of unknown duration still reports its progress (of 0), so the ad starts when it plays"
  )
  func progressWithUnknownDuration() {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    _ = reporter.becameReady(duration: .nan)
    _ = reporter.play()
    #expect(
      reporter.progressed(to: 0.2, loadedRanges: [(start: 0, end: 30)]) == [
        .bufferedTo(30), .progress(time: 0.2, duration: 0),
      ])
    #expect(reporter.progressed(to: -1, loadedRanges: []) == [.progress(time: 0, duration: 0)])
    #expect(reporter.playedToEnd() == [.completed], "no duration to report as the last progress")
  }

  // MARK: Buffering

  @Test("Buffering start and end are reported when they change, not at each player status")
  func bufferingOnChange() {
    var reporter = playing()
    #expect(reporter.waiting(false) == [], "playing without a stall: nothing to end")
    #expect(reporter.waiting(true) == [.startedBuffering])
    #expect(reporter.waiting(true) == [])
    #expect(reporter.waiting(false) == [.stoppedBuffering])
    #expect(reporter.waiting(false) == [])
    #expect(!reporter.isBuffering)
  }

  @Test("A player the SDK paused is not stalled: its waiting is not reported")
  func noBufferingWhilePaused() {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    #expect(reporter.waiting(true) == [], "the SDK has not asked to play yet")
    _ = reporter.becameReady(duration: 10)
    _ = reporter.play()
    reporter.pause()
    #expect(reporter.waiting(true) == [])
  }

  // MARK: The end

  @Test("The end reports the duration as the last progress, then completed, and releases the media")
  func endReportsTheDuration() {
    var reporter = playing(duration: 10)
    _ = reporter.progressed(to: 9.85, loadedRanges: [])
    #expect(reporter.playedToEnd() == [.progress(time: 10, duration: 10), .completed])
    #expect(!reporter.hasMedia)
    #expect(reporter.playedToEnd() == [], "a second end notification reports nothing")
  }

  @Test(
    "The duration is reported once as progress: an end after progress at the duration completes")
  func endAfterProgressAtTheDuration() {
    var reporter = playing(duration: 10)
    _ = reporter.progressed(to: 10.1, loadedRanges: [])
    #expect(reporter.playedToEnd() == [.completed])
  }

  @Test("Quartile boundary times are 25, 50 and 75 % of the duration")
  func quartileTimes() {
    var reporter = VideoDisplayReporter()
    #expect(reporter.quartileTimes == [])
    _ = reporter.load()
    _ = reporter.becameReady(duration: 30)
    #expect(reporter.quartileTimes == [7.5, 15, 22.5])
  }

  // MARK: Failure and release

  @Test("A failure is reported once and releases the media")
  func failureOnce() {
    var reporter = playing()
    #expect(reporter.failed(.notFound) == [.failed(.notFound)])
    #expect(reporter.failed(.playbackFailed("late")) == [])
    #expect(!reporter.hasMedia)
  }

  @Test("Nothing is reported about media not loaded or released: late observations are dropped")
  func nothingWithoutMedia() {
    var reporter = VideoDisplayReporter()
    #expect(reporter.becameReady(duration: 10) == [])
    let plays = reporter.play()
    #expect(!plays)
    reporter = playing()
    _ = reporter.waiting(true)
    reporter.release()
    #expect(reporter.progressed(to: 1, loadedRanges: [(start: 0, end: 5)]) == [])
    #expect(reporter.waiting(false) == [], "a stall of released media ends unreported")
    #expect(reporter.becameReady(duration: 10) == [])
    #expect(reporter.playedToEnd() == [])
    #expect(reporter.failed(.notFound) == [])
    #expect(!reporter.isBuffering && reporter.duration == nil && !reporter.isPlayRequested)
  }
}
