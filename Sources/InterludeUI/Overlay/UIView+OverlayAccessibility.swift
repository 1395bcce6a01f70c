#if canImport(UIKit) && !os(watchOS)
import Interlude
// The iOS 16 SDK declares the accessibility traits and notifications (UIAccessibilityTraitButton,
// UIAccessibilityAnnouncementNotification…) as mutable C globals, which Swift 6 refuses to read;
// newer SDKs make them constants. @preconcurrency accepts both.
@preconcurrency import UIKit

extension UIView {
  /// Sets the view's VoiceOver label, hint and traits from the overlay's platform-neutral
  /// `accessibility` (nil clears them); a disabled control also reads as not enabled.
  func applyOverlayAccessibility(
    _ accessibility: AdOverlayState.Accessibility?, isEnabled: Bool = true
  ) {
    isAccessibilityElement = accessibility != nil
    accessibilityLabel = accessibility?.label
    accessibilityHint = accessibility?.hint
    var traits = UIAccessibilityTraits()
    let neutral = accessibility?.traits ?? []
    let pairs: [(AdOverlayState.Accessibility.Traits, UIAccessibilityTraits)] = [
      (.button, .button), (.staticText, .staticText), (.updatesFrequently, .updatesFrequently),
      (.image, .image), (.link, .link),
    ]
    for (trait, uiTrait) in pairs where neutral.contains(trait) { traits.insert(uiTrait) }
    if !isEnabled { traits.insert(.notEnabled) }
    accessibilityTraits = traits
  }

  /// Has VoiceOver say `announcement` now.
  static func postOverlayAnnouncement(_ announcement: String) {
    UIAccessibility.post(notification: .announcement, argument: announcement)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
