import AVFoundation
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// What holds AVPlayerVideoDisplay's ad still, against the AVFoundation and UIKit fakes: a
  /// stall (buffering, which the SDK hears of), an audio interruption and the background (holds,
  /// which are no pause of the SDK's: suspended, then the suspension's end), and the audio
  /// session it prepares before an ad plays.
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay stalls, interruptions, background")
  struct AVPlayerVideoDisplayHoldTests {
    typealias Fixture = AVPlayerVideoDisplayTests.Fixture
    let url = Fixture.adURL
    let tenSeconds = Fixture.tenSeconds
    let session = AVAudioSession.sharedInstance()

    init() async throws {
      await AppleLayerTests.reset()
      // The session as an app starts with it
      // (https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.property:
      // solo ambient by default), inactive.
      try session.setCategory(.soloAmbient, mode: .default)
      try session.setActive(false)
    }

    /// A fixture whose ad is ready and playing, its log cleared.
    func playingAd() async throws -> Fixture {
      let fixture = try Fixture(url: url)
      fixture.item.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      fixture.display.play()
      await MainQueue.settle()
      fixture.recorder.clear()
      return fixture
    }

    /// The log without the progress lines (the periodic time observer also runs whenever
    /// playback starts or stops, https://developer.apple.com/documentation/avfoundation/avplayer/addperiodictimeobserver(forinterval:queue:using:)).
    func events(_ fixture: Fixture) -> [String] {
      fixture.recorder.log.filter { !$0.hasPrefix("progress") }
    }

    // MARK: Stalls

    // https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.enum/waitingtoplayatspecifiedrate
    @Test(
      "Stall and recovery: the player waiting to play (timeControlStatus, KVO) reports buffering, playing again reports buffered"
    )
    func reportsAStallAndItsRecovery() async throws {
      let fixture = try await playingAd()
      fixture.item.stall()
      await MainQueue.settle()
      #expect(events(fixture) == ["buffering"])
      #expect(fixture.display.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      await fixture.display.player.advance(bySeconds: 1)
      fixture.item.endStall()
      await MainQueue.settle()
      #expect(events(fixture) == ["buffering", "buffered"])
      await fixture.display.player.advance(bySeconds: 1)
      #expect(fixture.recorder.log.last == "progress 1.0 of 10.0")
    }

    @Test("An ad the SDK paused is not stalled: a stall while paused reports nothing")
    func aPausedAdDoesNotBuffer() async throws {
      let fixture = try await playingAd()
      fixture.display.pause()
      await MainQueue.settle()
      fixture.item.stall()
      fixture.item.endStall()
      await MainQueue.settle()
      #expect(events(fixture).isEmpty)
    }

    // MARK: Audio interruptions

    // https://developer.apple.com/documentation/avfaudio/handling-audio-interruptions: when the
    // interruption ends without shouldResume the app should not resume playback.
    @Test(
      "Audio interruption ended without shouldResume: the ad stays held (paused) until the app is active again"
    )
    func anInterruptionWithoutShouldResumeWaitsForTheApp() async throws {
      let fixture = try await playingAd()
      let player = fixture.display.player
      session.beginInterruption()
      await MainQueue.settle()
      session.endInterruption(options: [])
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended"])
      #expect(player.timeControlStatus == .paused)
      await player.advance(bySeconds: 1)
      #expect(player.currentTime() == .zero)
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "resumed"])
      #expect(player.timeControlStatus == .playing)
    }

    @Test(
      "Audio interruption of an ad the SDK paused: suspended, then resumed, and the ad stays paused"
    )
    func anInterruptionOfAPausedAdLeavesItPaused() async throws {
      let fixture = try await playingAd()
      fixture.display.pause()
      await MainQueue.settle()
      fixture.recorder.clear()
      session.beginInterruption()
      await MainQueue.settle()
      session.endInterruption(options: .shouldResume)
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "resumed"])
      #expect(fixture.display.player.timeControlStatus == .paused)
    }

    @Test(
      "An interruption notification without a type (AVAudioSessionInterruptionTypeKey) changes nothing"
    )
    func anInterruptionWithoutATypeChangesNothing() async throws {
      let fixture = try await playingAd()
      await NotificationCenter.default.postOnMainThread(
        AVAudioSession.interruptionNotification, object: session, userInfo: [:])
      await MainQueue.settle()
      #expect(fixture.recorder.log.isEmpty)
      #expect(fixture.display.player.timeControlStatus == .playing)
    }

    @Test("An interruption that began while no ad was loaded holds the next ad until it ends")
    func anInterruptionOutlastsTheAd() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder) = (fixture.display, fixture.recorder)
      display.stop()
      session.beginInterruption()
      await MainQueue.settle()
      #expect(recorder.log.isEmpty)
      display.load(url, mimeType: "video/mp4")
      let item = try #require(display.player.currentItem)
      #expect(recorder.log == ["suspended"])
      item.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      display.play()
      #expect(display.player.timeControlStatus == .paused)
      session.endInterruption(options: .shouldResume)
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "loaded 10.0", "resumed"])
      #expect(display.player.timeControlStatus == .playing)
    }

    // MARK: Background

    // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    // and https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
    @Test(
      "Background and return: the ad is suspended (paused) in the background and plays again when the app is active"
    )
    func pausesInTheBackgroundAndResumes() async throws {
      let fixture = try await playingAd()
      let player = fixture.display.player
      await player.advance(bySeconds: 1)
      fixture.recorder.clear()
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended"])
      #expect(player.timeControlStatus == .paused)
      await player.advance(bySeconds: 2)
      #expect(player.currentTime().seconds == 1)
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "resumed"])
      #expect(player.timeControlStatus == .playing)
      await player.advance(bySeconds: 1)
      #expect(player.currentTime().seconds == 2)
    }

    @Test(
      "Settings.enableBackgroundPlayback (configure(with:)): the ad goes on playing in the background"
    )
    func playsOnInTheBackgroundWhenTheSettingsSaySo() async throws {
      let fixture = try await playingAd()
      var settings = Settings()
      settings.enableBackgroundPlayback = true
      fixture.display.configure(with: settings)
      #expect(!fixture.display.pausesInBackground)
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      #expect(fixture.recorder.log.isEmpty)
      #expect(fixture.display.player.timeControlStatus == .playing)
      fixture.display.configure(with: Settings())
      #expect(fixture.display.pausesInBackground)
    }

    @Test(
      "An ad loaded in the background is suspended at once and plays only when the app is active")
    func anAdLoadedInTheBackgroundWaits() async throws {
      let fixture = try Fixture(url: url)
      let (display, recorder) = (fixture.display, fixture.recorder)
      display.stop()
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      #expect(recorder.log.isEmpty)
      display.load(url, mimeType: "video/mp4")
      let item = try #require(display.player.currentItem)
      #expect(recorder.log == ["suspended"])
      item.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      display.play()
      await MainQueue.settle()
      #expect(display.player.timeControlStatus == .paused)
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "loaded 10.0", "resumed"])
      #expect(display.player.timeControlStatus == .playing)
    }

    @Test(
      "The SDK's pause while the ad is held: the ad stays paused when the hold ends; play then plays it"
    )
    func pauseAndPlayWhileHeld() async throws {
      let fixture = try await playingAd()
      let player = fixture.display.player
      await UIApplication.shared.enterBackground()
      await MainQueue.settle()
      fixture.display.pause()
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(events(fixture) == ["suspended", "resumed"])
      #expect(player.timeControlStatus == .paused)
      fixture.display.play()
      #expect(player.timeControlStatus == .playing)
    }

    // MARK: Audio session

    // https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/playback
    @Test(
      "Before an ad plays, a session left at the system default becomes playback (movie playback mode) and is activated"
    )
    func preparesTheAudioSession() async throws {
      let fixture = try Fixture(url: url)
      #expect(!session.isActive)
      fixture.item.becomeReadyToPlay(duration: tenSeconds)
      fixture.display.play()
      #expect(session.category == .playback)
      #expect(session.mode == .moviePlayback)
      #expect(session.isActive)
    }

    @Test("A category the app chose is never changed; the session is activated")
    func keepsTheAppsCategory() async throws {
      try session.setCategory(.ambient, mode: .default, options: .mixWithOthers)
      let fixture = try Fixture(url: url)
      fixture.item.becomeReadyToPlay(duration: tenSeconds)
      fixture.display.play()
      #expect(session.category == .ambient)
      #expect(session.categoryOptions == .mixWithOthers)
      #expect(session.isActive)
    }

    @Test("managesAudioSession false leaves the audio session alone")
    func leavesTheSessionAloneWhenAsked() async throws {
      let fixture = try Fixture(url: url)
      fixture.display.managesAudioSession = false
      fixture.item.becomeReadyToPlay(duration: tenSeconds)
      fixture.display.play()
      #expect(session.category == .soloAmbient)
      #expect(!session.isActive)
    }

    @Test("A session that cannot be activated does not stop the ad from playing")
    func playsWhenTheSessionCannotBeActivated() async throws {
      session.activationError = NSError(domain: "NSOSStatusErrorDomain", code: 561_017_449)
      let fixture = try Fixture(url: url)
      fixture.item.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      fixture.display.play()
      #expect(fixture.display.player.timeControlStatus == .playing)
      #expect(!session.isActive)
    }
  }
}
