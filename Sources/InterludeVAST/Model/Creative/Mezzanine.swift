/// `<Mezzanine>` (VAST 4.0+): a raw, high-quality file for server-side transcoding.
public struct Mezzanine: Hashable, Sendable {
  /// The file URL.
  public var url: String
  /// The `id` attribute.
  public var id: String?
  /// The `delivery` attribute.
  public var delivery: String?
  /// The `type` attribute (MIME type).
  public var type: String?
  /// The `width` attribute.
  public var width: Int?
  /// The `height` attribute.
  public var height: Int?
  /// The `codec` attribute.
  public var codec: String?
  /// The `fileSize` attribute in bytes.
  public var fileSize: Int?
  /// The `mediaType` attribute.
  public var mediaType: String?

  /// Creates a mezzanine file.
  package init(
    url: String, id: String? = nil, delivery: String? = nil, type: String? = nil,
    width: Int? = nil, height: Int? = nil, codec: String? = nil, fileSize: Int? = nil,
    mediaType: String? = nil
  ) {
    self.url = url
    self.id = id
    self.delivery = delivery
    self.type = type
    self.width = width
    self.height = height
    self.codec = codec
    self.fileSize = fileSize
    self.mediaType = mediaType
  }
}
