/// `<Wrapper>`: a redirect to another VAST document, with tracking to merge into the final ad.
@dynamicMemberLookup
public struct Wrapper: Hashable, Sendable {
  /// The children shared with ``InLine`` (impressions, errors, tracking-only creatives, …).
  package var common: AdCommon
  /// `<VASTAdTagURI>`: where the next document is. Nil when the wrapper lacks it (unusable).
  public var adTagURI: String?
  /// `followAdditionalWrappers` (VAST 3.0+, default true): whether the next document may itself be
  /// a wrapper.
  public var followAdditionalWrappers: Bool
  /// `allowMultipleAds` (VAST 3.0+, default false): whether the next document may return a pod or
  /// several ads.
  public var allowMultipleAds: Bool
  /// `fallbackOnNoAd` (VAST 3.0+): whether to try a buffet ad when this wrapper yields none.
  /// Nil when the attribute is absent (the player decides).
  public var fallbackOnNoAd: Bool?
  /// `<BlockedAdCategories>` (VAST 4.1+): categories the InLine ad must not have (else 205).
  public var blockedAdCategories: [AdCategory]

  /// The spec's default for `followAdditionalWrappers`.
  package static let defaultFollowAdditionalWrappers = true
  /// The spec's default for `allowMultipleAds`.
  package static let defaultAllowMultipleAds = false

  /// Creates a wrapper.
  package init(
    common: AdCommon = AdCommon(), adTagURI: String?,
    followAdditionalWrappers: Bool = Wrapper.defaultFollowAdditionalWrappers,
    allowMultipleAds: Bool = Wrapper.defaultAllowMultipleAds, fallbackOnNoAd: Bool? = nil,
    blockedAdCategories: [AdCategory] = []
  ) {
    self.common = common
    self.adTagURI = adTagURI
    self.followAdditionalWrappers = followAdditionalWrappers
    self.allowMultipleAds = allowMultipleAds
    self.fallbackOnNoAd = fallbackOnNoAd
    self.blockedAdCategories = blockedAdCategories
  }

  /// Reads and writes the children shared with the other kind of ad (``AdCommon``:
  /// impressions, errors, creatives, …) as if they were declared here.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AdCommon, Value>) -> Value {
    get { common[keyPath: keyPath] }
    set { common[keyPath: keyPath] = newValue }
  }
}
