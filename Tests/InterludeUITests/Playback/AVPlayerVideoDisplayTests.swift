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
    let url = Fixture.adURL
    let tenSeconds = Fixture.tenSeconds

    init() async {
      await AppleLayerTests.reset()
    }

    /// A display over a laid-out container, with a recorder, its ad loaded. The container
    /// and the display are kept: a view does not retain its superview, nor an item its player.
    @MainActor
    struct Fixture {
      /// The ad's media URL the suites load.
      static let adURL = URL(string: "https://cdn.test/ad.mp4") ?? URL(fileURLWithPath: "/")
      /// A ten-second ad's duration, as AVFoundation gives it.
      static let tenSeconds = CMTime(seconds: 10, preferredTimescale: 600)

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

    @Test(
      "Buffered time: with each progress, the end of the item's loadedTimeRanges range that holds the playhead"
    )
    func reportsTheBufferedTime() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(
        duration: tenSeconds,
        loadedTimeRanges: [
          CMTimeRange(start: .zero, duration: CMTime(seconds: 4, preferredTimescale: 600))
        ])
      await MainQueue.settle()
      display.play()
      await display.player.advance(bySeconds: 0.2)
      #expect(
        recorder.log.suffix(2) == ["buffered to 4.0", "progress 0.2 of 10.0"])
      ad.setLoadedTimeRanges([
        CMTimeRange(start: .zero, duration: CMTime(seconds: 12, preferredTimescale: 600))
      ])
      await display.player.advance(bySeconds: 0.2)
      #expect(recorder.log.suffix(2) == ["buffered to 10.0", "progress 0.4 of 10.0"])
    }

    @Test("Loaded is reported once; an item of indefinite duration (a live stream) loads with none")
    func reportsAnUnknownDuration() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(duration: .indefinite)
      await MainQueue.settle()
      #expect(recorder.log == ["loaded nil"])
      display.play()
      await display.player.advance(bySeconds: 0.2)
      #expect(recorder.log.last == "progress 0.2 of 0.0")
    }

    @Test(
      "Stop: the ad's item leaves the player and the display hides; nothing is reported, even late")
    func stopReleasesTheAdSilently() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder, ad) = (fixture.display, fixture.recorder, fixture.item)
      ad.becomeReadyToPlay(duration: tenSeconds)
      display.play()
      #expect(!display.surface.isHidden)
      display.stop()
      await MainQueue.settle()
      #expect(recorder.log.isEmpty)
      #expect(display.player.currentItem == nil)
      #expect(display.player.timeControlStatus == .paused)
      #expect(display.surface.isHidden)
      #expect(display.overlay.isHidden)
      #expect(ad.keyValueObservationCount(of: \.status) == 0)
      #expect(display.player.timeObserverCount == 1)
    }

    @Test("Play before any ad is loaded does nothing")
    func playWithoutAnAdDoesNothing() async {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let display = AVPlayerVideoDisplay(adContainer: container)
      display.play()
      await MainQueue.settle()
      #expect(display.player.rate == 0)
      #expect(display.overlay.isHidden)
      #expect(display.surface.isHidden)
    }

    @Test("The ads' volume goes to the display's own player at once, clamped to 0...1")
    func volumeGoesToThePlayer() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let display = AVPlayerVideoDisplay(adContainer: container)
      display.volume = 0.5
      #expect(display.player.volume == 0.5)
      display.volume = 3
      #expect(display.player.volume == 1)
      display.volume = -2
      #expect(display.player.volume == 0)
    }

    @Test("The MIME types AVPlayer plays: MP4, QuickTime, M4V, 3GPP and HLS")
    func supportsAVPlayersTypes() {
      let container = UIView(frame: .zero)
      let types = AVPlayerVideoDisplay(adContainer: container).supportedMimeTypes
      #expect(
        Set(types) == [
          "video/mp4", "video/quicktime", "video/x-m4v", "video/3gpp", "application/x-mpegURL",
          "application/vnd.apple.mpegurl",
        ])
    }

    @Test("A released display removes its time observers and stops hearing notifications")
    func releasingTheDisplayLetsGo() async throws {
      var fixture: Fixture? = try Fixture(url: url)
      let player = try #require(fixture?.display.player)
      let ad = try #require(fixture?.item)
      ad.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      fixture?.display.play()
      #expect(player.timeObserverCount == 2)
      fixture = nil
      #expect(player.timeObserverCount == 0)
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      #expect(player.timeControlStatus == .playing)
    }
  }
}
