/// One TCF 2.2/2.3 policy rule a ``TCFPolicyFinding`` names (see ``TCString/policyFindings``).
///
/// The raw values are stable: they are the names of the checks in `policyChecks` of the
/// command-line tool's JSON.
public enum TCFPolicyCheck: String, Hashable, Sendable, CaseIterable {
  /// `IsServiceSpecific` is 1 (global scope was removed in 2021).
  case isServiceSpecificIs1
  /// Legitimate-interest bits for purposes 3–6 are clear (TCF 2.2).
  case liPurposes3to6Clear
  /// The legitimate-interest bit for purpose 1 is clear: purpose 1 is consent-only (TCF
  /// policies; the TC string specification: "Purpose 1 is always required to be registered as
  /// a consent purpose and can not be flexible").
  case liPurpose1Clear
  /// `TcfPolicyVersion` is 4 or higher (strings below 4 are invalid since 2023-09-30).
  case policyVersionAtLeast4
  /// The DisclosedVendors segment is present (mandatory since TCF 2.3).
  case hasDisclosedVendorsSegment
  /// The legacy AllowedVendors segment (removed in 2021) is present.
  case hasLegacyAllowedVendorsSegment
  /// `Created` equals `LastUpdated` (required since December 2021).
  case createdEqualsLastUpdated
  /// `CmpId` is not 0: no CMP is registered under 0 (the specification does not forbid it, but
  /// iabtcf-es refuses such strings).
  case cmpIdAtLeast1
}
