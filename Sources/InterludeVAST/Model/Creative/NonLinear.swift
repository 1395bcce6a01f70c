public import Foundation

/// `<NonLinear>`: one overlay variant.
public struct NonLinear: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// The `width` attribute.
  public var width: Int?
  /// The `height` attribute.
  public var height: Int?
  /// The `expandedWidth` attribute.
  public var expandedWidth: Int?
  /// The `expandedHeight` attribute.
  public var expandedHeight: Int?
  /// The `scalable` attribute.
  public var scalable: Bool?
  /// The `maintainAspectRatio` attribute.
  public var maintainAspectRatio: Bool?
  /// The `minSuggestedDuration` attribute, in seconds.
  public var minSuggestedDuration: TimeInterval?
  /// The `apiFramework` attribute.
  public var apiFramework: String?
  /// The overlay's resources.
  public var resources: [CreativeResource]
  /// `<AdParameters>`.
  public var adParameters: AdParameters?
  /// `<NonLinearClickThrough>`.
  public var clickThrough: String?
  /// `<NonLinearClickTracking>` URLs.
  public var clickTracking: [IdentifiedURL]

  /// Creates a non-linear variant.
  package init(
    id: String? = nil, width: Int? = nil, height: Int? = nil, expandedWidth: Int? = nil,
    expandedHeight: Int? = nil, scalable: Bool? = nil, maintainAspectRatio: Bool? = nil,
    minSuggestedDuration: TimeInterval? = nil, apiFramework: String? = nil,
    resources: [CreativeResource] = [], adParameters: AdParameters? = nil,
    clickThrough: String? = nil, clickTracking: [IdentifiedURL] = []
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.expandedWidth = expandedWidth
    self.expandedHeight = expandedHeight
    self.scalable = scalable
    self.maintainAspectRatio = maintainAspectRatio
    self.minSuggestedDuration = minSuggestedDuration
    self.apiFramework = apiFramework
    self.resources = resources
    self.adParameters = adParameters
    self.clickThrough = clickThrough
    self.clickTracking = clickTracking
  }
}
