public import Foundation
public import InterludeVAST

extension InspectReport {
  /// One `<NonLinear>` overlay.
  public struct NonLinear: Encodable, Hashable, Sendable {
    /// The `id` attribute.
    public var id: String?
    /// The `width` attribute in pixels.
    public var width: Int?
    /// The `height` attribute in pixels.
    public var height: Int?
    /// The `minSuggestedDuration` attribute in seconds.
    public var minSuggestedDuration: TimeInterval?
    /// The `apiFramework` attribute.
    public var apiFramework: String?
    /// The overlay's resources.
    public var resources: [Resource]
    /// `<NonLinearClickThrough>`.
    public var clickThrough: String?
    /// The `<NonLinearClickTracking>` URLs.
    public var clickTracking: [String]

    /// Creates the entry of a parsed non-linear overlay.
    public init(_ nonLinear: InterludeVAST.NonLinear) {
      id = nonLinear.id
      width = nonLinear.width
      height = nonLinear.height
      minSuggestedDuration = nonLinear.minSuggestedDuration
      apiFramework = nonLinear.apiFramework
      resources = nonLinear.resources.map(Resource.init)
      clickThrough = nonLinear.clickThrough
      clickTracking = nonLinear.clickTracking.map(\.url)
    }

    private enum CodingKeys: String, CodingKey {
      case id, width, height, minSuggestedDuration, apiFramework, resources, clickThrough
      case clickTracking
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
      try container.encode(minSuggestedDuration, forKey: .minSuggestedDuration)
      try container.encode(apiFramework, forKey: .apiFramework)
      try container.encode(resources, forKey: .resources)
      try container.encode(clickThrough, forKey: .clickThrough)
      try container.encode(clickTracking, forKey: .clickTracking)
    }
  }
}
