public import Foundation

/// `<InLine>`: an ad served in this document, with everything needed to play it.
@dynamicMemberLookup
public struct InLine: Hashable, Sendable {
  /// The children shared with ``Wrapper`` (impressions, errors, creatives, …).
  package var common: AdCommon
  /// `<AdTitle>`.
  public var title: String?
  /// `<Description>`.
  public var description: String?
  /// `<Advertiser>`.
  public var advertiser: Advertiser?
  /// `<Category>` elements (required from VAST 4.1).
  public var categories: [AdCategory]
  /// `<Survey>` (deprecated in 4.1).
  public var survey: Survey?
  /// `<Expires>`: how long, in seconds, the ad may be cached.
  public var expires: TimeInterval?
  /// `<AdServingId>` (required from VAST 4.1).
  public var adServingId: String?

  /// Creates an InLine ad.
  package init(
    common: AdCommon = AdCommon(), title: String? = nil, description: String? = nil,
    advertiser: Advertiser? = nil, categories: [AdCategory] = [], survey: Survey? = nil,
    expires: TimeInterval? = nil, adServingId: String? = nil
  ) {
    self.common = common
    self.title = title
    self.description = description
    self.advertiser = advertiser
    self.categories = categories
    self.survey = survey
    self.expires = expires
    self.adServingId = adServingId
  }

  /// Reads and writes the children shared with the other kind of ad (``AdCommon``:
  /// impressions, errors, creatives, …) as if they were declared here.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AdCommon, Value>) -> Value {
    get { common[keyPath: keyPath] }
    set { common[keyPath: keyPath] = newValue }
  }
}
