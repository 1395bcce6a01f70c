import AVFoundation
import AVKit
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerVideoDisplay(avPlayer:), IMA's `IMAAVPlayerVideoDisplay(avPlayer:)`: the ads play
  /// in the content's own player (so they show in its Picture in Picture window), and the
  /// content's item, time and volume come back after each ad and after a stop.
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay in the content's player")
  struct AVPlayerVideoDisplayContentPlayerTests {
    let adURL = AVPlayerVideoDisplayTests.Fixture.adURL
    let tenSeconds = AVPlayerVideoDisplayTests.Fixture.tenSeconds
    let player: AVPlayer
    let content: AVPlayerItem
    let display: AVPlayerVideoDisplay
    let recorder = RecordingVideoDisplayDelegate()

    /// The content plays at 42 s with its volume at 0.3; the display's ad volume is 0.8.
    init() async throws {
      await AppleLayerTests.reset()
      player = AVPlayer(url: URL(fileURLWithPath: "/content.mp4"))
      content = try #require(player.currentItem)
      content.becomeReadyToPlay(duration: CMTime(seconds: 600, preferredTimescale: 600))
      player.volume = 0.3
      display = AVPlayerVideoDisplay(avPlayer: player)
      display.delegate = recorder
      display.volume = 0.8
      player.play()
      await player.advance(bySeconds: 42)
      await MainQueue.settle()
    }

    /// Loads an ad into the content's player and makes it ready; returns its item.
    func loadAd() async throws -> AVPlayerItem {
      display.load(adURL, mimeType: "video/mp4")
      let ad = try #require(player.currentItem)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      return ad
    }

    /// The content is back in its player: its item, paused at 42 s, at its volume.
    func expectContentBack(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(player.currentItem === content, sourceLocation: sourceLocation)
      #expect(player.currentTime().seconds == 42, sourceLocation: sourceLocation)
      #expect(player.volume == 0.3, sourceLocation: sourceLocation)
      #expect(player.timeControlStatus == .paused, sourceLocation: sourceLocation)
    }

    @Test("The display plays in the content's player; the ads' volume waits for an ad")
    func usesTheContentsPlayer() {
      #expect(display.playsInContentPlayer)
      #expect(display.player === player)
      #expect(display.contentPlayhead?.player === player)
      #expect(player.volume == 0.3)
      #expect(player.timeControlStatus == .playing)
    }

    @Test(
      "An ad takes the player: the content pauses, the ad's item plays at the ads' volume, and the content playhead keeps the content's time"
    )
    func anAdTakesThePlayer() async throws {
      let ad = try await loadAd()
      #expect(ad !== content)
      #expect((ad.asset as? AVURLAsset)?.url == adURL)
      #expect(player.volume == 0.8)
      display.play()
      await player.advance(bySeconds: 3)
      await MainQueue.settle()
      #expect(player.currentTime().seconds == 3)
      #expect(display.contentPlayhead?.currentTime == 42)
      #expect(recorder.log.first == "loaded 10.0")
      #expect(recorder.log.last == "progress 3.0 of 10.0")
    }

    @Test("After the ad completes the content's item, time and volume are back (paused)")
    func theContentComesBackAfterTheAd() async throws {
      _ = try await loadAd()
      display.play()
      await player.advance(bySeconds: 11)
      await MainQueue.settle()
      #expect(recorder.log.suffix(2) == ["progress 10.0 of 10.0", "complete"])
      expectContentBack()
      #expect(display.contentPlayhead?.currentTime == 42)
      // The content plays on from its time; the playhead follows it again.
      player.play()
      await player.advance(bySeconds: 1)
      #expect(display.contentPlayhead?.currentTime == 43)
    }

    @Test(
      "After a stop mid-ad the content's item, time and volume are back, and nothing is reported")
    func theContentComesBackAfterAStop() async throws {
      _ = try await loadAd()
      display.play()
      await player.advance(bySeconds: 2)
      recorder.clear()
      display.stop()
      await MainQueue.settle()
      expectContentBack()
      #expect(recorder.log.isEmpty)
      #expect(display.overlay.isHidden)
    }

    @Test(
      "After a failed ad the content's item, time and volume are back and the error is reported")
    func theContentComesBackAfterAFailure() async throws {
      display.load(adURL, mimeType: "video/mp4")
      let ad = try #require(player.currentItem)
      ad.failToLoad(with: NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotFindHost))
      await MainQueue.settle()
      #expect(recorder.log == ["error 401"])
      expectContentBack()
    }

    @Test("Two ads in a row: the content's own item comes back, not the first ad's")
    func twoAdsGiveBackTheContent() async throws {
      let first = try await loadAd()
      display.play()
      await player.advance(bySeconds: 1)
      let second = try await loadAd()
      #expect(second !== first)
      #expect(player.currentItem === second)
      display.play()
      await player.advance(bySeconds: 11)
      await MainQueue.settle()
      expectContentBack()
    }

    @Test("A stop with no ad leaves the content playing in its player")
    func aStopWithoutAnAdChangesNothing() async {
      display.stop()
      await MainQueue.settle()
      #expect(player.currentItem === content)
      #expect(player.timeControlStatus == .playing)
      #expect(player.volume == 0.3)
    }

    @Test("The ads' volume set during an ad goes to the player, clamped to 0...1")
    func theAdsVolumeIsClamped() async throws {
      _ = try await loadAd()
      display.volume = 2
      #expect(player.volume == 1)
      display.volume = -1
      #expect(player.volume == 0)
      display.stop()
      #expect(player.volume == 0.3)
    }

    @Test(
      "Held in the content's player: the background suspends the ad, the SDK's pause holds on the return, play plays it"
    )
    func pauseResumeAndSuspendWhileHeld() async throws {
      _ = try await loadAd()
      display.play()
      await MainQueue.settle()
      recorder.clear()
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      #expect(player.timeControlStatus == .paused)
      display.pause()
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(recorder.log.filter { !$0.hasPrefix("progress") } == ["suspended", "resumed"])
      #expect(player.timeControlStatus == .paused)
      display.play()
      await player.advance(bySeconds: 10)
      await MainQueue.settle()
      #expect(recorder.log.last == "complete")
      expectContentBack()
    }

    @Test(
      "Only the overlay goes into the ad container: the ads show in the content's player's view")
    func onlyTheOverlayMoves() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      display.move(to: view)
      #expect(view.subviews.count == 1)
      #expect(view.subviews.first === display.overlay)
      #expect(display.adContainer === view)
      display.move(to: nil)
      #expect(view.subviews.isEmpty)
      #expect(display.adContainer == nil)
    }

    @Test(
      "Released, the display and its playhead remove their time observers from the content's player"
    )
    func releasingTheDisplayRemovesItsObservers() {
      var owned: AVPlayerVideoDisplay? = AVPlayerVideoDisplay(avPlayer: player)
      #expect(player.timeObserverCount == 4)
      #expect(owned?.contentPlayhead != nil)
      owned = nil
      #expect(player.timeObserverCount == 2)
    }
  }
}
