import Foundation
import InterludeConsent

extension AdOverlayModel {
  /// What VoiceOver reads for a companion ad drawn in a slot: its `<AltText>`, else `text`'s
  /// ``AdOverlayText/companionAccessibility``; an image, and a link that opens the advertiser's
  /// page when it has a click-through.
  public static func accessibility(
    of companion: Companion, text: AdOverlayText = AdOverlayText()
  ) -> AdOverlayState.Accessibility {
    let altText = companion.altText?.trimmingCharacters(in: .whitespacesAndNewlines)
    let opens = !(companion.clickThrough ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    return AdOverlayState.Accessibility(
      label: altText.flatMap { $0.isEmpty ? nil : $0 }
        ?? text.fill(text.companionAccessibility, .companionAccessibility),
      hint: opens ? text.fill(text.advertiserPageHint, .advertiserPageHint) : nil,
      traits: opens ? [.image, .link] : .image)
  }
}
