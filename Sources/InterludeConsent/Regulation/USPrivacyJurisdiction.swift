import Foundation

/// The US privacy law a user's choice is recorded under, and the GPP section that records it:
/// the states whose section this engine writes, and the national section (`usnat`) for every
/// other state.
public enum USPrivacyJurisdiction: String, Hashable, Sendable, Codable, CaseIterable {
  /// The national section, `usnat` (7): states without a section of their own, or an unknown
  /// state.
  case national
  /// California (CCPA as amended by the CPRA), `usca` (8).
  case california
  /// Virginia (VCDPA), `usva` (9).
  case virginia
  /// Colorado (CPA), `usco` (10).
  case colorado
  /// Utah (UCPA), `usut` (11).
  case utah
  /// Connecticut (CTDPA), `usct` (12).
  case connecticut

  /// The GPP section ID the choice is written to.
  public var sectionID: Int {
    switch self {
    case .national: USNatSection.sectionID
    case .california: USCASection.sectionID
    case .virginia: USVASection.sectionID
    case .colorado: USCOSection.sectionID
    case .utah: USUTSection.sectionID
    case .connecticut: USCTSection.sectionID
    }
  }

  /// The jurisdiction of a US state's two-letter postal code (`CA`, any case); the national
  /// one for a state without a section of its own (or an unknown code).
  package init(stateCode: String) {
    switch stateCode.trimmingCharacters(in: .whitespaces).uppercased() {
    case "CA": self = .california
    case "VA": self = .virginia
    case "CO": self = .colorado
    case "UT": self = .utah
    case "CT": self = .connecticut
    default: self = .national
    }
  }

  /// The jurisdiction of a region in the United States: an ISO 3166-2 subdivision (`US-CA`)
  /// gives its state's, the country alone (`US`, `USA`) the national one; nil for a region
  /// outside the United States or an unreadable one.
  package init?(region: String) {
    guard ConsentRegion.countryCode(region) == "US" else { return nil }
    let parts = region.split(separator: "-", maxSplits: 1)
    self.init(stateCode: parts.count == 2 ? String(parts[1]) : "")
  }

  /// The sections that have a GPC subsection (`usnat`, `usca`, `usco`, `usct`); Virginia's and
  /// Utah's have none.
  package var hasGPCSubsection: Bool {
    switch self {
    case .national, .california, .colorado, .connecticut: true
    case .virginia, .utah: false
    }
  }

  /// Whether a Global Privacy Control signal also opts the user out of targeted advertising:
  /// the laws that make a universal opt-out signal cover it (Colorado, Connecticut) and the
  /// national section, which follows the strictest states. California's section has no
  /// targeted-advertising field (its "sharing" is cross-context behavioural advertising, which
  /// GPC opts out of); Virginia and Utah do not require honouring the signal for it.
  package var gpcOptsOutOfTargetedAdvertising: Bool {
    switch self {
    case .national, .colorado, .connecticut: true
    case .california, .virginia, .utah: false
    }
  }

  /// The choices the layer offers here: the opt-out of sale and sharing everywhere; the
  /// targeted-advertising opt-out where the section has one (not California, where sharing
  /// covers it); limiting sensitive data where it is an opt-out (national, California, Utah;
  /// Virginia, Colorado and Connecticut require consent for sensitive data, which this layer
  /// does not collect).
  package var options: [USPrivacyChoice.Option] {
    switch self {
    case .national, .utah: [.saleAndSharing, .targetedAdvertising, .sensitiveData]
    case .california: [.saleAndSharing, .sensitiveData]
    case .virginia, .colorado, .connecticut: [.saleAndSharing, .targetedAdvertising]
    }
  }
}
