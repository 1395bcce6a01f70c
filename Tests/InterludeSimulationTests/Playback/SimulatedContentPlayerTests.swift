import InterludeSimulation
import Testing

@MainActor
@Suite("Playback: SimulatedContentPlayer")
struct PlaybackSimulatedContentPlayerTests {
  @Test("The playhead runs with the clock while playing, stands still while paused, and seeks")
  func plays() {
    let clock = ManualClock()
    let player = SimulatedContentPlayer(duration: 20, clock: clock)
    clock.advance(to: 3)
    #expect(player.currentTime == 0)
    player.play()
    clock.advance(to: 8)
    #expect(player.currentTime == 5)
    player.pause()
    clock.advance(to: 12)
    #expect(player.currentTime == 5)
    player.play()
    player.seek(to: 15)
    clock.advance(to: 30)
    #expect(player.currentTime == 20)
    #expect(player.hasEnded)
  }

  /// 20 s of content that has played `seconds` from the start.
  private func playing(for seconds: Double) -> (ManualClock, SimulatedContentPlayer) {
    let clock = ManualClock()
    let player = SimulatedContentPlayer(duration: 20, clock: clock)
    player.play()
    clock.advance(to: seconds)
    return (clock, player)
  }

  @Test("A stall holds the playhead still while playing, then it moves on from where it stood")
  func stall() {
    let (clock, player) = playing(for: 5)
    player.stall(for: 3)
    #expect(player.isPlaying)
    var seen: [Double] = []
    for time in [6.0, 8, 10] {
      clock.advance(to: time)
      seen.append(player.currentTime)
    }
    #expect(seen == [5, 5, 7])
  }

  @Test("Pausing during a stall keeps the time it stood at; a negative stall is no stall")
  func stallThenPause() {
    let (clock, player) = playing(for: 4)
    player.stall(for: 10)
    clock.advance(to: 6)
    player.pause()
    #expect(player.currentTime == 4)
    player.play()
    player.stall(for: -2)
    clock.advance(to: 7)
    #expect(player.currentTime == 5)
  }
}
