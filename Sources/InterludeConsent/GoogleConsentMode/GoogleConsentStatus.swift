/// One Google Consent Mode signal: the value `gtag('consent', …)` and Firebase's `setConsent`
/// take.
public enum GoogleConsentStatus: String, Hashable, Sendable, Codable, CaseIterable {
  /// Google may use what the signal covers.
  case granted
  /// Google may not.
  case denied

  /// `granted` when `allowed`, else `denied`.
  package init(allowed: Bool) {
    self = allowed ? .granted : .denied
  }

  /// Whether the signal is granted.
  public var isGranted: Bool { self == .granted }
}
