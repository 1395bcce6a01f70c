import SwiftUI

/// The app (IMA's guide, step 1: a new iOS app project). One window: the player (the video,
/// 16:9, with the companion slot under it) and a "Privacy settings" button that opens the
/// consent layer again, as a CMP must allow.
///
/// Main-actor isolated, as `App` is in the iOS 18 SDK: the stored ``PrivacySetup`` (a main-actor
/// class) is created in the app's initialiser, which must therefore run on the main actor with
/// every SDK.
@main
@MainActor
struct BasicExampleApp: App {
  /// The consent wiring and the ads loader, created once per launch with the app.
  private let privacy = PrivacySetup()

  /// The window.
  var body: some Scene {
    WindowGroup {
      VStack(spacing: 16) {
        PlayerView(privacy: privacy)
        Button("Privacy settings") {
          Task { await privacy.reopenConsentLayer() }
        }
      }
    }
  }
}
