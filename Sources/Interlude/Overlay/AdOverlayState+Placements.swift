extension AdOverlayState {
  /// Where each of the overlay's own elements goes. Left to right: the attribution and the
  /// countdown at the top left, "Learn more" at the top right, the skip button at the bottom
  /// right and the debug watermark at the bottom left; right to left (Arabic, Hebrew), each
  /// mirrored. Elements in the same corner are laid from that corner's edge inward in the
  /// order attribution, countdown.
  ///
  /// Industry icons are not placed here: they keep the side their `<Icon>` gives them in every
  /// language (``Icon/horizontal``).
  package struct Placements: Hashable, Sendable {
    /// The "Ad 1 of 3" attribution.
    package var attribution: Placement
    /// The countdown, beside the attribution, inward from it.
    package var countdown: Placement
    /// The skip button.
    package var skipButton: Placement
    /// "Learn more".
    package var learnMore: Placement
    /// The debug watermark.
    package var debugWatermark: Placement

    /// Creates placements.
    package init(
      attribution: Placement, countdown: Placement, skipButton: Placement,
      learnMore: Placement, debugWatermark: Placement
    ) {
      self.attribution = attribution
      self.countdown = countdown
      self.skipButton = skipButton
      self.learnMore = learnMore
      self.debugWatermark = debugWatermark
    }

    /// The layout of left-to-right languages, as IMA draws its ad UI.
    package static let leftToRight = Placements(
      attribution: Placement(.left, .top), countdown: Placement(.left, .top),
      skipButton: Placement(.right, .bottom), learnMore: Placement(.right, .top),
      debugWatermark: Placement(.left, .bottom))

    /// The layout of right-to-left languages: ``leftToRight`` mirrored.
    package static let rightToLeft = Placements(
      attribution: leftToRight.attribution.mirrored, countdown: leftToRight.countdown.mirrored,
      skipButton: leftToRight.skipButton.mirrored, learnMore: leftToRight.learnMore.mirrored,
      debugWatermark: leftToRight.debugWatermark.mirrored)
  }
}
