import Testing

@testable import Interlude

@Suite("When content resumes and the ads complete")
struct ContentResumptionTests {
  @Test("IMA: after a VAST response's break every ad has played")
  func vastCompletesAfterItsBreak() {
    let resumption = ContentResumption.afterBreak(
      isAdRules: false, contentCompleted: false, breaksLeft: true)
    #expect(resumption == .allAdsCompleted)
  }

  @Test("After a VMAP break with breaks left, the content is watched again (backlog first)")
  func vmapWatchesContentWithBreaksLeft() {
    let resumption = ContentResumption.afterBreak(
      isAdRules: true, contentCompleted: false, breaksLeft: true)
    #expect(resumption == .watchContent)
  }

  @Test("After the last VMAP break every ad has played")
  func vmapCompletesWithoutBreaksLeft() {
    let resumption = ContentResumption.afterBreak(
      isAdRules: true, contentCompleted: false, breaksLeft: false)
    #expect(resumption == .allAdsCompleted)
  }

  @Test("IMA: after the post-roll (a break once the content completed) every ad has played")
  func postRollCompletes() {
    let resumption = ContentResumption.afterBreak(
      isAdRules: true, contentCompleted: true, breaksLeft: true)
    #expect(resumption == .allAdsCompleted)
  }

  @Test("IMA: once the content completed, the next break of its end follows a break")
  func nextEndBreakFollows() {
    let resumption = ContentResumption.afterBreak(
      isAdRules: true, contentCompleted: true, breaksLeft: true, postRoll: 3)
    #expect(resumption == .postRollDue(3))
    let beforeTheEnd = ContentResumption.afterBreak(
      isAdRules: true, contentCompleted: false, breaksLeft: true, postRoll: 3)
    #expect(beforeTheEnd == .watchContent)
  }

  @Test("IMA: contentComplete makes the post-roll due")
  func contentCompletePlaysPostRoll() {
    for playing in [true, false] {
      let resumption = ContentResumption.atContentComplete(
        isAdRules: true, postRoll: 4, isContentPlaying: playing)
      #expect(resumption == .postRollDue(4))
    }
  }

  @Test("IMA: contentComplete without a post-roll completes the ads while the content plays")
  func contentCompleteWithoutPostRoll() {
    let resumption = ContentResumption.atContentComplete(
      isAdRules: true, postRoll: nil, isContentPlaying: true)
    #expect(resumption == .allAdsCompleted)
  }

  @Test("contentComplete during a break leaves completion to the break's end")
  func contentCompleteDuringABreak() {
    let resumption = ContentResumption.atContentComplete(
      isAdRules: true, postRoll: nil, isContentPlaying: false)
    #expect(resumption == .nothing)
  }

  @Test("contentComplete does nothing for a VAST response")
  func contentCompleteForVAST() {
    let resumption = ContentResumption.atContentComplete(
      isAdRules: false, postRoll: nil, isContentPlaying: true)
    #expect(resumption == .nothing)
  }
}
