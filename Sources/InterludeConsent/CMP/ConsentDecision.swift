/// What the user decided in the consent layer.
public enum ConsentDecision: Hashable, Sendable {
  /// Accept everything the publisher asks for.
  case acceptAll
  /// Reject everything (consents and legitimate interests).
  case rejectAll
  /// A detailed choice from the second layer.
  case custom(ConsentChoice)
  /// The layer was closed without a choice: nothing is saved.
  case dismissed
}
