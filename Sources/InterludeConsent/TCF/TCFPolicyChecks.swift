/// The TCF 2.2/2.3 policy facts about a ``TCString`` (named as in the shared fixtures'
/// `policyChecks`, which predate `liPurpose1Clear` and `cmpIdAtLeast1`) and the list of
/// findings they lead to.
///
/// Facts are computed regardless of the string's policy version; ``findings`` interprets them.
package struct TCFPolicyChecks: Hashable, Sendable, Codable {
  /// `IsServiceSpecific` is 1.
  package var isServiceSpecificIs1: Bool
  /// No legitimate-interest bit is set for purposes 3, 4, 5 or 6.
  package var liPurposes3to6Clear: Bool
  /// No legitimate-interest bit is set for purpose 1.
  package var liPurpose1Clear: Bool
  /// `TcfPolicyVersion` ≥ 4.
  package var policyVersionAtLeast4: Bool
  /// A DisclosedVendors segment is present.
  package var hasDisclosedVendorsSegment: Bool
  /// A legacy AllowedVendors segment is present.
  package var hasLegacyAllowedVendorsSegment: Bool
  /// `Created` equals `LastUpdated`.
  package var createdEqualsLastUpdated: Bool
  /// `CmpId` is not 0.
  package var cmpIdAtLeast1: Bool

  /// Computes the facts for a TC string.
  package init(_ tcString: TCString) {
    isServiceSpecificIs1 = tcString.isServiceSpecific
    liPurposes3to6Clear = !tcString.purposesLITransparency.contains { (3...6).contains($0) }
    liPurpose1Clear = !tcString.purposesLITransparency.contains(1)
    policyVersionAtLeast4 = tcString.tcfPolicyVersion >= 4
    hasDisclosedVendorsSegment = tcString.disclosedVendors != nil
    hasLegacyAllowedVendorsSegment = tcString.allowedVendorsLegacy != nil
    createdEqualsLastUpdated = tcString.createdDeciseconds == tcString.lastUpdatedDeciseconds
    cmpIdAtLeast1 = tcString.cmpId >= 1
  }

  /// Reads the facts from JSON. `liPurpose1Clear` and `cmpIdAtLeast1` are newer than the
  /// shared fixtures' `policyChecks` and may be absent: they are then read as passing (a string
  /// decoded or encoded has its facts computed from the string itself).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    isServiceSpecificIs1 = try container.decode(Bool.self, forKey: .isServiceSpecificIs1)
    liPurposes3to6Clear = try container.decode(Bool.self, forKey: .liPurposes3to6Clear)
    liPurpose1Clear = try container.decodeIfPresent(Bool.self, forKey: .liPurpose1Clear) ?? true
    policyVersionAtLeast4 = try container.decode(Bool.self, forKey: .policyVersionAtLeast4)
    hasDisclosedVendorsSegment = try container.decode(
      Bool.self, forKey: .hasDisclosedVendorsSegment)
    hasLegacyAllowedVendorsSegment = try container.decode(
      Bool.self, forKey: .hasLegacyAllowedVendorsSegment)
    createdEqualsLastUpdated = try container.decode(Bool.self, forKey: .createdEqualsLastUpdated)
    cmpIdAtLeast1 = try container.decodeIfPresent(Bool.self, forKey: .cmpIdAtLeast1) ?? true
  }

  /// The value of one fact.
  package subscript(check: TCFPolicyCheck) -> Bool {
    switch check {
    case .isServiceSpecificIs1: isServiceSpecificIs1
    case .liPurposes3to6Clear: liPurposes3to6Clear
    case .liPurpose1Clear: liPurpose1Clear
    case .policyVersionAtLeast4: policyVersionAtLeast4
    case .hasDisclosedVendorsSegment: hasDisclosedVendorsSegment
    case .hasLegacyAllowedVendorsSegment: hasLegacyAllowedVendorsSegment
    case .createdEqualsLastUpdated: createdEqualsLastUpdated
    case .cmpIdAtLeast1: cmpIdAtLeast1
    }
  }

  /// The rules broken, errors first.
  ///
  /// Errors (invalid under TCF 2.2): policy version below 4, LI set for purposes 3–6 or for
  /// purpose 1, IsServiceSpecific 0. Warnings: CMP id 0 (no registered CMP; the string still
  /// decodes, as the specification does not forbid it, but iabtcf-es refuses it), no
  /// DisclosedVendors segment (required by TCF 2.3), a legacy AllowedVendors segment, Created
  /// different from LastUpdated.
  package var findings: [TCFPolicyFinding] {
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
        .liPurpose1Clear, true, .error,
        "PurposesLITransparency sets the bit for purpose 1, which is consent-only (TCF policies: "
          + "purpose 1 can not be flexible)"
      ),
      (
        .isServiceSpecificIs1, true, .error,
        "IsServiceSpecific is 0 (global scope was removed in 2021)"
      ),
      (
        .cmpIdAtLeast1, true, .warning,
        "CmpId is 0: no CMP is registered under it (iabtcf-es refuses such strings)"
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
  package var isValid: Bool {
    // The rules themselves, without making the findings (Google Consent Mode asks for every
    // string it judges).
    !Self.rules.contains { $0.severity == .error && self[$0.check] != $0.passingValue }
  }
}
