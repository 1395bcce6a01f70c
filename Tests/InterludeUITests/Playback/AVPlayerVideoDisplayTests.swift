import AVFoundation
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerVideoDisplay with a player of its own, run against the AVFoundation fakes: what it
  /// reports, from the player's key-value observing, time observers and notifications (the
  /// reports its documentation lists).
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay (own player)")
  struct AVPlayerVideoDisplayTests {
    let url = URL(string: "https://cdn.test/ad.mp4") ?? URL(fileURLWithPath: "/")
    let tenSeconds = CMTime(seconds: 10, preferredTimescale: 600)

    init() async {
      await AppleLayerTests.reset()
    }

    /// A display over a laid-out container, with a recorder, its ad loaded. The container
    /// and the display are kept: a view does not retain its superview, nor an item its player.
    @MainActor
    struct Fixture {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let display: AVPlayerVideoDisplay
      let recorder = RecordingVideoDisplayDelegate()
      let item: AVPlayerItem

      init(url: URL) throws {
        display = AVPlayerVideoDisplay(adContainer: container)
        display.delegate = recorder
        display.load(url, mimeType: "video/mp4")
        item = try #require(display.player.currentItem)
      }
    }

    @Test("The ad's URL becomes the player's item; the video and overlay fill the container")
    func loadPutsTheItemInThePlayer() throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      #expect((ad.asset as? AVURLAsset)?.url == url)
      #expect(display.player.actionAtItemEnd == .pause)
      let container = fixture.container
      #expect(display.overlay.superview === container)
      #expect(container.subviews.count == 2)
      #expect(container.subviews.allSatisfy { $0.frame == container.bounds })
      #expect(recorder.log.isEmpty)
    }

    @Test("Loaded: reported with the item's duration once its status becomes readyToPlay (KVO)")
    func reportsLoadedWhenTheItemIsReady() async throws {
      let fixture = try Fixture(url: url)
      let (recorder, ad) = (fixture.recorder, fixture.item)
      await MainQueue.settle()
      #expect(recorder.log.isEmpty)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      #expect(recorder.log == ["loaded 10.0"])
    }

    @Test(
      "Progress: every 200 ms from the periodic time observer as time passes, and at exactly 25 % from the boundary observer"
    )
    func reportsProgressAsTimePasses() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      display.play()
      await display.player.advance(bySeconds: 1)
      #expect(
        recorder.log == [
          "loaded 10.0", "progress 0.0 of 10.0", "progress 0.2 of 10.0", "progress 0.4 of 10.0",
          "progress 0.6 of 10.0", "progress 0.8 of 10.0", "progress 1.0 of 10.0",
        ])
      recorder.clear()
      await display.player.advance(bySeconds: 1.6)
      #expect(
        recorder.log
          == ["1.2", "1.4", "1.6", "1.8", "2.0", "2.2", "2.4", "2.5", "2.6"].map {
            "progress \($0) of 10.0"
          })
    }

    @Test(
      "Completion: AVPlayerItemDidPlayToEndTimeNotification reports the duration reached and completes; the display hides"
    )
    func reportsCompletionAtTheEnd() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      display.play()
      #expect(!display.overlay.isHidden)
      await display.player.advance(bySeconds: 12)
      await MainQueue.settle()
      #expect(recorder.log.suffix(2) == ["progress 10.0 of 10.0", "complete"])
      #expect(recorder.log.filter { $0 == "complete" }.count == 1)
      #expect(display.overlay.isHidden)
      #expect(display.player.timeControlStatus == .paused)
    }

    @Test(
      "Failure: an item whose status becomes failed with an unrecognised format reports VAST 405")
    func reportsAFailedItem() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.failToLoad(with: AVError(.fileFormatNotRecognized))
      await MainQueue.settle()
      #expect(recorder.log == ["error 405"])
      #expect(display.player.currentItem == nil)
      #expect(ad.keyValueObservationCount(of: \.status) == 0)
    }

    @Test(
      "Audio interruption (AVAudioSession.interruptionNotification): suspended when it begins, resumed and playing when it ends with shouldResume"
    )
    func followsAnAudioInterruption() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      display.play()
      await MainQueue.settle()
      recorder.clear()
      let session = AVAudioSession.sharedInstance()
      session.beginInterruption()
      await MainQueue.settle()
      #expect(display.player.timeControlStatus == .paused)
      session.endInterruption(options: .shouldResume)
      await MainQueue.settle()
      // The periodic observer also runs when playback stops and starts (a progress report at
      // the same time each time).
      #expect(
        recorder.log == [
          "progress 0.0 of 10.0", "suspended", "resumed", "progress 0.0 of 10.0",
        ])
      #expect(display.player.timeControlStatus == .playing)
    }
  }
}
