import AVFoundation
import Foundation
import Testing

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerContentPlayhead (IMA's IMAAVPlayerContentPlayhead) against the AVFoundation fakes.
  @MainActor
  @Suite("Playback: AVPlayerContentPlayhead")
  struct AVPlayerContentPlayheadTests {
    init() async {
      await AppleLayerTests.reset()
    }

    /// A player of a ready content item of `seconds`.
    func playingContent(seconds: Double) -> AVPlayer {
      let player = AVPlayer(url: URL(fileURLWithPath: "/content.mp4"))
      player.currentItem?.becomeReadyToPlay(
        duration: CMTime(seconds: seconds, preferredTimescale: 600))
      player.play()
      return player
    }

    @Test("currentTime follows the content player's time through its periodic time observer")
    func readsThePlayersTime() async {
      let player = playingContent(seconds: 60)
      let playhead = AVPlayerContentPlayhead(avPlayer: player)
      #expect(playhead.currentTime == 0)
      await player.advance(bySeconds: 3)
      #expect(playhead.currentTime == 3)
      player.seek(to: CMTime(seconds: 42, preferredTimescale: 600))
      await MainQueue.settle()
      #expect(playhead.currentTime == 42)
    }

    @Test("Time stands still while the content is paused")
    func standsStillWhilePaused() async {
      let player = playingContent(seconds: 60)
      let playhead = AVPlayerContentPlayhead(avPlayer: player)
      await player.advance(bySeconds: 2)
      player.pause()
      await player.advance(bySeconds: 5)
      #expect(playhead.currentTime == 2)
    }

    @Test("The time observer is attached at once and removed when the playhead is released")
    func removesItsObserverWhenReleased() {
      let player = playingContent(seconds: 60)
      var playhead: AVPlayerContentPlayhead? = AVPlayerContentPlayhead(avPlayer: player)
      #expect(player.timeObserverCount == 1)
      #expect(playhead != nil)
      playhead = nil
      #expect(player.timeObserverCount == 0)
    }
  }
}
