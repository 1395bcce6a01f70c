import AVFoundation
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerVideoDisplay's failures against the AVFoundation fakes: every error of the core's
  /// table of player errors (VAST 4.3 §2.3.6.3: 401 "File not found", 405 "Problem displaying
  /// MediaFile", 400 "General Linear error" for the rest) reaches the delegate with its code,
  /// whichever way AVFoundation reports it.
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay failures")
  struct AVPlayerVideoDisplayFailureTests {
    typealias Fixture = AVPlayerVideoDisplayTests.Fixture
    let url = Fixture.adURL
    let tenSeconds = Fixture.tenSeconds

    init() async {
      await AppleLayerTests.reset()
    }

    /// The error of a row of the table, as a player reports it (an NSError of that domain and
    /// code).
    static func error(ofRow index: Int) -> NSError {
      let row = VideoDisplayError.playerErrorTable[index]
      return NSError(
        domain: row.domain, code: row.code,
        userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])
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

    // https://developer.apple.com/documentation/avfoundation/avplayeritem/status: failed, with
    // the reason in `error`.
    @Test(
      "An item that fails to load (status failed, KVO) reports the VAST code the player error table gives its error",
      arguments: VideoDisplayError.playerErrorTable.indices)
    func reportsEachTableErrorOfAFailedItem(row: Int) async throws {
      let fixture = try Fixture(url: url)
      fixture.item.failToLoad(with: Self.error(ofRow: row))
      await MainQueue.settle()
      #expect(
        fixture.recorder.log == [
          "error \(VideoDisplayError.playerErrorTable[row].vastCode.rawValue)"
        ]
      )
      #expect(fixture.display.player.currentItem == nil)
      #expect(fixture.display.overlay.isHidden)
    }

    // https://developer.apple.com/documentation/avfoundation/avplayeritem/failedtoplaytoendtimenotification:
    // the error under AVPlayerItemFailedToPlayToEndTimeErrorKey.
    @Test(
      "An item that fails while playing (AVPlayerItemFailedToPlayToEndTimeNotification) reports the VAST code the table gives its error",
      arguments: VideoDisplayError.playerErrorTable.indices)
    func reportsEachTableErrorOfAPlaybackFailure(row: Int) async throws {
      let fixture = try await playingAd()
      fixture.item.failToPlayToEnd(with: Self.error(ofRow: row))
      await MainQueue.settle()
      #expect(
        fixture.recorder.log == [
          "error \(VideoDisplayError.playerErrorTable[row].vastCode.rawValue)"
        ]
      )
      #expect(fixture.display.player.currentItem == nil)
      #expect(fixture.display.player.timeControlStatus == .paused)
    }

    @Test(
      "AVFoundation's own error wrapping a table error (NSUnderlyingErrorKey) reports the wrapped error's VAST code",
      arguments: VideoDisplayError.playerErrorTable.indices)
    func reportsTheWrappedErrorsCode(row: Int) async throws {
      let fixture = try Fixture(url: url)
      fixture.item.failToLoad(
        with: AVError(.unknown, userInfo: [NSUnderlyingErrorKey: Self.error(ofRow: row)]))
      await MainQueue.settle()
      #expect(
        fixture.recorder.log == [
          "error \(VideoDisplayError.playerErrorTable[row].vastCode.rawValue)"
        ]
      )
    }

    @Test(
      "An error the table does not list is a general linear error (VAST 400), by status or by notification"
    )
    func reportsUnlistedErrorsAs400() async throws {
      let timedOut = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)
      let failed = try Fixture(url: url)
      failed.item.failToLoad(with: timedOut)
      await MainQueue.settle()
      #expect(failed.recorder.log == ["error 400"])

      let playing = try await playingAd()
      playing.item.failToPlayToEnd(with: AVError(.mediaServicesWereReset))
      await MainQueue.settle()
      #expect(playing.recorder.log == ["error 400"])
    }

    @Test("A failure notification without an error is a general linear error (VAST 400)")
    func reportsAFailureWithoutAnErrorAs400() async throws {
      let fixture = try await playingAd()
      await NotificationCenter.default.postOnMainThread(
        AVPlayerItem.failedToPlayToEndTimeNotification, object: fixture.item)
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["error 400"])
    }

    @Test("displayError(_:) maps each table row, and no error at all, as the core's table says")
    func displayErrorFollowsTheTable() {
      for row in VideoDisplayError.playerErrorTable.indices {
        let error = AVPlayerVideoDisplay.displayError(Self.error(ofRow: row))
        #expect(error.vastCode == VideoDisplayError.playerErrorTable[row].vastCode)
      }
      #expect(AVPlayerVideoDisplay.displayError(nil) == .playbackFailed("unknown error"))
    }

    @Test("A failure is reported once, and the display says nothing more of the failed ad")
    func reportsAFailureOnce() async throws {
      let fixture = try await playingAd()
      fixture.item.failToPlayToEnd(with: AVError(.decodeFailed))
      fixture.item.failToPlayToEnd(with: AVError(.decodeFailed))
      await MainQueue.settle()
      await fixture.display.player.advance(bySeconds: 1)
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["error 405"])
    }
  }
}
