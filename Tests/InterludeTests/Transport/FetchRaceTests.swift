import Foundation
import Testing

@testable import Interlude

/// ``FetchRace``'s deadline: it ends a race that nothing else ended, and it is disarmed (its
/// timer released) as soon as another outcome wins.
///
/// The deadline used to be a task in `Task.sleep`, which the runtime keeps, with its dispatch
/// timer, until the original deadline even after cancellation: every request left about 1 KB
/// behind for its whole timeout (8 s by default), which `interlude-bench stress` saw as memory
/// that did not come back after a wave of sessions.
@Suite("FetchRace deadline")
struct FetchRaceTests {
  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    start.duration(to: .now) / .seconds(1)
  }

  @Test("another outcome disarms the deadline at once")
  func outcomeDisarmsDeadline() async {
    let race = FetchRace()
    race.armDeadline(after: 600)
    #expect(race.isDeadlineArmed)
    let outcome = await withCheckedContinuation { continuation in
      guard race.start(continuation) else { return }
      race.finish(.failure(.connectionFailed("refused")))
    }
    #expect(outcome.failure == .connectionFailed("refused"))
    #expect(!race.isDeadlineArmed)
  }

  @Test("the deadline ends a race that nothing else ended, with timedOut")
  func deadlineFires() async {
    let race = FetchRace()
    let start = ContinuousClock.now
    let outcome = await withCheckedContinuation { continuation in
      guard race.start(continuation) else { return }
      race.armDeadline(after: 0.05)
    }
    // Not early; no upper bound: a loaded test run can starve this task for seconds.
    #expect(Self.seconds(since: start) >= 0.045)
    #expect(outcome.failure == .timedOut)
    #expect(!race.isDeadlineArmed)
  }

  @Test("a deadline armed after the race ended is ignored")
  func armAfterEnd() async {
    let race = FetchRace()
    race.finish(.failure(.cancelled))
    race.armDeadline(after: 0.01)
    #expect(!race.isDeadlineArmed)
    let outcome = await withCheckedContinuation { continuation in
      _ = race.start(continuation)
    }
    #expect(outcome.failure == .cancelled)
  }
}

extension Result where Failure == TransportError {
  /// The error, nil on success.
  fileprivate var failure: TransportError? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
