import Testing

@testable import Interlude

@Suite("Cue points of the schedule")
struct CueScheduleTests {
  /// Pre-roll, mid-rolls at 10, 30 and 60 s, a break without a cue point, the post-roll.
  private let cues = CueSchedule(cuePoints: [0, 10, 30, 60, nil, -1])

  @Test("Playback crosses the one mid-roll between two ticks: not a seek")
  func playbackCrossesOneCue() {
    let crossing = cues.crossing(from: 9.9, to: 10.1, excluding: [])
    #expect(crossing == CueCrossing(breaks: [1], isSeek: false))
  }

  @Test("A cue point counts once: after the last tick's time, at or before this tick's")
  func cueWindowIsHalfOpen() {
    #expect(cues.crossing(from: 9.8, to: 10, excluding: []).breaks == [1])
    #expect(cues.crossing(from: 10, to: 10.2, excluding: []).breaks.isEmpty)
  }

  @Test("A move past several cue points is a seek, crossed breaks in cue point order")
  func severalCuesAreASeek() {
    let unordered = CueSchedule(cuePoints: [60, 10, 30])
    let crossing = unordered.crossing(from: 5, to: 65, excluding: [])
    #expect(crossing == CueCrossing(breaks: [1, 2, 0], isSeek: true))
  }

  @Test("A jump of more than 1.5 s over one cue point is a seek; 1.5 s is still playback")
  func longJumpIsASeek() {
    #expect(cues.crossing(from: 9, to: 10.6, excluding: []).isSeek)
    #expect(!cues.crossing(from: 9, to: 10.5, excluding: []).isSeek)
  }

  @Test("Consumed breaks are not crossed again")
  func consumedBreaksAreNotCrossed() {
    let crossing = cues.crossing(from: 5, to: 65, excluding: [1, 3])
    #expect(crossing.breaks == [2])
  }

  @Test("Playhead moving back or standing still crosses nothing")
  func backwardsCrossesNothing() {
    #expect(cues.crossing(from: 65, to: 5, excluding: []).breaks.isEmpty)
    #expect(cues.crossing(from: 10, to: 10, excluding: []).breaks.isEmpty)
  }

  @Test("The playhead never crosses the pre-roll, the post-roll or a break without a cue point")
  func onlyMidRollsAreCrossed() {
    let crossing = cues.crossing(from: -5, to: 10_000, excluding: [1, 2, 3])
    #expect(crossing.breaks.isEmpty)
  }

  @Test("IMA: playAdsAfterTime rules out the pre-roll and mid-rolls at or before it")
  func playAdsAfterTime() {
    #expect(cues.breaks(atOrBefore: 30) == [0, 1, 2])
    #expect(cues.breaks(atOrBefore: 0) == [0])
    #expect(cues.breaks(atOrBefore: -1).isEmpty)
  }

  @Test("The pre-roll and post-roll are the first with cue point 0 and -1, until consumed")
  func preRollAndPostRoll() {
    #expect(cues.preRoll(excluding: []) == 0)
    #expect(cues.preRoll(excluding: [0]) == nil)
    #expect(cues.postRoll(excluding: []) == 5)
    #expect(cues.postRoll(excluding: [5]) == nil)
    #expect(CueSchedule(cuePoints: [10]).preRoll(excluding: []) == nil)
    #expect(CueSchedule(cuePoints: [10]).postRoll(excluding: []) == nil)
  }

  @Test("IMA ad rules: at content complete a cue at or after the content's end plays first")
  func cuesAtTheEndPlayAsPostRolls() {
    let schedule = CueSchedule(cuePoints: [0, -1, 300, 60, 310], contentDuration: 300)
    #expect(schedule.postRoll(excluding: []) == 2)
    #expect(schedule.postRoll(excluding: [2]) == 4)
    #expect(schedule.postRoll(excluding: [2, 4]) == 1)
    #expect(schedule.postRoll(excluding: [1, 2, 4]) == nil)
    // The playhead reaching the end does not cross them as mid-rolls.
    #expect(schedule.crossing(from: 299.8, to: 300, excluding: []).breaks == [])
    #expect(schedule.crossing(from: 59.8, to: 60, excluding: []).breaks == [3])
    // Without a known duration only the post-roll proper is at the end.
    let unknown = CueSchedule(cuePoints: [0, -1, 300, 60, 310])
    #expect(unknown.postRoll(excluding: []) == 1)
    #expect(unknown.crossing(from: 299.8, to: 300, excluding: []).breaks == [2])
  }

  @Test("The next break is the earliest cue point at or after the playhead not yet consumed")
  func nextBreak() {
    #expect(cues.nextBreak(atOrAfter: 10, excluding: []) == 1)
    #expect(cues.nextBreak(atOrAfter: 10, excluding: [1]) == 2)
    #expect(cues.nextBreak(atOrAfter: 61, excluding: []) == nil)
    #expect(CueSchedule(cuePoints: [30, 20, 20]).nextBreak(atOrAfter: 0, excluding: []) == 1)
  }

  @Test("IMA podIndex: 0 pre-roll, 1, 2, ... for mid-rolls in cue point order, -1 post-roll")
  func podIndex() {
    #expect(cues.podIndex(ofBreak: 0) == 0)
    #expect(cues.podIndex(ofBreak: 1) == 1)
    #expect(cues.podIndex(ofBreak: 2) == 2)
    #expect(cues.podIndex(ofBreak: 3) == 3)
    #expect(cues.podIndex(ofBreak: 5) == -1)
    #expect(CueSchedule(cuePoints: [60, 10]).podIndex(ofBreak: 0) == 2)
  }
}
