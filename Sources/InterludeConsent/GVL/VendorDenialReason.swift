/// Why a vendor may not process a purpose.
public enum VendorDenialReason: Hashable, Sendable {
  /// The vendor id is not in the vendor list.
  case vendorNotInList
  /// The vendor is deleted from the vendor list.
  case vendorDeleted
  /// The publisher restricted the purpose for the vendor (restriction type 0).
  case publisherRestricted
  /// The vendor did not declare the purpose (or special purpose) at all.
  case purposeNotDeclared
  /// A restriction requires a legal basis the vendor did not declare, and the purpose is not
  /// flexible for it (or it is purpose 1, which is never flexible).
  case restrictionConflictsWithDeclaration
  /// Purpose 1 (store and/or access information) can never be processed under legitimate interest.
  case purposeOneRequiresConsent
  /// Consent basis: the user did not consent to the purpose.
  case noPurposeConsent
  /// Consent basis: the user did not consent to the vendor.
  case noVendorConsent
  /// Legitimate-interest basis: no transparency for the purpose, or the user objected to it.
  case noPurposeLegitimateInterest
  /// Legitimate-interest basis: the user objected to the vendor.
  case noVendorLegitimateInterest
}
