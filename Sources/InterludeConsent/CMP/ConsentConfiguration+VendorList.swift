package import Foundation

extension ConsentConfiguration {
  /// This configuration as a layer showing `vendorList` records it: the list's
  /// `vendorListVersion` and `tcfPolicyVersion` (which the TC string specification has the
  /// string carry), and only the vendors the list holds and has not deleted by `date` (a vendor
  /// past its `deletedDate` must not be disclosed or asked for again).
  ///
  /// ``ConsentManager`` applies it to the configuration it is given with a vendor list. A
  /// `tcfPolicyVersion` missing from the list (read as 0) keeps the configuration's.
  package func adopting(_ vendorList: GlobalVendorList, asOf date: Date) -> ConsentConfiguration {
    var adopted = self
    adopted.vendorListVersion = vendorList.vendorListVersion
    if vendorList.tcfPolicyVersion > 0 {
      adopted.tcfPolicyVersion = vendorList.tcfPolicyVersion
    }
    let listed = { (id: Int) in
      vendorList.vendors[id].map { !$0.isDeleted(asOf: date) } ?? false
    }
    adopted.vendors = vendors.filter(listed)
    adopted.legitimateInterestVendors = legitimateInterestVendors.filter(listed)
    adopted.vendorPurposes = vendorPurposes.filter { listed($0.key) }
    return adopted
  }
}
