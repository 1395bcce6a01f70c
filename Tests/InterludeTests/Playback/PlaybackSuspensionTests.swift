import Interlude
import Testing

/// Each test runs a sequence of holds beginning and ending and compares the answers (pause now
/// for `begin`, play again now for `end`) with the rule's, in order.
@Suite("Media held still by the app's background and the system's audio interruptions")
struct PlaybackSuspensionTests {
  @Test("Background: the ad pauses when the app leaves and plays again when it is active")
  func backgroundAlone() {
    var suspension = PlaybackSuspension()
    #expect(!suspension.isSuspended)
    let answers = [
      suspension.begin(.background),  // the first reason pauses
      suspension.begin(.background),  // the same reason again does not pause twice
    ]
    #expect(answers == [true, false])
    #expect(suspension.reasons == [.background])
    let ends = [
      suspension.end(.background),  // app active: play again
      suspension.end(.background),  // a second activation plays nothing
    ]
    #expect(ends == [true, false])
    #expect(!suspension.isSuspended)
  }

  @Test("AVAudioSession guidance: an interruption ending with .shouldResume resumes playback")
  func interruptionEndsWithShouldResume() {
    var suspension = PlaybackSuspension()
    let paused = suspension.begin(.audioInterruption)
    #expect(paused)
    #expect(suspension.reasons == [.audioInterruption])
    let plays = suspension.end(.audioInterruption, shouldResume: true)
    #expect(plays)
    #expect(!suspension.isSuspended)
  }

  @Test(
    "AVAudioSession guidance: resume only with .shouldResume; otherwise the ad waits for the app"
  )
  func interruptionEndsWithoutShouldResume() {
    var suspension = PlaybackSuspension()
    let answers = [
      suspension.begin(.audioInterruption),  // pause
      suspension.end(.audioInterruption, shouldResume: false),  // no .shouldResume: no play
    ]
    #expect(answers == [true, false])
    #expect(suspension.reasons == [.audioInterruption], "the hold waits for the app")
    let ends = [
      suspension.end(.audioInterruption, shouldResume: true),  // the same end again: nothing
      suspension.end(.background),  // app active: the ad is never held forever
    ]
    #expect(ends == [false, true])
    #expect(!suspension.isSuspended)
  }

  @Test(
    "Background and an interruption overlap, in either order: the ad pauses once and plays again only when both are over",
    arguments: [
      [PlaybackSuspensionReason.background, .audioInterruption],
      [.audioInterruption, .background],
    ])
  func backgroundAndInterruptionOverlap(order: [PlaybackSuspensionReason]) {
    var suspension = PlaybackSuspension()
    let begins = order.map { suspension.begin($0) }
    #expect(begins == [true, false], "the second reason does not pause again")
    #expect(suspension.reasons == [.background, .audioInterruption])
    let interruptionEnd = suspension.end(.audioInterruption, shouldResume: true)
    #expect(!interruptionEnd, "still in the background: no play")
    #expect(suspension.reasons == [.background])
    let active = suspension.end(.background)
    #expect(active)
    #expect(!suspension.isSuspended)
  }

  @Test("An interruption ending without .shouldResume in the background waits for the app")
  func interruptionWithoutShouldResumeInTheBackground() {
    var suspension = PlaybackSuspension()
    let answers = [
      suspension.begin(.background),  // pause
      suspension.begin(.audioInterruption),  // already paused
      suspension.end(.audioInterruption, shouldResume: false),  // no play
    ]
    #expect(answers == [true, false, false])
    #expect(suspension.reasons == [.background, .audioInterruption])
    let active = suspension.end(.background)
    #expect(active, "app active: both holds lifted at once")
    #expect(!suspension.isSuspended)
  }

  @Test(
    "AVAudioSession guidance: an interruption's end is not guaranteed, so the app becoming active plays the ad"
  )
  func activeAppLiftsAnInterruptionUnderWay() {
    var suspension = PlaybackSuspension()
    let answers = [
      suspension.begin(.audioInterruption),  // pause
      suspension.end(.background),  // app active: play without waiting for the end
    ]
    #expect(answers == [true, true])
    #expect(!suspension.isSuspended)
    let lateEnds = [
      // The late end with .shouldResume asks for play again, in case the player could not
      // play while the interruption lasted; it comes once only.
      suspension.end(.audioInterruption, shouldResume: true),
      suspension.end(.audioInterruption, shouldResume: true),
    ]
    #expect(lateEnds == [true, false])
  }

  @Test("A late interruption end without .shouldResume after the app became active plays nothing")
  func lateEndWithoutShouldResume() {
    var suspension = PlaybackSuspension()
    let answers = [
      suspension.begin(.audioInterruption),
      suspension.end(.background),
      suspension.end(.audioInterruption, shouldResume: false),
    ]
    #expect(answers == [true, true, false])
    #expect(!suspension.isSuspended)
  }

  @Test("The end of a hold never begun plays nothing: the SDK's own pause stays a pause")
  func endWithoutBegin() {
    var suspension = PlaybackSuspension()
    let ends = [
      suspension.end(.background),
      suspension.end(.audioInterruption, shouldResume: true),
      suspension.end(.audioInterruption, shouldResume: false),
    ]
    #expect(ends == [false, false, false])
    #expect(!suspension.isSuspended)
    let later = suspension.begin(.background)
    #expect(later, "a hold begun later still pauses")
  }

  @Test("A new ad or a stop forgets every hold and a pending interruption end")
  func resetForgetsEverything() {
    var suspension = PlaybackSuspension()
    _ = suspension.begin(.background)
    _ = suspension.begin(.audioInterruption)
    #expect(suspension.isSuspended)
    suspension.reset()
    #expect(!suspension.isSuspended)
    #expect(suspension.reasons.isEmpty)
    let lateEnd = suspension.end(.audioInterruption, shouldResume: true)
    #expect(!lateEnd, "the interruption begun before the reset does not play the new ad")
    #expect(suspension == PlaybackSuspension())
  }
}
