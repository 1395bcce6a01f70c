import AVFoundation
import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The notification names the layer observes are Foundation's `Notification.Name`s with Apple's
  /// values, so an observer of the real name hears the fake's post (and the layer's observers
  /// would hear Apple's).
  @Suite("Apple fakes: notification names")
  struct NotificationNameTests {
    @Test("Each name the layer observes carries the constant's value Apple's frameworks post")
    func applesValues() {
      let names: [(Notification.Name, String)] = [
        (AVPlayerItem.didPlayToEndTimeNotification, "AVPlayerItemDidPlayToEndTimeNotification"),
        (
          AVPlayerItem.failedToPlayToEndTimeNotification,
          "AVPlayerItemFailedToPlayToEndTimeNotification"
        ),
        (AVPlayerItem.playbackStalledNotification, "AVPlayerItemPlaybackStalledNotification"),
        (AVAudioSession.interruptionNotification, "AVAudioSessionInterruptionNotification"),
        (
          UIApplication.didEnterBackgroundNotification,
          "UIApplicationDidEnterBackgroundNotification"
        ),
        (UIApplication.didBecomeActiveNotification, "UIApplicationDidBecomeActiveNotification"),
        (
          UIApplication.willEnterForegroundNotification,
          "UIApplicationWillEnterForegroundNotification"
        ),
        (UIApplication.willResignActiveNotification, "UIApplicationWillResignActiveNotification"),
      ]
      for (name, value) in names {
        #expect(name == Notification.Name(value))
      }
    }
  }
}
