/// Whether the GDPR applies to this user, and what decided it.
public struct GDPRDetermination: Hashable, Sendable {
  /// What decided whether the GDPR applies.
  public enum Source: String, Hashable, Sendable, Codable {
    /// ``GDPRApplicability/yes`` or ``GDPRApplicability/no`` in the configuration.
    case configured
    /// ``ConsentConfiguration/debugGeography``, a testing override.
    case debugGeography
    /// ``ConsentConfiguration/userRegion``: the storefront or a server's answer.
    case appRegion
    /// The device's region setting, when the app gave no usable region.
    case deviceRegion
    /// Nothing: ``GDPRApplicability/unknown``, or ``GDPRApplicability/automatic`` without a usable
    /// country. The GDPR is treated as applying.
    case undetermined
  }

  /// Whether the consent layer is shown and `IABTCF_gdprApplies` is 1.
  public var applies: Bool
  /// What decided it.
  public var source: Source
  /// The geography the region was found in; nil when no region was looked up.
  public var geography: ConsentGeography?
  /// The ISO 3166-1 alpha-2 country code that decided it, when one did.
  public var countryCode: String?

  /// Creates a determination.
  package init(
    applies: Bool, source: Source, geography: ConsentGeography? = nil, countryCode: String? = nil
  ) {
    self.applies = applies
    self.source = source
    self.geography = geography
    self.countryCode = countryCode
  }
}
