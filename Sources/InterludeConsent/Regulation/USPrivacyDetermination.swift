/// Which US privacy section applies to this user, and what decided it.
public struct USPrivacyDetermination: Hashable, Sendable {
  /// The jurisdiction whose GPP section is written; nil when the user is not in the United
  /// States (or nothing said where the user is), and the US layer is not shown.
  public var jurisdiction: USPrivacyJurisdiction?
  /// What decided it: ``GDPRDetermination/Source-swift.enum/debugGeography``,
  /// ``GDPRDetermination/Source-swift.enum/appRegion``,
  /// ``GDPRDetermination/Source-swift.enum/deviceRegion`` or
  /// ``GDPRDetermination/Source-swift.enum/undetermined``.
  public var source: GDPRDetermination.Source

  /// Creates a determination.
  package init(jurisdiction: USPrivacyJurisdiction?, source: GDPRDetermination.Source) {
    self.jurisdiction = jurisdiction
    self.source = source
  }
}
