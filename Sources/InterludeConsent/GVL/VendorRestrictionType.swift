/// The kind of a TCF publisher restriction (2 bits in the TC string, one character in
/// `IABTCF_PublisherRestrictions{ID}`).
public enum VendorRestrictionType: Int, Hashable, Sendable, CaseIterable {
  /// 0: the purpose is flatly not allowed for the vendor.
  case notAllowed = 0
  /// 1: the vendor must use consent (it declared legitimate interest and flexible).
  case requireConsent = 1
  /// 2: the vendor must use legitimate interest (it declared consent and flexible).
  case requireLegitimateInterest = 2
}
