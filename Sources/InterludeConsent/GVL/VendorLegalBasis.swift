/// The legal basis a vendor processes a purpose under.
public enum VendorLegalBasis: Hashable, Sendable {
  /// The user's consent.
  case consent
  /// The vendor's legitimate interest (the user was told and did not object).
  case legitimateInterest
}
