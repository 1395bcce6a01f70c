public import Foundation
public import InterludeVAST

extension InspectReport {
  /// A `<Linear>` creative: duration, skip offset, media files, tracking, clicks and icons.
  public struct Linear: Encodable, Hashable, Sendable {
    /// `<Duration>` in seconds.
    public var duration: TimeInterval?
    /// The `skipoffset` attribute as VAST writes it (`"00:00:05.000"` or `"25%"`).
    public var skipOffset: String?
    /// The `<MediaFile>` elements, in document order.
    public var mediaFiles: [MediaFile]
    /// The tracking events and their URLs, in playback order.
    public var trackingEvents: [TrackingEntry]
    /// `<ClickThrough>` of `<VideoClicks>`.
    public var clickThrough: String?
    /// The `<ClickTracking>` URLs of `<VideoClicks>`.
    public var clickTracking: [String]
    /// The `<CustomClick>` URLs of `<VideoClicks>`.
    public var customClicks: [String]
    /// The `<Icon>` elements.
    public var icons: [Icon]

    /// Creates the entry of a parsed linear creative.
    public init(_ linear: InterludeVAST.Linear) {
      duration = linear.duration
      skipOffset = linear.skipOffset?.vastValue
      mediaFiles = linear.mediaFiles.map(MediaFile.init)
      trackingEvents = InspectReport.trackingList(linear.trackingEvents)
      clickThrough = linear.videoClicks?.clickThrough?.url
      clickTracking = linear.videoClicks?.clickTracking.map(\.url) ?? []
      customClicks = linear.videoClicks?.customClicks.map(\.url) ?? []
      icons = linear.icons.map(Icon.init)
    }

    private enum CodingKeys: String, CodingKey {
      case duration, skipOffset, mediaFiles, trackingEvents, clickThrough, clickTracking
      case customClicks, icons
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(duration, forKey: .duration)
      try container.encode(skipOffset, forKey: .skipOffset)
      try container.encode(mediaFiles, forKey: .mediaFiles)
      try container.encode(trackingEvents, forKey: .trackingEvents)
      try container.encode(clickThrough, forKey: .clickThrough)
      try container.encode(clickTracking, forKey: .clickTracking)
      try container.encode(customClicks, forKey: .customClicks)
      try container.encode(icons, forKey: .icons)
    }
  }
}
