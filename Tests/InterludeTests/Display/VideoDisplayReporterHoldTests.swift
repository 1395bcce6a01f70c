import Testing

@testable import Interlude

/// The hold rule both video displays follow: when the media pauses and plays again without the
/// SDK asking (the app's background, the system's audio interruptions), and what the SDK hears.
/// When holds begin and end is `PlaybackSuspension`'s (its own tests); these check what a
/// display does with it.
@Suite("Video display holds: play, suspend and resume while the app holds the media")
struct VideoDisplayReporterHoldTests {
  /// A reporter with media loaded and ready that the SDK plays.
  private func playing() -> VideoDisplayReporter {
    var reporter = VideoDisplayReporter()
    _ = reporter.load()
    _ = reporter.becameReady(duration: 10)
    _ = reporter.play()
    return reporter
  }

  @Test("The first hold pauses the media the SDK plays and reports suspended; a second does not")
  func firstHoldPauses() {
    var reporter = playing()
    #expect(reporter.holdBegan(.audioInterruption) == [.pauseMedia, .report(.suspended)])
    #expect(reporter.holdBegan(.background) == [], "already held")
    #expect(reporter.isHeld)
  }

  @Test("The end of the last hold reports the end and plays the media the SDK still wants playing")
  func lastHoldEndPlays() {
    var reporter = playing()
    _ = reporter.holdBegan(.background)
    _ = reporter.holdBegan(.audioInterruption)
    #expect(
      reporter.holdEnded(.audioInterruption, shouldResume: true) == [], "still in the background")
    #expect(reporter.holdEnded(.background) == [.report(.endedSuspension), .playMedia])
    #expect(!reporter.isHeld)
  }

  @Test("A hold of media the SDK paused reports it without pausing, and its end plays nothing")
  func holdOfPausedMedia() {
    var reporter = playing()
    reporter.pause()
    #expect(reporter.holdBegan(.background) == [.report(.suspended)])
    #expect(reporter.holdEnded(.background) == [.report(.endedSuspension)])
  }

  @Test(
    "A hold outlasts the ad: media loaded while held is reported suspended at once, and play waits for the hold's end"
  )
  func mediaLoadedWhileHeld() {
    var reporter = VideoDisplayReporter()
    #expect(reporter.holdBegan(.background) == [], "no media: nothing to pause or report")
    #expect(reporter.isHeld)
    #expect(reporter.load() == [.suspended])
    _ = reporter.becameReady(duration: 10)
    let plays = reporter.play()
    #expect(!plays, "held: the player does not play")
    #expect(reporter.isPlayRequested)
    #expect(reporter.holdEnded(.background) == [.report(.endedSuspension), .playMedia])
  }

  @Test("A stop keeps the holds, which are the app's; the next media is reported suspended")
  func releaseKeepsHolds() {
    var reporter = playing()
    _ = reporter.holdBegan(.audioInterruption)
    reporter.release()
    #expect(reporter.isHeld)
    #expect(reporter.load() == [.suspended])
  }

  @Test("A hold that ends while no media is loaded reports nothing, and lets the next media play")
  func holdEndsWithoutMedia() {
    var reporter = playing()
    _ = reporter.holdBegan(.background)
    reporter.release()
    #expect(reporter.holdEnded(.background) == [])
    #expect(reporter.load() == [])
    let plays = reporter.play()
    #expect(plays)
  }

  @Test("The SDK's play without a hold plays the media at once; without media, nothing")
  func playWithoutHold() {
    var reporter = VideoDisplayReporter()
    let playsWithoutMedia = reporter.play()
    #expect(!playsWithoutMedia, "no media")
    #expect(!reporter.isPlayRequested)
    _ = reporter.load()
    let plays = reporter.play()
    #expect(plays)
  }

  @Test(
    "IMA enableBackgroundPlayback: the background holds nothing when the ad plays on in it; an interruption still does"
  )
  func backgroundPlayback() {
    var reporter = playing()
    reporter.pausesInBackground = false
    #expect(reporter.holdBegan(.background) == [])
    #expect(!reporter.isHeld)
    #expect(reporter.holdBegan(.audioInterruption) == [.pauseMedia, .report(.suspended)])
    #expect(
      reporter.holdEnded(.background) == [.report(.endedSuspension), .playMedia],
      "the app becoming active lifts an interruption too")
  }

  @Test(
    "AVAudioSession guidance: an interruption ended without .shouldResume holds the ad until the app is active"
  )
  func interruptionWithoutShouldResume() {
    var reporter = playing()
    _ = reporter.holdBegan(.audioInterruption)
    #expect(reporter.holdEnded(.audioInterruption, shouldResume: false) == [])
    #expect(reporter.isHeld)
    #expect(reporter.holdEnded(.background) == [.report(.endedSuspension), .playMedia])
  }
}
