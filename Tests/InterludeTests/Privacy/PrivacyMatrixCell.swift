import InterludeConsent
import Testing

/// One cell of the privacy proof matrix (issue 6, point 6): the user's App Tracking
/// Transparency answer, their TCF choice and their US state-law choice.
///
/// 5 ATT states × 6 TCF states × 2 US states = 60 cells (``all``).
struct PrivacyMatrixCell: Hashable, Sendable, CustomTestStringConvertible {
  /// What the CMP stored for the TCF (GDPR) side.
  enum TCF: String, CaseIterable, Hashable, Sendable {
    /// `IABTCF_gdprApplies = 0`, no TC string.
    case gdprDoesNotApply
    /// `IABTCF_gdprApplies = 1`, the CMP has not stored a TC string yet.
    case noStringYet
    /// A TC string without purpose 1 consent (every other purpose and vendor 755 allowed).
    case purposeOneRefused
    /// A TC string with purpose 1 consent but purposes 3 and 4 refused.
    case purposeOneOnly
    /// A TC string with every purpose and vendor 755 allowed.
    case fullConsent
    /// A TC string with every purpose, but vendor 755 (Google Ad Manager) refused and objected to.
    case adServerVendorRefused

    /// A short label for test names and the printed table.
    var label: String {
      switch self {
      case .gdprDoesNotApply: "GDPR n/a"
      case .noStringYet: "GDPR, no string"
      case .purposeOneRefused: "P1 refused"
      case .purposeOneOnly: "P1 only (P3/P4 refused)"
      case .fullConsent: "full consent"
      case .adServerVendorRefused: "full, 755 refused"
      }
    }
  }

  /// What the CMP stored for the US side.
  enum US: String, CaseIterable, Hashable, Sendable {
    /// No US Privacy string and no GPP string.
    case none
    /// Opted out of sale: US Privacy `1YYN`, and a GPP string whose `uspv1` section says the same.
    case optedOut

    /// A short label for test names and the printed table.
    var label: String {
      switch self {
      case .none: "none"
      case .optedOut: "opted out"
      }
    }
  }

  /// The ATT answer.
  var att: TrackingAuthorizationStatus
  /// The TCF state.
  var tcf: TCF
  /// The US state.
  var us: US

  /// Every cell, ATT-major.
  static let all: [PrivacyMatrixCell] = TrackingAuthorizationStatus.allCases.flatMap { att in
    TCF.allCases.flatMap { tcf in US.allCases.map { PrivacyMatrixCell(att: att, tcf: tcf, us: $0) }
    }
  }

  /// `ATT authorized · full consent · US none`.
  var testDescription: String { "ATT \(att.rawValue) · \(tcf.label) · US \(us.label)" }
}
