import Interlude
import InterludeSimulation
import Testing

@MainActor
@Suite("Playback: ManualClock")
struct PlaybackManualClockTests {
  @Test("Actions run in time order, ties in scheduling order, nested ones in the same window")
  func ordering() {
    let clock = ManualClock()
    var log: [String] = []
    clock.schedule(after: 2) { log.append("b@\(clock.now)") }
    clock.schedule(after: 1) {
      log.append("a@\(clock.now)")
      clock.schedule(after: 0.5) { log.append("nested@\(clock.now)") }
      clock.schedule(after: 5) { log.append("late@\(clock.now)") }
    }
    clock.schedule(after: 2) { log.append("c@\(clock.now)") }
    #expect(clock.pendingCount == 3)
    clock.advance(by: 3)
    #expect(log == ["a@1.0", "nested@1.5", "b@2.0", "c@2.0"])
    #expect(clock.now == 3)
    #expect(clock.pendingCount == 1)
    #expect(clock.runUntilIdle() == 1)
    #expect(log.last == "late@6.0")
    #expect(clock.now == 6)
  }

  @Test("Cancelled timers do not run and leave the queue")
  func cancel() {
    let clock = ManualClock()
    var ran = false
    let timer = clock.schedule(after: 1) { ran = true }
    timer.cancel()
    #expect(timer.isCancelled)
    #expect(clock.pendingCount == 0)
    clock.advance(to: 5)
    #expect(!ran)
    #expect(clock.now == 5)
    clock.advance(to: 1)
    #expect(clock.now == 5)
  }

  @Test("runUntilIdle stops at its limit")
  func limit() {
    let clock = ManualClock()
    var count = 0
    func again() {
      count += 1
      clock.schedule(after: 1) { again() }
    }
    again()
    #expect(clock.runUntilIdle(limit: 10) == 10)
    #expect(count == 11)
    #expect(clock.pendingCount == 1)
  }

  @Test("The system clock runs actions after real time and honours cancellation")
  func system() async throws {
    let clock = SystemPlaybackClock()
    var ran = false
    var cancelledRan = false
    clock.schedule(after: 0.01) { ran = true }
    clock.schedule(after: 0.01) { cancelledRan = true }.cancel()
    // At most ten seconds: a safety net for a busy machine, not a timing.
    for _ in 0..<2_000 where !ran { try await Task.sleep(for: .milliseconds(5)) }
    #expect(ran)
    #expect(!cancelledRan)
    #expect(clock.now > 0)
  }
}
