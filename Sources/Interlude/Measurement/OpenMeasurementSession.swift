/// The measurement of one ad, created by ``OpenMeasurement/startSession(for:)``: IMA's use of
/// an `OMIDAdSession` with its `OMIDAdEvents` and `OMIDMediaEvents`.
///
/// The ads manager reports the ad's events in the order they happen: ``OpenMeasurementEvent/loaded(skipOffset:position:)``,
/// ``OpenMeasurementEvent/impression``, ``OpenMeasurementEvent/start(duration:volume:)``, the
/// quartiles, and ``OpenMeasurementEvent/complete`` or ``OpenMeasurementEvent/skipped``, with
/// pauses, volume changes and buffering in between; then ``finish()``, once, after which
/// nothing more arrives.
@MainActor
public protocol OpenMeasurementSession: AnyObject {
  /// Something happened to the ad (the OM SDK's ad and media events).
  func record(_ event: OpenMeasurementEvent)
  /// The ad is over (completed, skipped, failed or stopped): `OMIDAdSession.finish()`.
  func finish()
}
