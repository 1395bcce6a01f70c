/// The purposes each vendor relies on consent for, as ``ConsentManager`` uses them to update
/// vendor consents when purposes are accepted or rejected.
///
/// In order: the publisher's own ``ConsentConfiguration/vendorPurposes`` entry; otherwise the
/// vendor's declaration in the loaded Global Vendor List: its consent purposes plus its flexible
/// purposes (a publisher restriction may move those to consent); otherwise, for a vendor
/// neither names, every purpose the configuration asks consent for.
struct VendorPurposeLookup {
  /// The publisher's setup.
  let configuration: ConsentConfiguration
  /// The loaded Global Vendor List, if any.
  let vendorList: GlobalVendorList?

  /// The purposes `vendor` relies on consent for.
  func purposes(of vendor: Int) -> Set<Int> {
    if let declared = configuration.vendorPurposes[vendor] { return declared }
    if let listed = vendorList?.vendors[vendor] {
      return Set(listed.purposes).union(listed.flexiblePurposes)
    }
    return configuration.purposes
  }

  /// Whether every purpose `vendor` relies on consent for is in `consented`: what granting
  /// the vendor along with purposes requires.
  func hasEveryPurpose(_ vendor: Int, in consented: Set<Int>) -> Bool {
    purposes(of: vendor).isSubset(of: consented)
  }

  /// Whether withdrawing `removed` leaves `vendor` with nothing to do: it relied on some of
  /// them and none of its other purposes is still consented (`remaining`).
  ///
  /// A vendor that keeps a consented purpose keeps its vendor consent: TCF checks the purpose
  /// AND the vendor, so the withdrawn purposes are refused to it anyway. This is how Google
  /// (vendor 755, consent purposes 1, 3 and 4) keeps serving non-personalised ads once
  /// purposes 3 and 4 are withdrawn.
  func needs(_ removed: Set<Int>, vendor: Int, remaining: Set<Int>) -> Bool {
    let used = purposes(of: vendor)
    return !used.isDisjoint(with: removed) && used.isDisjoint(with: remaining)
  }
}
