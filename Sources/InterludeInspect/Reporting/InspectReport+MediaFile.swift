public import InterludeVAST

extension InspectReport {
  /// One `<MediaFile>`: where the video or audio is and what a player needs to choose it.
  public struct MediaFile: Encodable, Hashable, Sendable {
    /// The file's URL.
    public var url: String
    /// The `type` attribute (MIME type).
    public var type: String?
    /// The `delivery` attribute (`progressive` or `streaming`).
    public var delivery: String?
    /// The `width` attribute in pixels.
    public var width: Int?
    /// The `height` attribute in pixels.
    public var height: Int?
    /// The `bitrate` attribute in kbit/s.
    public var bitrate: Int?
    /// The `minBitrate` attribute in kbit/s.
    public var minBitrate: Int?
    /// The `maxBitrate` attribute in kbit/s.
    public var maxBitrate: Int?
    /// The `codec` attribute.
    public var codec: String?
    /// The `apiFramework` attribute (for example `VPAID`).
    public var apiFramework: String?

    /// Creates the entry of a parsed media file.
    public init(_ file: InterludeVAST.MediaFile) {
      url = file.url
      type = file.type
      delivery = file.delivery
      width = file.width
      height = file.height
      bitrate = file.bitrate
      minBitrate = file.minBitrate
      maxBitrate = file.maxBitrate
      codec = file.codec
      apiFramework = file.apiFramework
    }

    private enum CodingKeys: String, CodingKey {
      case url, type, delivery, width, height, bitrate, minBitrate, maxBitrate, codec
      case apiFramework
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(url, forKey: .url)
      try container.encode(type, forKey: .type)
      try container.encode(delivery, forKey: .delivery)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(bitrate, forKey: .bitrate)
      try container.encode(minBitrate, forKey: .minBitrate)
      try container.encode(maxBitrate, forKey: .maxBitrate)
      try container.encode(codec, forKey: .codec)
      try container.encode(apiFramework, forKey: .apiFramework)
    }
  }
}
