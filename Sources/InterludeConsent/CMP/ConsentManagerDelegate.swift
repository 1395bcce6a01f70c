/// Hears about consent changes.
@MainActor
public protocol ConsentManagerDelegate: AnyObject {
  /// Consent was saved (a new choice, an import, or a reset).
  func consentManager(_ manager: ConsentManager, didUpdate choice: ConsentChoice?)
  /// A choice could not be saved (encoding or storage failed); the previous one stands.
  func consentManager(_ manager: ConsentManager, didFailToSave error: any Error)
}

extension ConsentManagerDelegate {
  /// Does nothing.
  public func consentManager(_ manager: ConsentManager, didFailToSave error: any Error) {}
}
