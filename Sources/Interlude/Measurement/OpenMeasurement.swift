/// Measures viewability and verification of the ads through the IAB Open Measurement SDK (OM
/// SDK), which the app links and adapts: the SDK cannot ship it, so it hands each ad to this
/// seam instead.
///
/// Attach one with ``AdDisplayContainer/openMeasurement``. For every ad that starts playing the
/// ads manager calls ``startSession(for:)`` once, with the ad's verification resources (its own
/// and its wrappers', those with an `omid` JavaScript resource) and the container's friendly
/// obstructions, then reports the ad's media
/// events to the returned session and finishes it when the ad completes, is skipped, fails or
/// is stopped (``AdsManager/destroy()``, ``AdsManager/discardAdBreak()``). An adapter creates
/// and starts an `OMIDAdSession` here and forwards the events to `OMIDAdEvents` and
/// `OMIDMediaEvents` (see `Docs/OpenMeasurement.md`).
///
/// Without a provider no verification script runs, and each `<Verification>`'s
/// `verificationNotExecuted` tracking fires once per ad with `[REASON]` 2 (verification not
/// supported), through the beacon sender and consent like every other beacon. With one, only
/// the verifications the OM SDK cannot run (no `<JavaScriptResource apiFramework="omid">`)
/// report it.
///
/// IMA runs the OM SDK itself; here the app brings it, and everything else (when sessions
/// start, which events they get, in which order) is the SDK's.
@MainActor
public protocol OpenMeasurement: AnyObject {
  /// Creates and starts the measurement session of one ad, before its media loads; every later
  /// call for the ad goes to the session returned.
  func startSession(for ad: MeasuredAd) -> any OpenMeasurementSession
}
