/// A detailed consent choice: what is consented to, and which legitimate interests stand.
public struct ConsentChoice: Hashable, Sendable {
  /// Purposes consented to.
  public var purposes: Set<Int>
  /// Purposes used under legitimate interest without objection (the consent-only purposes 1
  /// and 3–6 are never kept).
  public var legitimateInterestPurposes: Set<Int>
  /// Special features opted in.
  public var specialFeatures: Set<Int>
  /// Vendors consented to.
  public var vendors: Set<Int>
  /// Vendors whose legitimate interest stands (not objected to).
  public var legitimateInterestVendors: Set<Int>
  /// Google ad technology providers outside the GVL the user consented to (Google's
  /// Additional Consent), each by its own choice.
  public var additionalConsentProviders: Set<Int>

  /// Creates a choice.
  public init(
    purposes: Set<Int> = [], legitimateInterestPurposes: Set<Int> = [],
    specialFeatures: Set<Int> = [], vendors: Set<Int> = [],
    legitimateInterestVendors: Set<Int> = [], additionalConsentProviders: Set<Int> = []
  ) {
    self.purposes = purposes
    self.legitimateInterestPurposes = legitimateInterestPurposes.subtracting(
      ConsentConfiguration.consentOnlyPurposes)
    self.specialFeatures = specialFeatures
    self.vendors = vendors
    self.legitimateInterestVendors = legitimateInterestVendors
    self.additionalConsentProviders = additionalConsentProviders
  }
}
