/// One wrapper on the way to an InLine ad, for reporting (IMA's `wrapperAdIDs`, `wrapperSystems`).
package struct WrapperHop: Hashable, Sendable {
  /// The wrapper ad's `id`.
  package var adId: String?
  /// The wrapper's `<AdSystem>`.
  package var adSystem: String?
  /// The `VASTAdTagURI` as written (before macros).
  package var adTagURI: String?
  /// The `id`s of the wrapper's creatives.
  package var creativeIds: [String]

  /// Creates a hop.
  package init(
    adId: String? = nil, adSystem: String? = nil, adTagURI: String? = nil,
    creativeIds: [String] = []
  ) {
    self.adId = adId
    self.adSystem = adSystem
    self.adTagURI = adTagURI
    self.creativeIds = creativeIds
  }
}
