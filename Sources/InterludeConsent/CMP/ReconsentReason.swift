public import Foundation

/// Why the consent layer must be shown again although a choice may be saved.
public enum ReconsentReason: Hashable, Sendable {
  /// No choice is saved (or the saved TC string does not decode).
  case noChoice
  /// The choice was made under another TCF policy version (the vendor list's
  /// `tcfPolicyVersion`). The TC string specification has the old string discarded, not
  /// migrated.
  case policyVersionChanged(saved: Int, current: Int)
  /// The publisher works with vendors the saved choice's DisclosedVendors segment does not list:
  /// the user was never told about them (TCF 2.2 policy). The ids are sorted.
  case undisclosedVendors([Int])
  /// The publisher forces a new choice from choices made before this day
  /// (``ConsentConfiguration/reconsentRequiredBefore``).
  case publisherForced(before: Date)
  /// The choice is older than ``ConsentConfiguration/reconsentAfter`` (13 months by default, the
  /// TCF policy's longest).
  case expired(lastUpdated: Date)
}
