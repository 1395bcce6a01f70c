/// Where a user is, as far as consent rules go.
///
/// The result of looking up a region, and the value of a debug override
/// (``ConsentConfiguration/debugGeography``), like Google UMP's debug geography.
public enum ConsentGeography: String, Hashable, Sendable, Codable, CaseIterable {
  /// The European Economic Area: the GDPR applies.
  case eea
  /// The United Kingdom: the UK GDPR applies, handled as the GDPR.
  case unitedKingdom
  /// Switzerland: the revised Federal Act on Data Protection, handled as the GDPR.
  case switzerland
  /// A US state with its own privacy law: the GDPR does not apply. As a debug override it puts
  /// the user in the state ``ConsentConfiguration/debugUSState`` names (for the US privacy
  /// section, ``USPrivacyManager/determination``); a region lookup for the GDPR never returns
  /// it.
  case regulatedUSState
  /// Anywhere else: the GDPR does not apply.
  case other

  /// Whether the consent layer and `IABTCF_gdprApplies=1` apply here.
  public var gdprApplies: Bool {
    switch self {
    case .eea, .unitedKingdom, .switzerland: return true
    case .regulatedUSState, .other: return false
    }
  }
}
