import SwiftUI

/// The UIKit ``PlayerViewController`` in the SwiftUI window, as IMA's current BasicExample hosts
/// its player controller.
struct PlayerView: UIViewControllerRepresentable {
  /// The app's consent wiring and ads loader.
  let privacy: PrivacySetup

  /// Creates the player controller once for the view's lifetime.
  func makeUIViewController(context: Context) -> PlayerViewController {
    PlayerViewController(privacy: privacy)
  }

  /// Nothing to update: the player holds its own state.
  func updateUIViewController(_ controller: PlayerViewController, context: Context) {}
}
