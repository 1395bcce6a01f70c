/// How the publisher's transactions stand under the IAB Multi-State Privacy Agreement (MSPA),
/// written in every US section's `MspaCoveredTransaction`, `MspaOptOutOptionMode` and
/// `MspaServiceProviderMode`.
public enum USPrivacyMSPAMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// Not covered by the MSPA: covered 2 (no), both modes 0 (not applicable).
  case notCovered
  /// Covered, in Opt-Out Option Mode (the publisher sells or shares and offers the opt-outs):
  /// covered 1, opt-out option mode 1, service provider mode 2.
  case optOutOption
  /// Covered, in Service Provider Mode (no sale or sharing): covered 1, opt-out option mode 2,
  /// service provider mode 1.
  case serviceProvider

  /// The three field values: covered transaction, opt-out option mode, service provider mode.
  var fieldValues: (covered: Int, optOutOption: Int, serviceProvider: Int) {
    switch self {
    case .notCovered: (2, 0, 0)
    case .optOutOption: (1, 1, 2)
    case .serviceProvider: (1, 2, 1)
    }
  }
}
