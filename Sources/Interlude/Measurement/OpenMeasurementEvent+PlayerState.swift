extension OpenMeasurementEvent {
  /// How the player is shown: `OMIDPlayerState`.
  public enum PlayerState: String, Hashable, Sendable, CaseIterable {
    /// Minimized (for example in a corner).
    case minimized
    /// Collapsed below its normal size.
    case collapsed
    /// Its normal size.
    case normal
    /// Expanded beyond its normal size.
    case expanded
    /// Full screen.
    case fullscreen
  }
}
