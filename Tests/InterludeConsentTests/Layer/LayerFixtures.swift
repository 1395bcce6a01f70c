import Foundation
import InterludeConsent
import InterludeTestSupport

/// The repository's hand-written layer fixtures (Tests/Fixtures/consent): a GVL with five
/// purposes, both special purposes and special features, three features, four stacks and four
/// vendors (one deleted), and its French translation.
enum LayerFixtures {
  static func vendorList() throws -> GlobalVendorList {
    try GVLLoader().load(
      from: Data(
        contentsOf: RepositoryPaths.consentFixtures.appendingPathComponent("gvl-v3-layer.json")))
  }

  static func french() throws -> GVLTranslation {
    try GVLLoader().translation(
      from: Data(
        contentsOf: RepositoryPaths.consentFixtures.appendingPathComponent("purposes-fr.json")),
      language: "fr")
  }

  /// Every purpose of the fixture, purposes 2 and 7 also under legitimate interest, both special
  /// features, vendors 8 and 21 (consent and legitimate interest) and 300 (consent only).
  static let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 12, purposes: [1, 2, 3, 4, 7],
    legitimateInterestPurposes: [2, 7], specialFeatures: [1, 2], vendors: [8, 21, 300],
    legitimateInterestVendors: [8, 21])
}
