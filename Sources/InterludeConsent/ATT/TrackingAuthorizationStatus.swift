/// The answer to Apple's App Tracking Transparency prompt, plus "no ATT here".
public enum TrackingAuthorizationStatus: String, Hashable, Sendable, CaseIterable {
  /// The user has not been asked yet.
  case notDetermined
  /// Tracking is restricted (parental controls, MDM): treat as denied, never ask.
  case restricted
  /// The user said no.
  case denied
  /// The user allowed tracking.
  case authorized
  /// ATT does not exist here (iOS before 14.5, or not an Apple platform).
  case unavailable
}
