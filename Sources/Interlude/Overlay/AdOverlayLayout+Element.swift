extension AdOverlayLayout {
  /// One of the overlay's own elements, in the order they are laid from a corner's edge
  /// inward when they share it.
  package enum Element: CaseIterable, Hashable, Sendable {
    /// The "Ad 1 of 3" attribution.
    case attribution
    /// The countdown.
    case countdown
    /// "Learn more".
    case learnMore
    /// The skip button.
    case skipButton
    /// The debug watermark.
    case debugWatermark

    /// Whether `state` shows the element: the overlay is visible and the element has a value.
    package func isShown(in state: AdOverlayState) -> Bool {
      guard state.isVisible else { return false }
      return switch self {
      case .attribution: state.attribution != nil
      case .countdown: state.countdown != nil
      case .learnMore: state.learnMore != nil
      case .skipButton: state.skipButton != nil
      case .debugWatermark: state.debugWatermark != nil
      }
    }

    /// The element's corner in `placements`.
    package func placement(in placements: AdOverlayState.Placements) -> AdOverlayState.Placement {
      switch self {
      case .attribution: placements.attribution
      case .countdown: placements.countdown
      case .learnMore: placements.learnMore
      case .skipButton: placements.skipButton
      case .debugWatermark: placements.debugWatermark
      }
    }

    /// Whether the element is a button: padded, and at least a touch target large.
    var isButton: Bool { self == .learnMore || self == .skipButton }
  }
}
