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
  /// A US state with its own privacy law: the GDPR does not apply. (This engine writes no US
  /// GPP section; a region lookup never returns it, only an override or the app can say so.)
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
