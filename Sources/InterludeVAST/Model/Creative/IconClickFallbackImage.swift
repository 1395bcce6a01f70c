/// `<IconClickFallbackImage>` (VAST 4.2+): an image shown when an icon's click-through cannot be
/// opened (for example on a TV).
public struct IconClickFallbackImage: Hashable, Sendable {
  /// The `width` attribute.
  public var width: Int?
  /// The `height` attribute.
  public var height: Int?
  /// `<AltText>`.
  public var altText: String?
  /// The `<StaticResource>` image URL.
  public var url: String?

  /// Creates a fallback image.
  package init(width: Int? = nil, height: Int? = nil, altText: String? = nil, url: String? = nil) {
    self.width = width
    self.height = height
    self.altText = altText
    self.url = url
  }
}
