public import Foundation
public import InterludeVAST

extension InspectReport {
  /// One `<Icon>` of a linear creative (for example the AdChoices icon).
  public struct Icon: Encodable, Hashable, Sendable {
    /// The `program` attribute.
    public var program: String?
    /// The `width` attribute in pixels.
    public var width: Int?
    /// The `height` attribute in pixels.
    public var height: Int?
    /// The `xPosition` attribute (pixels, `left` or `right`).
    public var xPosition: String?
    /// The `yPosition` attribute (pixels, `top` or `bottom`).
    public var yPosition: String?
    /// The `duration` attribute in seconds.
    public var duration: TimeInterval?
    /// The `offset` attribute in seconds.
    public var offset: TimeInterval?
    /// The `apiFramework` attribute.
    public var apiFramework: String?
    /// The icon's resources.
    public var resources: [Resource]
    /// `<IconClickThrough>`.
    public var clickThrough: String?
    /// The `<IconClickTracking>` URLs.
    public var clickTracking: [String]
    /// The `<IconViewTracking>` URLs.
    public var viewTracking: [String]

    /// Creates the entry of a parsed icon.
    public init(_ icon: InterludeVAST.Icon) {
      program = icon.program
      width = icon.width
      height = icon.height
      xPosition = icon.xPosition
      yPosition = icon.yPosition
      duration = icon.duration
      offset = icon.offset
      apiFramework = icon.apiFramework
      resources = icon.resources.map(Resource.init)
      clickThrough = icon.clickThrough
      clickTracking = icon.clickTracking.map(\.url)
      viewTracking = icon.viewTracking
    }

    private enum CodingKeys: String, CodingKey {
      case program, width, height, xPosition, yPosition, duration, offset, apiFramework
      case resources, clickThrough, clickTracking, viewTracking
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(program, forKey: .program)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(xPosition, forKey: .xPosition)
      try container.encode(yPosition, forKey: .yPosition)
      try container.encode(duration, forKey: .duration)
      try container.encode(offset, forKey: .offset)
      try container.encode(apiFramework, forKey: .apiFramework)
      try container.encode(resources, forKey: .resources)
      try container.encode(clickThrough, forKey: .clickThrough)
      try container.encode(clickTracking, forKey: .clickTracking)
      try container.encode(viewTracking, forKey: .viewTracking)
    }
  }
}
