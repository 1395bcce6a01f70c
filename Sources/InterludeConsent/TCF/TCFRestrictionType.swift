/// The 2-bit `RestrictionType` of a publisher restriction.
public enum TCFRestrictionType: Int, Hashable, Sendable, CaseIterable {
  /// 0: the purpose is flatly not allowed for the vendors listed.
  case notAllowed = 0
  /// 1: the vendors must use consent (they declared LI and flexible).
  case requireConsent = 1
  /// 2: the vendors must use legitimate interest (they declared consent and flexible).
  case requireLegitimateInterest = 2
  /// 3: undefined by the specification; kept so that such strings still decode.
  case undefined = 3
}
