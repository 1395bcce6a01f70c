/// One wrapper on the way to an InLine ad, for reporting (IMA's `wrapperAdIDs`, `wrapperSystems`).
public struct WrapperHop: Hashable, Sendable {
  /// The wrapper ad's `id`.
  public var adId: String?
  /// The wrapper's `<AdSystem>`.
  public var adSystem: String?
  /// The `VASTAdTagURI` as written (before macros).
  public var adTagURI: String?
  /// The `id`s of the wrapper's creatives.
  public var creativeIds: [String]

  /// Creates a hop.
  public init(
    adId: String? = nil, adSystem: String? = nil, adTagURI: String? = nil,
    creativeIds: [String] = []
  ) {
    self.adId = adId
    self.adSystem = adSystem
    self.adTagURI = adTagURI
    self.creativeIds = creativeIds
  }
}
