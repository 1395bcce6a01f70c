import InterludeConsent
import Testing

/// One cell of the privacy proof matrix (issue 6, point 6): the user's App Tracking
/// Transparency answer, their TCF choice and their US state-law choice.
///
/// 5 ATT states × 6 TCF states × 7 US states = 210 cells (``all``).
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

  /// What the CMP stored for the US side: the US Privacy string, or a GPP string whose US
  /// section is in force (national, California, or the national section standing in for a
  /// state without a section of its own).
  enum US: String, CaseIterable, Hashable, Sendable {
    /// No US Privacy string and no GPP string.
    case none
    /// Opted out of sale: US Privacy `1YYN`, and a GPP string whose `uspv1` section says the same.
    case optedOut
    /// `usnat` in force, notices given, no opt-out (every opt-out 2).
    case nationalNoOptOut
    /// `usnat` in force, opted out of targeted advertising only.
    case nationalTargetedAdvertisingOptOut
    /// `usca` in force, notices given, no opt-out.
    case californiaNoOptOut
    /// `usca` in force, opted out of sharing only.
    case californiaSharingOptOut
    /// A user in a state without a GPP section: `usnat` in force as the national fallback, its
    /// opt-outs 0 (not applicable).
    case stateWithoutSection

    /// A short label for test names and the printed table.
    var label: String {
      switch self {
      case .none: "none"
      case .optedOut: "opted out"
      case .nationalNoOptOut: "usnat, no opt-out"
      case .nationalTargetedAdvertisingOptOut: "usnat, targeted ads opt-out"
      case .californiaNoOptOut: "usca, no opt-out"
      case .californiaSharingOptOut: "usca, sharing opt-out"
      case .stateWithoutSection: "state without section (usnat n/a)"
      }
    }

    /// Whether the user opted out of sale, sharing or targeted advertising.
    var isOptOut: Bool {
      switch self {
      case .optedOut, .nationalTargetedAdvertisingOptOut, .californiaSharingOptOut: true
      case .none, .nationalNoOptOut, .californiaNoOptOut, .stateWithoutSection: false
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
