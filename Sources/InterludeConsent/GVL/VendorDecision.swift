public import Foundation

/// Whether a vendor may process a purpose, following the TCF order of evaluation:
/// publisher restrictions, then the applicable legal basis (the declared one, or the one a
/// restriction selects on a flexible purpose), then the purpose signal AND the vendor signal.
public enum VendorDecision: Hashable, Sendable {
  /// Allowed, under this legal basis.
  case allowed(VendorLegalBasis)
  /// Denied, for this reason.
  case denied(VendorDenialReason)

  /// True when the vendor may process the purpose.
  public var isAllowed: Bool {
    if case .allowed = self { return true }
    return false
  }

  /// Decides whether `vendor` may process `purpose` given the user's and publisher's signals.
  public static func evaluate(
    vendor: GVLVendor, purpose: Int, consents: VendorDecisionInput
  ) -> VendorDecision {
    let restriction = consents.restriction(purpose: purpose, vendor: vendor.id)
    if restriction == .notAllowed { return .denied(.publisherRestricted) }

    let declared: VendorLegalBasis?
    if vendor.purposes.contains(purpose) {
      declared = .consent
    } else if vendor.legIntPurposes.contains(purpose) {
      declared = .legitimateInterest
    } else {
      declared = nil
    }
    guard let declared else { return .denied(.purposeNotDeclared) }
    let flexible = purpose != 1 && vendor.flexiblePurposes.contains(purpose)

    let basis: VendorLegalBasis
    switch restriction {
    case .requireConsent:
      guard declared == .consent || flexible else {
        return .denied(.restrictionConflictsWithDeclaration)
      }
      basis = .consent
    case .requireLegitimateInterest:
      guard declared == .legitimateInterest || flexible else {
        return .denied(.restrictionConflictsWithDeclaration)
      }
      basis = .legitimateInterest
    case .notAllowed, .undefined, nil:  // undefined (3) restrictions are ignored
      basis = declared
    }

    switch basis {
    case .consent:
      guard consents.purposeConsents.contains(purpose) else { return .denied(.noPurposeConsent) }
      guard consents.vendorConsents.contains(vendor.id) else { return .denied(.noVendorConsent) }
    case .legitimateInterest:
      guard purpose != 1 else { return .denied(.purposeOneRequiresConsent) }
      guard consents.purposeLegitimateInterests.contains(purpose) else {
        return .denied(.noPurposeLegitimateInterest)
      }
      guard consents.vendorLegitimateInterests.contains(vendor.id) else {
        return .denied(.noVendorLegitimateInterest)
      }
    }
    return .allowed(basis)
  }

  /// Decides for a vendor looked up by id in a vendor list; deleted vendors are denied.
  public static func evaluate(
    vendorId: Int, purpose: Int, in list: GlobalVendorList, consents: VendorDecisionInput,
    asOf date: Date = Date()
  ) -> VendorDecision {
    guard let vendor = list.vendors[vendorId] else { return .denied(.vendorNotInList) }
    guard !vendor.isDeleted(asOf: date) else { return .denied(.vendorDeleted) }
    return evaluate(vendor: vendor, purpose: purpose, consents: consents)
  }

  /// Decides for a special purpose: allowed under legitimate interest whenever the vendor
  /// declared it, since users cannot object to special purposes.
  public static func evaluate(vendor: GVLVendor, specialPurpose: Int) -> VendorDecision {
    vendor.specialPurposes.contains(specialPurpose)
      ? .allowed(.legitimateInterest) : .denied(.purposeNotDeclared)
  }

  /// True when `vendor` may process `purpose`; see ``evaluate(vendor:purpose:consents:)``.
  package static func isAllowed(
    vendor: GVLVendor, purpose: Int, consents: VendorDecisionInput
  ) -> Bool {
    evaluate(vendor: vendor, purpose: purpose, consents: consents).isAllowed
  }
}
