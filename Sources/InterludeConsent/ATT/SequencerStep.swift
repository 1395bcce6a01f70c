/// One step the ``ConsentSequencer`` took, logged so that tests and audits can check the order.
package enum SequencerStep: Hashable, Sendable, CustomStringConvertible {
  /// The ATT status found at the start.
  case foundStatus(TrackingAuthorizationStatus)
  /// Waited for the app to become active before prompting.
  case waitedForActive
  /// Showed the ATT prompt.
  case requestedTracking
  /// The ATT prompt answered.
  case trackingAnswered(TrackingAuthorizationStatus)
  /// Rejected the advertising purposes and their vendors (ATT denied or restricted).
  case rejectedTrackingPurposes
  /// Opened (or checked) the consent layer.
  case openedConsent
  /// Consent is resolved.
  case consentResolved
  /// Started a registered tracker.
  case startedTracker(String)
  /// The user reopened the consent layer.
  case reopenedConsent

  /// A short readable form.
  package var description: String {
    switch self {
    case .foundStatus(let status): "found ATT \(status.rawValue)"
    case .waitedForActive: "waited for the app to be active"
    case .requestedTracking: "requested ATT"
    case .trackingAnswered(let status): "ATT answered \(status.rawValue)"
    case .rejectedTrackingPurposes: "rejected the tracking purposes and vendors"
    case .openedConsent: "opened the consent layer if needed"
    case .consentResolved: "consent resolved"
    case .startedTracker(let name): "started \(name)"
    case .reopenedConsent: "reopened the consent layer"
    }
  }
}
