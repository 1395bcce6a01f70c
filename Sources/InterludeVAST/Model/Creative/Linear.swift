public import Foundation

/// `<Linear>`: a video or audio ad played instead of the content.
public struct Linear: Hashable, Sendable {
  /// `<Duration>` in seconds. Nil when missing or unreadable.
  public var duration: TimeInterval?
  /// The `skipoffset` attribute: when the ad may be skipped. Nil for non-skippable ads.
  public var skipOffset: AdOffset?
  /// `<AdParameters>`.
  public var adParameters: AdParameters?
  /// `<MediaFile>` elements.
  public var mediaFiles: [MediaFile]
  /// `<Mezzanine>` elements (VAST 4.0+): high-quality files for ad stitching.
  public var mezzanines: [Mezzanine]
  /// `<InteractiveCreativeFile>` elements (VAST 4.0+): SIMID and similar.
  public var interactiveCreativeFiles: [InteractiveCreativeFile]
  /// `<ClosedCaptionFile>` elements (VAST 4.1+).
  public var closedCaptionFiles: [ClosedCaptionFile]
  /// `<VideoClicks>`.
  public var videoClicks: VideoClicks?
  /// `<TrackingEvents>`.
  public var trackingEvents: [TrackingEvent]
  /// `<Icons>`.
  public var icons: [Icon]

  /// Creates a linear creative.
  package init(
    duration: TimeInterval? = nil, skipOffset: AdOffset? = nil, adParameters: AdParameters? = nil,
    mediaFiles: [MediaFile] = [], mezzanines: [Mezzanine] = [],
    interactiveCreativeFiles: [InteractiveCreativeFile] = [],
    closedCaptionFiles: [ClosedCaptionFile] = [], videoClicks: VideoClicks? = nil,
    trackingEvents: [TrackingEvent] = [], icons: [Icon] = []
  ) {
    self.duration = duration
    self.skipOffset = skipOffset
    self.adParameters = adParameters
    self.mediaFiles = mediaFiles
    self.mezzanines = mezzanines
    self.interactiveCreativeFiles = interactiveCreativeFiles
    self.closedCaptionFiles = closedCaptionFiles
    self.videoClicks = videoClicks
    self.trackingEvents = trackingEvents
    self.icons = icons
  }

  /// True when the ad declares a `skipoffset`.
  public var isSkippable: Bool { skipOffset != nil }

  /// The URLs of every tracking element for an event, in document order.
  package func trackingURLs(for event: TrackingEventType) -> [String] {
    trackingEvents.filter { $0.event == event }.map(\.url)
  }
}
