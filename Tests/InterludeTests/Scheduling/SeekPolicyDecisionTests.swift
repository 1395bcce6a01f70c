import Testing

@testable import Interlude

@Suite("What a content tick plays")
struct SeekPolicyDecisionTests {
  /// A seek over breaks 4, 2 and 7, in cue point order.
  private let seek = CueCrossing(breaks: [4, 2, 7], isSeek: true)

  @Test("Playback over one cue point makes its break due, whatever the seek policy")
  func playbackPlaysTheCrossedBreak() {
    for policy in [SeekPolicy.playNone, .playLastSkipped, .playAll] {
      let decision = SeekPolicyDecision(
        backlog: [], crossing: CueCrossing(breaks: [3], isSeek: false), seekPolicy: policy)
      #expect(decision == SeekPolicyDecision(skipped: [], due: 3, backlog: []))
    }
  }

  @Test("IMA: a seek with seekPolicy .playLastSkipped plays only the last crossed break")
  func playLastSkipped() {
    let decision = SeekPolicyDecision(backlog: [], crossing: seek, seekPolicy: .playLastSkipped)
    #expect(decision == SeekPolicyDecision(skipped: [4, 2], due: 7, backlog: []))
  }

  @Test("A seek with seekPolicy .playNone plays no crossed break, and they never play")
  func playNone() {
    let decision = SeekPolicyDecision(backlog: [], crossing: seek, seekPolicy: .playNone)
    #expect(decision == SeekPolicyDecision(skipped: [4, 2, 7], due: nil, backlog: []))
  }

  @Test("A seek with seekPolicy .playAll plays the first crossed break, then the rest in order")
  func playAll() {
    let decision = SeekPolicyDecision(backlog: [], crossing: seek, seekPolicy: .playAll)
    #expect(decision == SeekPolicyDecision(skipped: [], due: 4, backlog: [2, 7]))
  }

  @Test("A seek over one cue point follows the policy too")
  func seekOverOneCue() {
    let far = CueCrossing(breaks: [3], isSeek: true)
    #expect(
      SeekPolicyDecision(backlog: [], crossing: far, seekPolicy: .playNone)
        == SeekPolicyDecision(skipped: [3], due: nil, backlog: []))
    #expect(
      SeekPolicyDecision(backlog: [], crossing: far, seekPolicy: .playLastSkipped)
        == SeekPolicyDecision(skipped: [], due: 3, backlog: []))
  }

  @Test("The backlog plays first, one break per decision, before the playhead is looked at")
  func backlogFirst() {
    var looked = false
    let decision = SeekPolicyDecision(
      backlog: [2, 7],
      crossing: {
        looked = true
        return CueCrossing(breaks: [9], isSeek: false)
      }(), seekPolicy: .playAll)
    #expect(decision == SeekPolicyDecision(skipped: [], due: 2, backlog: [7]))
    #expect(!looked)
  }

  @Test("Nothing crossed and no backlog: nothing is due")
  func nothingCrossed() {
    let decision = SeekPolicyDecision(
      backlog: [], crossing: CueCrossing(breaks: [], isSeek: false), seekPolicy: .playAll)
    #expect(decision == SeekPolicyDecision(skipped: [], due: nil, backlog: []))
  }
}
