/// The children that `<InLine>` and `<Wrapper>` share.
///
/// ``InLine`` and ``Wrapper`` expose these fields directly through dynamic member lookup, so
/// `inLine.impressions` and `wrapper.impressions` both work.
public struct AdCommon: Hashable, Sendable {
  /// `<AdSystem>`: the ad server that returned the ad.
  public var adSystem: AdSystem?
  /// `<Pricing>`.
  public var pricing: Pricing?
  /// `<Impression>` URLs, fired together when the ad's first frame shows.
  public var impressions: [IdentifiedURL]
  /// `<Error>` URLs, fired with `[ERRORCODE]` when the ad fails.
  public var errorURLs: [String]
  /// `<ViewableImpression>` elements.
  public var viewableImpressions: [ViewableImpression]
  /// `<AdVerifications>` (and, before VAST 4.1, `<Extension type="AdVerifications">`).
  public var adVerifications: [AdVerification]
  /// `<Extensions>`, kept as raw XML with their type.
  public var extensions: [Extension]
  /// `<Creatives>`, in document order.
  public var creatives: [Creative]

  /// Creates the shared part of an ad.
  package init(
    adSystem: AdSystem? = nil, pricing: Pricing? = nil, impressions: [IdentifiedURL] = [],
    errorURLs: [String] = [], viewableImpressions: [ViewableImpression] = [],
    adVerifications: [AdVerification] = [], extensions: [Extension] = [],
    creatives: [Creative] = []
  ) {
    self.adSystem = adSystem
    self.pricing = pricing
    self.impressions = impressions
    self.errorURLs = errorURLs
    self.viewableImpressions = viewableImpressions
    self.adVerifications = adVerifications
    self.extensions = extensions
    self.creatives = creatives
  }
}
