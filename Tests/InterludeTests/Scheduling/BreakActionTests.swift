import Testing

@testable import Interlude

@Suite("What happens to a break that is ready")
struct BreakActionTests {
  @Test("IMA: a VAST response's break waits for start() at initialize")
  func vastBreakWaitsForStart() {
    #expect(BreakAction.atInitialize(isAdRules: false, preRoll: nil) == .announce(0))
  }

  @Test("IMA: a VMAP pre-roll waits for start() at initialize")
  func preRollWaitsForStart() {
    #expect(BreakAction.atInitialize(isAdRules: true, preRoll: 2) == .announce(2))
  }

  @Test("Without a pre-roll (or one ruled out by playAdsAfterTime) the content plays")
  func noPreRollWatchesContent() {
    #expect(BreakAction.atInitialize(isAdRules: true, preRoll: nil) == .watchContent)
  }

  @Test("IMA: a due break plays at once when autoPlayAdBreaks is on")
  func autoPlayPlaysAtOnce() {
    let action = BreakAction.due(3, autoPlayAdBreaks: true, isPictureInPictureActive: false)
    #expect(action == .play(3))
  }

  @Test("IMA: with autoPlayAdBreaks off a due break is announced and waits for start()")
  func noAutoPlayAnnounces() {
    let action = BreakAction.due(3, autoPlayAdBreaks: false, isPictureInPictureActive: false)
    #expect(action == .announce(3))
  }

  @Test("A break due during Picture in Picture is held, whether or not breaks start on their own")
  func pictureInPictureDefers() {
    for autoPlay in [true, false] {
      let action = BreakAction.due(
        3, autoPlayAdBreaks: autoPlay, isPictureInPictureActive: true)
      #expect(action == .deferBreak(3))
    }
  }

  @Test(
    "IMA Picture in Picture: a break due during Picture in Picture plays in the floating window when the ads play in the content's player"
  )
  func contentPlayerPlaysDuringPictureInPicture() {
    #expect(
      BreakAction.due(
        3, autoPlayAdBreaks: true, isPictureInPictureActive: true, playsInContentPlayer: true)
        == .play(3))
    #expect(
      BreakAction.due(
        3, autoPlayAdBreaks: false, isPictureInPictureActive: true, playsInContentPlayer: true)
        == .announce(3))
  }
}
