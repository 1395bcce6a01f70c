extension AdOverlayState {
  /// What VoiceOver should announce when this state is drawn after `previous`: the
  /// ``announcement`` of a visible state, once; a redraw of the same state (when an icon's
  /// image arrives) announces nothing again.
  package func announcement(after previous: AdOverlayState) -> String? {
    guard isVisible, self != previous else { return nil }
    return announcement
  }
}
