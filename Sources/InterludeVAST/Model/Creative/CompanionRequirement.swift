/// The `required` attribute of `<CompanionAds>`: which companions must be shown.
public enum CompanionRequirement: String, Hashable, Sendable, CaseIterable {
  /// Every companion must be shown, or none (else error 602).
  case all
  /// At least one companion must be shown.
  case any
  /// Companions are optional.
  case none
}
