/// An InLine ad reached through zero or more wrappers, with the wrappers' data merged in.
package struct ResolvedAd: Hashable, Sendable {
  /// The ad: always InLine, with every wrapper's impressions, error URLs, tracking, click
  /// tracking, verifications, extensions, viewable impressions merged into it (outermost
  /// wrapper first). For conflicting creative data the element closest to the InLine wins.
  package var ad: Ad
  /// The wrappers that led to the ad, outermost first. Empty for an ad served directly.
  package var wrappers: [WrapperHop]
  /// The URL of the document the InLine came from (nil for a canned response).
  package var sourceURL: String?

  /// Creates a resolved ad.
  package init(ad: Ad, wrappers: [WrapperHop] = [], sourceURL: String? = nil) {
    self.ad = ad
    self.wrappers = wrappers
    self.sourceURL = sourceURL
  }

  /// The merged InLine body.
  package var inLine: InLine {
    ad.inLine ?? InLine()
  }

  /// The pod position: the `sequence` of the outermost ad in the chain.
  package var sequence: Int? { ad.sequence }
}
