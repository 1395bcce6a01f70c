import InterludeVAST
import Testing

@testable import Interlude

@Suite("What starting a break does")
struct BreakStartTests {
  private let first = ResolvedAd(ad: Ad(id: "first", content: .inLine(InLine())))
  private let second = ResolvedAd(ad: Ad(id: "second", content: .inLine(InLine())))

  @Test("A loaded break plays its pod in order")
  func loadedBreakPlaysItsPod() {
    let state = ScheduledAdBreak.State.loaded(AdResolution(pod: [first, second]))
    #expect(BreakStart(state: state) == .play([first, second]))
  }

  @Test("Without a pod, a break plays the first stand-alone ad only")
  func buffetPlaysOneAd() {
    let state = ScheduledAdBreak.State.loaded(AdResolution(buffet: [first, second]))
    #expect(BreakStart(state: state) == .play([first]))
  }

  @Test("A break whose ads come from a tag, or are being fetched, is fetched before it plays")
  func unfetchedBreakIsFetchedFirst() {
    #expect(BreakStart(state: .pending) == .fetchFirst)
    #expect(BreakStart(state: .loading) == .fetchFirst)
  }

  @Test("A break that failed to load fails with its error")
  func failedBreakFails() {
    let error = AdError(type: .loadingFailed, code: .vastLoadTimeout, message: "timed out")
    #expect(BreakStart(state: .failed(error)) == .fail(error))
  }

  @Test("A break without ads fails with VAST empty response (1009)")
  func emptyBreakFails() {
    for state in [ScheduledAdBreak.State.empty, .loaded(AdResolution())] {
      guard case .fail(let error) = BreakStart(state: state) else {
        Issue.record("\(state) should fail")
        continue
      }
      #expect(error.code == .vastEmptyResponse)
    }
  }

  @Test("A break whose ads all failed to resolve fails with the first failure's error")
  func unresolvedBreakFailsWithFirstError() {
    let timeout = AdError(type: .loadingFailed, code: .vastLoadTimeout, message: "timed out")
    let other = AdError(type: .loadingFailed, code: .vastEmptyResponse, message: "empty")
    let resolution = AdResolution(failures: [
      AdLoadFailure(adId: "a", sequence: 1, error: timeout),
      AdLoadFailure(adId: "b", sequence: 2, error: other),
    ])
    #expect(BreakStart(state: .loaded(resolution)) == .fail(timeout))
  }
}
