/// Whether the GDPR applies to this user, as the publisher configures it.
public enum GDPRApplicability: String, Hashable, Sendable, Codable {
  /// It applies: consent is collected.
  case yes
  /// It does not apply: no consent layer, and the TCF keys say so.
  case no
  /// Not known (no geolocation): treated as applying, the privacy-safe choice.
  case unknown
}
