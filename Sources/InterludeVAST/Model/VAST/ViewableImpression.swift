/// `<ViewableImpression>` (VAST 4.0+): URLs fired when the viewability of the ad is known.
public struct ViewableImpression: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// `<Viewable>` URLs.
  public var viewable: [String]
  /// `<NotViewable>` URLs.
  public var notViewable: [String]
  /// `<ViewUndetermined>` URLs.
  public var viewUndetermined: [String]

  /// Creates a viewable impression.
  package init(
    id: String? = nil, viewable: [String] = [], notViewable: [String] = [],
    viewUndetermined: [String] = []
  ) {
    self.id = id
    self.viewable = viewable
    self.notViewable = notViewable
    self.viewUndetermined = viewUndetermined
  }
}
