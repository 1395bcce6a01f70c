/// What the app tells the playing ad's Open Measurement session that the SDK cannot see: the
/// player's state and its view. Ignored when no ad plays or no provider is attached
/// (``AdDisplayContainer/openMeasurement``).
extension AdsManager {
  /// The player changed how it is shown (for example entered full screen): the playing ad's
  /// session records ``OpenMeasurementEvent/playerStateChange(_:)``.
  public func playerStateDidChange(to state: OpenMeasurementEvent.PlayerState) {
    session.current?.measurement.record(.playerStateChange(state))
  }

  /// The view the ads play in changed (moved to another view hierarchy, or replaced): the
  /// playing ad's session records ``OpenMeasurementEvent/adViewChange``.
  public func adViewDidChange() {
    session.current?.measurement.record(.adViewChange)
  }
}
