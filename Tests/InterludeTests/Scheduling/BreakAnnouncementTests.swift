import InterludeVAST
import Testing

@testable import Interlude

@Suite("How a break waiting for start() is announced")
struct BreakAnnouncementTests {
  private let first = ResolvedAd(ad: Ad(id: "first", content: .inLine(InLine())))
  private let second = ResolvedAd(ad: Ad(id: "second", content: .inLine(InLine())))

  @Test("IMA: LOADED for the first ad of a loaded break, which start() then plays")
  func loadedBreakSendsLoaded() {
    let state = ScheduledAdBreak.State.loaded(AdResolution(pod: [first, second]))
    #expect(
      BreakAnnouncement(state: state, autoPlayAdBreaks: true, isAdRules: true)
        == .firstAdLoaded(first, of: [first, second]))
  }

  @Test("A break whose ads come from a tag is fetched before it is announced")
  func pendingBreakIsFetchedFirst() {
    #expect(
      BreakAnnouncement(state: .pending, autoPlayAdBreaks: true, isAdRules: true) == .fetchFirst)
  }

  @Test("IMA: with autoPlayAdBreaks off a break sends AD_BREAK_READY, even with ads loaded")
  func noAutoPlaySendsBreakReady() {
    let loaded = ScheduledAdBreak.State.loaded(AdResolution(pod: [first]))
    for state in [loaded, .pending] {
      #expect(
        BreakAnnouncement(state: state, autoPlayAdBreaks: false, isAdRules: true) == .breakReady)
    }
  }

  @Test("A break with nothing to play, or still being fetched, sends AD_BREAK_READY")
  func nothingToPlaySendsBreakReady() {
    let error = AdError(type: .loadingFailed, code: .vastEmptyResponse, message: "none")
    let states: [ScheduledAdBreak.State] = [
      .loading, .empty, .failed(error), .loaded(AdResolution()),
    ]
    for state in states {
      #expect(
        BreakAnnouncement(state: state, autoPlayAdBreaks: true, isAdRules: true) == .breakReady)
    }
  }

  @Test("IMA: autoPlayAdBreaks applies to ad rules only; a VAST response's break sends LOADED")
  func noAutoPlayLeavesVASTBreakLoaded() {
    let state = ScheduledAdBreak.State.loaded(AdResolution(pod: [first, second]))
    #expect(
      BreakAnnouncement(state: state, autoPlayAdBreaks: false, isAdRules: false)
        == .firstAdLoaded(first, of: [first, second]))
    #expect(
      BreakAnnouncement(state: .empty, autoPlayAdBreaks: false, isAdRules: false) == .breakReady)
  }
}
