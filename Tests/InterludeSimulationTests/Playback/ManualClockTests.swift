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

  @Test("A jump moves time and runs nothing; the next advance runs overdue timers at the new time")
  func jump() {
    let clock = ManualClock(now: 1)
    var log: [String] = []
    clock.schedule(after: 4) { log.append("b@\(clock.now)") }
    clock.schedule(after: 2) {
      log.append("a@\(clock.now)")
      clock.schedule(after: 1) { log.append("nested@\(clock.now)") }
    }
    clock.schedule(after: 20) { log.append("later@\(clock.now)") }
    clock.jump(by: 10)
    #expect(clock.now == 11)
    #expect(log == [])
    #expect(clock.pendingCount == 3)
    #expect(clock.nextDueTime == 3)
    clock.advance(by: 0)
    // Overdue timers run in due order at the jump's time; one they schedule counts from there.
    #expect(log == ["a@11.0", "b@11.0"])
    clock.advance(to: 12)
    #expect(log == ["a@11.0", "b@11.0", "nested@12.0"])
    clock.advance(to: 21)
    #expect(log.last == "later@21.0")
  }

  @Test("A jump never moves time backward, nor by an infinite amount")
  func jumpBounds() {
    let clock = ManualClock(now: 5)
    clock.jump(by: -3)
    #expect(clock.now == 5)
    clock.jump(by: .infinity)
    #expect(clock.now == 5)
    clock.jump(by: .nan)
    #expect(clock.now == 5)
    clock.jump(by: 0.5)
    #expect(clock.now == 5.5)
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
