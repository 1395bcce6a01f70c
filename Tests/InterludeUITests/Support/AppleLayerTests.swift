import AVFoundation
import Testing
import UIKit

/// The root of every suite of this target, serialized: the fakes of Apple's frameworks hold
/// process-wide state as the frameworks do (the shared application and its state, the audio
/// session, the default notification center), so the tests of the Apple layer run one at a time
/// and each starts from `AppleLayerTests.reset()`.
@Suite(.serialized)
enum AppleLayerTests {
  /// Puts the process-wide fakes back as an app starts: active, URLs open, the audio session
  /// activates, no accessibility notification posted.
  @MainActor
  static func reset() async {
    let application = UIApplication.shared
    if application.applicationState != .active { await application.becomeActive() }
    application.resetOpenedURLs()
    AVAudioSession.sharedInstance().activationError = nil
    UIAccessibility.postedNotifications = []
  }
}
