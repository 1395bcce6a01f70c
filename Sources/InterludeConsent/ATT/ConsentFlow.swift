/// What the ATT-then-CMP sequencer needs from the consent engine (``ConsentSequencer``).
///
/// `ConsentManager` provides it in the SDK; tests use a recording fake.
@MainActor
package protocol ConsentFlow: AnyObject {
  /// Tells the engine the ATT answer (it is part of the consent record).
  func setTrackingAuthorizationStatus(_ status: TrackingAuthorizationStatus)
  /// Rejects the advertising (tracking) purposes the publisher configured, and their vendors,
  /// without asking: what a denied ATT answer means.
  func rejectTrackingPurposes()
  /// Shows the consent layer if it is needed and returns once consent is resolved (at once
  /// when a valid choice already exists).
  func checkAndOpen() async
  /// Opens the consent layer on the user's request and returns when it closes.
  func forceOpen() async
}
