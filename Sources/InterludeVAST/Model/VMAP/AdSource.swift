/// `<vmap:AdSource>`: where an ad break's ads come from.
public struct AdSource: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// The `allowMultipleAds` attribute: whether a pod or several ads may fill the break.
  public var allowMultipleAds: Bool?
  /// The `followRedirects` attribute: whether VAST wrappers may be followed.
  public var followRedirects: Bool?
  /// The ad response or where to get it.
  public var content: Content

  /// The three forms of ad source.
  public enum Content: Hashable, Sendable {
    /// `<vmap:VASTAdData>`: a VAST document inline. A document that could not be used keeps
    /// its error, so the break can report it (VMAP 1006, VAST 303…).
    case vastAdData(Result<VASTDocument, VASTError>)
    /// `<vmap:AdTagURI templateType="…">`: a URL to fetch the ad response from.
    case adTagURI(url: String, templateType: String?)
    /// `<vmap:CustomAdData templateType="…">`: an ad response in another format, kept as XML.
    case customAdData(xml: String, templateType: String?)
  }

  /// Creates an ad source.
  package init(
    id: String? = nil, allowMultipleAds: Bool? = nil, followRedirects: Bool? = nil,
    content: Content
  ) {
    self.id = id
    self.allowMultipleAds = allowMultipleAds
    self.followRedirects = followRedirects
    self.content = content
  }
}
