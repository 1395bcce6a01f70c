import SwiftUI

/// The app (IMA's guide, step 1: a new iOS app project). One window: the player, 16:9, and a
/// "Privacy settings" button that opens the consent layer again, as a CMP must allow.
@main
struct BasicExampleApp: App {
  /// The consent wiring and the ads loader, created once per launch with the app.
  private let privacy = PrivacySetup()

  /// The window.
  var body: some Scene {
    WindowGroup {
      VStack(spacing: 16) {
        PlayerView(privacy: privacy)
          .aspectRatio(16 / 9, contentMode: .fit)
        Button("Privacy settings") {
          Task { await privacy.reopenConsentLayer() }
        }
        Spacer()
      }
    }
  }
}
