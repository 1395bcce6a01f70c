/// The TCF 2.2/2.3 policy facts about a ``TCString`` (each named as in the shared fixtures'
/// `policyChecks`) and the list of findings they lead to.
///
/// Facts are computed regardless of the string's policy version; ``findings`` interprets them.
public struct TCFPolicyChecks: Hashable, Sendable, Codable {
  /// `IsServiceSpecific` is 1.
  public var isServiceSpecificIs1: Bool
  /// No legitimate-interest bit is set for purposes 3, 4, 5 or 6.
  public var liPurposes3to6Clear: Bool
  /// `TcfPolicyVersion` ≥ 4.
  public var policyVersionAtLeast4: Bool
  /// A DisclosedVendors segment is present.
  public var hasDisclosedVendorsSegment: Bool
  /// A legacy AllowedVendors segment is present.
  public var hasLegacyAllowedVendorsSegment: Bool
  /// `Created` equals `LastUpdated`.
  public var createdEqualsLastUpdated: Bool

  /// Computes the facts for a TC string.
  public init(_ tcString: TCString) {
    isServiceSpecificIs1 = tcString.isServiceSpecific
    liPurposes3to6Clear = !tcString.purposesLITransparency.contains { (3...6).contains($0) }
    policyVersionAtLeast4 = tcString.tcfPolicyVersion >= 4
    hasDisclosedVendorsSegment = tcString.disclosedVendors != nil
    hasLegacyAllowedVendorsSegment = tcString.allowedVendorsLegacy != nil
    createdEqualsLastUpdated = tcString.createdDeciseconds == tcString.lastUpdatedDeciseconds
  }

  /// The value of one fact.
  public subscript(check: TCFPolicyCheck) -> Bool {
    switch check {
    case .isServiceSpecificIs1: isServiceSpecificIs1
    case .liPurposes3to6Clear: liPurposes3to6Clear
    case .policyVersionAtLeast4: policyVersionAtLeast4
    case .hasDisclosedVendorsSegment: hasDisclosedVendorsSegment
    case .hasLegacyAllowedVendorsSegment: hasLegacyAllowedVendorsSegment
    case .createdEqualsLastUpdated: createdEqualsLastUpdated
    }
  }

  /// The rules broken, errors first.
  ///
  /// Errors (invalid under TCF 2.2): policy version below 4, LI set for purposes 3–6,
  /// IsServiceSpecific 0. Warnings: no DisclosedVendors segment (required by TCF 2.3), a
  /// legacy AllowedVendors segment, Created different from LastUpdated.
  public var findings: [TCFPolicyFinding] {
    Self.rules.filter { self[$0.check] != $0.passingValue }.map {
      TCFPolicyFinding(check: $0.check, severity: $0.severity, message: $0.message)
    }
  }

  /// Each check, the value that passes it, and what a failure means; errors first.
  private static let rules:
    [(check: TCFPolicyCheck, passingValue: Bool, severity: TCFPolicySeverity, message: String)] = [
      (
        .policyVersionAtLeast4, true, .error,
        "TcfPolicyVersion is below 4: invalid since 2023-09-30 (TCF 2.2)"
      ),
      (
        .liPurposes3to6Clear, true, .error,
        "PurposesLITransparency sets a bit for purposes 3-6, forbidden by TCF 2.2"
      ),
      (
        .isServiceSpecificIs1, true, .error,
        "IsServiceSpecific is 0 (global scope was removed in 2021)"
      ),
      (
        .hasDisclosedVendorsSegment, true, .warning,
        "no DisclosedVendors segment (mandatory since TCF 2.3)"
      ),
      (
        .hasLegacyAllowedVendorsSegment, false, .warning,
        "legacy AllowedVendors segment present (removed in 2021; ignored)"
      ),
      (
        .createdEqualsLastUpdated, true, .warning,
        "Created differs from LastUpdated (they must be equal since December 2021)"
      ),
    ]

  /// Whether no finding is an error (the string is acceptable under TCF 2.2).
  public var isValid: Bool { !findings.contains { $0.severity == .error } }
}
