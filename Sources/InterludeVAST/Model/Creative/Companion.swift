/// `<Companion>`: one display ad accompanying the video.
public struct Companion: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// The `width` attribute.
  public var width: Int?
  /// The `height` attribute.
  public var height: Int?
  /// The `assetWidth` attribute.
  public var assetWidth: Int?
  /// The `assetHeight` attribute.
  public var assetHeight: Int?
  /// The `expandedWidth` attribute.
  public var expandedWidth: Int?
  /// The `expandedHeight` attribute.
  public var expandedHeight: Int?
  /// The `apiFramework` attribute.
  public var apiFramework: String?
  /// The `adSlotID` attribute: the slot the companion is meant for.
  public var adSlotId: String?
  /// The `pxratio` attribute.
  public var pixelRatio: Double?
  /// The `renderingMode` attribute (VAST 4.1+).
  public var renderingMode: CompanionRenderingMode?
  /// The companion's resources.
  public var resources: [CreativeResource]
  /// `<AdParameters>`.
  public var adParameters: AdParameters?
  /// `<AltText>`.
  public var altText: String?
  /// `<CompanionClickThrough>`.
  public var clickThrough: String?
  /// `<CompanionClickTracking>` URLs.
  public var clickTracking: [IdentifiedURL]
  /// `<TrackingEvents>` (`creativeView`).
  public var trackingEvents: [TrackingEvent]

  /// Creates a companion.
  package init(
    id: String? = nil, width: Int? = nil, height: Int? = nil, assetWidth: Int? = nil,
    assetHeight: Int? = nil, expandedWidth: Int? = nil, expandedHeight: Int? = nil,
    apiFramework: String? = nil, adSlotId: String? = nil, pixelRatio: Double? = nil,
    renderingMode: CompanionRenderingMode? = nil, resources: [CreativeResource] = [],
    adParameters: AdParameters? = nil, altText: String? = nil, clickThrough: String? = nil,
    clickTracking: [IdentifiedURL] = [], trackingEvents: [TrackingEvent] = []
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.assetWidth = assetWidth
    self.assetHeight = assetHeight
    self.expandedWidth = expandedWidth
    self.expandedHeight = expandedHeight
    self.apiFramework = apiFramework
    self.adSlotId = adSlotId
    self.pixelRatio = pixelRatio
    self.renderingMode = renderingMode
    self.resources = resources
    self.adParameters = adParameters
    self.altText = altText
    self.clickThrough = clickThrough
    self.clickTracking = clickTracking
    self.trackingEvents = trackingEvents
  }
}
