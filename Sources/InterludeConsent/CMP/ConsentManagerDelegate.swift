/// Hears about consent changes and about the consent layer.
@MainActor
public protocol ConsentManagerDelegate: AnyObject {
  /// Consent was saved (a new choice, an import, or a reset).
  func consentManager(_ manager: ConsentManager, didUpdate choice: ConsentChoice?)
  /// A choice could not be saved (encoding or storage failed); the previous one stands.
  func consentManager(_ manager: ConsentManager, didFailToSave error: any Error)
  /// The consent layer is being shown: the manager handed it to its presenter.
  func consentManagerDidShowLayer(_ manager: ConsentManager)
  /// The consent layer closed with `decision`, already applied (``ConsentDecision/dismissed``
  /// saves nothing).
  func consentManager(_ manager: ConsentManager, didCloseLayerWith decision: ConsentDecision)
  /// The App Tracking Transparency answer differs from the one recorded before on this device
  /// (`previous` is nil when none was): the user answered the prompt or changed it in Settings.
  func consentManager(
    _ manager: ConsentManager,
    didChangeTrackingAuthorizationStatus status: TrackingAuthorizationStatus,
    from previous: TrackingAuthorizationStatus?)
}

extension ConsentManagerDelegate {
  /// Does nothing.
  public func consentManager(_ manager: ConsentManager, didFailToSave error: any Error) {}
  /// Does nothing.
  public func consentManagerDidShowLayer(_ manager: ConsentManager) {}
  /// Does nothing.
  public func consentManager(
    _ manager: ConsentManager, didCloseLayerWith decision: ConsentDecision
  ) {}
  /// Does nothing.
  public func consentManager(
    _ manager: ConsentManager,
    didChangeTrackingAuthorizationStatus status: TrackingAuthorizationStatus,
    from previous: TrackingAuthorizationStatus?
  ) {}
}
