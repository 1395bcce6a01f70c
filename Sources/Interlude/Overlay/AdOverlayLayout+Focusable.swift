extension AdOverlayLayout {
  /// What can take focus on tvOS (``AdOverlayLayout/focusOrder(of:drawnIcons:)``).
  package enum Focusable: Hashable, Sendable {
    /// The skip button.
    case skipButton
    /// The icon at this index of ``AdInfo/icons``.
    case icon(Int)
  }
}
