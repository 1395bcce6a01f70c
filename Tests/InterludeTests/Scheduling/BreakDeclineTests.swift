import Testing

@testable import Interlude

/// IMA's manual ad break playback ("Configure ad break playback", iOS): "To skip this ad break,
/// simply return from this handler without calling start()". When a break that was not started
/// counts as declined is Interlude's rule (IMA's documentation is silent): when the viewer has
/// moved past it, to a later cue point or to the content's end.
@Suite("When a break that waits for start() counts as declined")
struct BreakDeclineTests {
  @Test("The content playing on, no cue point reached, leaves the break startable")
  func keepsWaitingWithoutACrossing() {
    let decline = BreakDecline.atTick(
      waiting: 1, crossing: CueCrossing(breaks: [], isSeek: false), backlog: [])
    #expect(decline == .keepWaiting)
  }

  @Test("A later cue point reached while the break waits declines it")
  func declinedWhenTheNextCueIsReached() {
    let decline = BreakDecline.atTick(
      waiting: 1, crossing: CueCrossing(breaks: [2], isSeek: false), backlog: [])
    #expect(decline == .declined([1]))
  }

  @Test("A seek over cue points declines the break, and the backlog after it goes too")
  func seekDeclinesTheBreakAndItsBacklog() {
    let decline = BreakDecline.atTick(
      waiting: 1, crossing: CueCrossing(breaks: [4, 5], isSeek: true), backlog: [2, 3])
    #expect(decline == .declined([1, 2, 3]))
  }

  @Test("A seek that crosses no cue point leaves the break startable, backlog and all")
  func seekWithoutCrossingKeepsWaiting() {
    let decline = BreakDecline.atTick(
      waiting: 1, crossing: CueCrossing(breaks: [], isSeek: true), backlog: [2])
    #expect(decline == .keepWaiting)
  }

  @Test("IMA manual playback: contentComplete declines the waiting break; the post-roll follows")
  func contentCompleteDeclinesWithManualPlayback() {
    let decline = BreakDecline.atContentComplete(
      waiting: 0, backlog: [2], isAdRules: true, autoPlayAdBreaks: false)
    #expect(decline == .declined([0, 2]))
  }

  @Test("A VAST response's break has nothing after it: it waits for start() past the content")
  func vastBreakKeepsWaitingAtContentComplete() {
    for autoPlay in [true, false] {
      let decline = BreakDecline.atContentComplete(
        waiting: 0, backlog: [], isAdRules: false, autoPlayAdBreaks: autoPlay)
      #expect(decline == .keepWaiting)
    }
  }

  @Test("IMA getting started: with autoPlayAdBreaks on, the pre-roll after LOADED keeps waiting")
  func autoPlayPreRollKeepsWaiting() {
    let decline = BreakDecline.atContentComplete(
      waiting: 0, backlog: [], isAdRules: true, autoPlayAdBreaks: true)
    #expect(decline == .keepWaiting)
  }

  @Test("Only manual ad break playback (ad rules, autoPlayAdBreaks off) declines breaks")
  func appliesToManualPlaybackOnly() {
    #expect(BreakDecline.applies(isAdRules: true, autoPlayAdBreaks: false))
    #expect(!BreakDecline.applies(isAdRules: true, autoPlayAdBreaks: true))
    #expect(!BreakDecline.applies(isAdRules: false, autoPlayAdBreaks: false))
    #expect(!BreakDecline.applies(isAdRules: false, autoPlayAdBreaks: true))
  }
}
