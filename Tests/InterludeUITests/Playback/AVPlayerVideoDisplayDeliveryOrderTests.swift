import AVFoundation
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerVideoDisplay reaches the main actor one way for both key-value observation and
  /// notifications, so they arrive in order. On a device, AVFoundation sends key-value changes
  /// on the main thread, and a notification posted on the main thread reaches an observer on
  /// the main queue within the post
  /// (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)):
  /// a change followed by a notification in one turn of the main thread must be handled in
  /// that order.
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay delivery order")
  struct AVPlayerVideoDisplayDeliveryOrderTests {
    typealias Fixture = AVPlayerVideoDisplayTests.Fixture
    let url = Fixture.adURL
    let tenSeconds = Fixture.tenSeconds

    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "The item's status becoming readyToPlay, then its didPlayToEndTime notification in the same turn: loaded, then the end"
    )
    func aStatusChangeThenANotificationArriveInOrder() async throws {
      let fixture = try Fixture(url: url)
      let (item, tenSeconds) = (fixture.item, tenSeconds)
      await MainThreadTurn.run {
        item.becomeReadyToPlay(duration: tenSeconds)
        NotificationCenter.default.post(
          name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
      }
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["loaded 10.0", "progress 10.0 of 10.0", "complete"])
    }

    @Test(
      "The item's status becoming readyToPlay, then the app entering the background in the same turn: loaded, then suspended"
    )
    func aStatusChangeThenTheBackgroundArriveInOrder() async throws {
      let fixture = try Fixture(url: url)
      let (item, tenSeconds) = (fixture.item, tenSeconds)
      await MainThreadTurn.run {
        item.becomeReadyToPlay(duration: tenSeconds)
        NotificationCenter.default.post(
          name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
      }
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["loaded 10.0", "suspended"])
      await UIApplication.shared.becomeActive()
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["loaded 10.0", "suspended", "resumed"])
    }

    @Test(
      "A notification of an ad's item that arrives after the display let go of the item (a new load) is dropped"
    )
    func aNotificationOfAReleasedItemIsDropped() async throws {
      let fixture = try Fixture(url: url)
      let (display, first) = (fixture.display, fixture.item)
      first.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      let url = url
      await MainThreadTurn.run {
        NotificationCenter.default.post(
          name: AVPlayerItem.didPlayToEndTimeNotification, object: first)
        display.load(url, mimeType: "video/mp4")
      }
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["loaded 10.0"])
      let second = try #require(display.player.currentItem)
      #expect(second !== first)
      second.becomeReadyToPlay(duration: tenSeconds)
      await MainQueue.settle()
      #expect(fixture.recorder.log == ["loaded 10.0", "loaded 10.0"])
    }
  }
}
