public import Foundation

/// `<Icon>`: an industry icon (for example AdChoices) shown over a linear ad.
public struct Icon: Hashable, Sendable {
  /// The `program` attribute (for example `AdChoices`).
  public var program: String?
  /// The `width` attribute in pixels.
  public var width: Int?
  /// The `height` attribute in pixels.
  public var height: Int?
  /// The `xPosition` attribute: `left`, `right` or a pixel offset.
  public var xPosition: String?
  /// The `yPosition` attribute: `top`, `bottom` or a pixel offset.
  public var yPosition: String?
  /// The `duration` attribute: how long to show the icon, in seconds.
  public var duration: TimeInterval?
  /// The `offset` attribute: when to show the icon, in seconds from the start of the ad.
  public var offset: TimeInterval?
  /// The `apiFramework` attribute.
  public var apiFramework: String?
  /// The `pxratio` attribute: the pixel ratio the icon was made for.
  public var pixelRatio: Double?
  /// The icon's resources (normally one).
  public var resources: [CreativeResource]
  /// `<IconClickThrough>`.
  public var clickThrough: String?
  /// `<IconClickTracking>` URLs.
  public var clickTracking: [IdentifiedURL]
  /// `<IconClickFallbackImage>` elements (VAST 4.2+), for devices that cannot open a link.
  public var clickFallbackImages: [IconClickFallbackImage]
  /// `<IconViewTracking>` URLs, fired when the icon is shown.
  public var viewTracking: [String]

  /// Creates an icon.
  package init(
    program: String? = nil, width: Int? = nil, height: Int? = nil, xPosition: String? = nil,
    yPosition: String? = nil, duration: TimeInterval? = nil, offset: TimeInterval? = nil,
    apiFramework: String? = nil, pixelRatio: Double? = nil, resources: [CreativeResource] = [],
    clickThrough: String? = nil, clickTracking: [IdentifiedURL] = [],
    clickFallbackImages: [IconClickFallbackImage] = [], viewTracking: [String] = []
  ) {
    self.program = program
    self.width = width
    self.height = height
    self.xPosition = xPosition
    self.yPosition = yPosition
    self.duration = duration
    self.offset = offset
    self.apiFramework = apiFramework
    self.pixelRatio = pixelRatio
    self.resources = resources
    self.clickThrough = clickThrough
    self.clickTracking = clickTracking
    self.clickFallbackImages = clickFallbackImages
    self.viewTracking = viewTracking
  }
}
