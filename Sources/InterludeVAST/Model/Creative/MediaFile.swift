/// `<MediaFile>`: one encoding of a linear ad.
public struct MediaFile: Hashable, Sendable {
  /// The media URL.
  public var url: String
  /// The `id` attribute.
  public var id: String?
  /// The `delivery` attribute: `progressive` or `streaming`.
  public var delivery: String?
  /// The `type` attribute: the MIME type (`video/mp4`, `application/x-mpegURL`…).
  public var type: String?
  /// The `width` attribute in pixels.
  public var width: Int?
  /// The `height` attribute in pixels.
  public var height: Int?
  /// The `codec` attribute (RFC 6381).
  public var codec: String?
  /// The `bitrate` attribute in kbit/s (constant bitrate).
  public var bitrate: Int?
  /// The `minBitrate` attribute in kbit/s (variable bitrate).
  public var minBitrate: Int?
  /// The `maxBitrate` attribute in kbit/s (variable bitrate).
  public var maxBitrate: Int?
  /// The `scalable` attribute.
  public var scalable: Bool?
  /// The `maintainAspectRatio` attribute.
  public var maintainAspectRatio: Bool?
  /// The `fileSize` attribute in bytes (VAST 4.1+).
  public var fileSize: Int?
  /// The `mediaType` attribute (`2D`, `3D`, `360`; VAST 4.1+).
  public var mediaType: String?
  /// The `apiFramework` attribute (`VPAID` and others; deprecated in 4.1).
  public var apiFramework: String?

  /// Creates a media file.
  package init(
    url: String, id: String? = nil, delivery: String? = nil, type: String? = nil,
    width: Int? = nil, height: Int? = nil, codec: String? = nil, bitrate: Int? = nil,
    minBitrate: Int? = nil, maxBitrate: Int? = nil, scalable: Bool? = nil,
    maintainAspectRatio: Bool? = nil, fileSize: Int? = nil, mediaType: String? = nil,
    apiFramework: String? = nil
  ) {
    self.url = url
    self.id = id
    self.delivery = delivery
    self.type = type
    self.width = width
    self.height = height
    self.codec = codec
    self.bitrate = bitrate
    self.minBitrate = minBitrate
    self.maxBitrate = maxBitrate
    self.scalable = scalable
    self.maintainAspectRatio = maintainAspectRatio
    self.fileSize = fileSize
    self.mediaType = mediaType
    self.apiFramework = apiFramework
  }
}
