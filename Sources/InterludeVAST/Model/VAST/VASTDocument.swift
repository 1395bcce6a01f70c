/// A parsed VAST response: the `<VAST>` root with its ads.
public struct VASTDocument: Hashable, Sendable {
  /// The `version` attribute (`2.0`, `3.0`, `4.0`, `4.1`, `4.2`, `4.3`…), as written.
  public var version: String?
  /// The ads that could be read, in document order.
  public var ads: [Ad]
  /// Root-level `<Error>` URLs (no-ad responses); fired with 303 when no ad is served.
  public var errorURLs: [String]
  /// Ads that were present but unusable (for example neither InLine nor Wrapper).
  ///
  /// One broken `<Ad>` never loses the others: it is reported here and the rest are kept.
  public var adFailures: [AdFailure]

  /// Creates a document.
  package init(
    version: String? = nil, ads: [Ad] = [], errorURLs: [String] = [], adFailures: [AdFailure] = []
  ) {
    self.version = version
    self.ads = ads
    self.errorURLs = errorURLs
    self.adFailures = adFailures
  }

  /// The pod: ads with a `sequence`, ordered by it.
  package var podAds: [Ad] {
    ads.filter { $0.sequence != nil }.sorted { ($0.sequence ?? 0) < ($1.sequence ?? 0) }
  }

  /// The buffet: stand-alone ads without a `sequence`, in document order.
  package var standaloneAds: [Ad] { ads.filter { $0.sequence == nil } }
}
