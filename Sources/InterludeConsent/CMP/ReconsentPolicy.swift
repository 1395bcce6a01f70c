import Foundation

/// When a saved choice no longer stands: the rules behind ``ConsentManager/needsConsent``.
///
/// A new vendor list version alone does not ask again (the list changes every week); a vendor the
/// user was not shown does.
struct ReconsentPolicy {
  /// The configuration the saved choice is measured against (with the vendor list's versions
  /// and without its deleted vendors, as ``ConsentManager`` holds it).
  var configuration: ConsentConfiguration

  /// The first reason, in the order of ``ReconsentReason``'s cases, why `saved` no longer
  /// stands at `now`; nil when it does.
  func reason(for saved: TCString?, now: Date) -> ReconsentReason? {
    guard let saved else { return .noChoice }
    if saved.tcfPolicyVersion != configuration.tcfPolicyVersion {
      return .policyVersionChanged(
        saved: saved.tcfPolicyVersion, current: configuration.tcfPolicyVersion)
    }
    let disclosed = Set(saved.disclosedVendors?.ids ?? [])
    let undisclosed = configuration.vendors.union(configuration.legitimateInterestVendors)
      .subtracting(disclosed)
    if !undisclosed.isEmpty {
      return .undisclosedVendors(undisclosed.sorted())
    }
    if let cutoff = configuration.reconsentRequiredBefore,
      saved.lastUpdated < ConsentManager.utcMidnight(of: cutoff)
    {
      return .publisherForced(before: ConsentManager.utcMidnight(of: cutoff))
    }
    if now.timeIntervalSince(saved.lastUpdated) > configuration.reconsentAfter.timeInterval {
      return .expired(lastUpdated: saved.lastUpdated)
    }
    return nil
  }
}
