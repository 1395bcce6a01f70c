/// Whether the GDPR applies to this user, as the publisher configures it.
///
/// The default is ``automatic``: the EEA, the United Kingdom and Switzerland get the consent
/// layer and `IABTCF_gdprApplies=1`, everyone else `IABTCF_gdprApplies=0` and no layer, decided
/// from ``ConsentConfiguration/userRegion`` (the App Store storefront or a server's answer), then
/// from the device's region. When neither names a country, the GDPR is treated as applying, and
/// ``ConsentManager/gdprDetermination`` says so with the source
/// ``GDPRDetermination/Source-swift.enum/undetermined``.
public enum GDPRApplicability: String, Hashable, Sendable, Codable {
  /// It applies: consent is collected everywhere.
  case yes
  /// It does not apply: no consent layer, and the TCF keys say so.
  case no
  /// Not known, and not looked up: treated as applying for every user in the world (the
  /// privacy-safe choice), which writes `IABTCF_gdprApplies=1` outside Europe too.
  /// ``ConsentManager/gdprDetermination`` reports it as
  /// ``GDPRDetermination/Source-swift.enum/undetermined``; prefer ``automatic``.
  case unknown
  /// Decided from the user's region: it applies in the EEA (the 27 EU members with their
  /// outermost regions, Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland.
  ///
  /// The region comes from ``ConsentConfiguration/debugGeography`` when set (testing only), then
  /// ``ConsentConfiguration/userRegion``, then the device's region. Without a usable country it
  /// is treated as applying, as ``unknown`` is.
  case automatic
}
