public import InterludeVAST

extension InspectReport {
  /// An ad's `<ViewableImpression>`: the URLs fired when the ad is viewable, not viewable, or
  /// its viewability cannot be told.
  public struct ViewableImpression: Encodable, Hashable, Sendable {
    /// The element's `id`, when given.
    public var id: String?
    /// `<Viewable>` URLs.
    public var viewable: [String]
    /// `<NotViewable>` URLs.
    public var notViewable: [String]
    /// `<ViewUndetermined>` URLs.
    public var viewUndetermined: [String]

    /// Creates the entry of a parsed `<ViewableImpression>`.
    public init(_ impression: InterludeVAST.ViewableImpression) {
      id = impression.id
      viewable = impression.viewable
      notViewable = impression.notViewable
      viewUndetermined = impression.viewUndetermined
    }

    private enum CodingKeys: String, CodingKey {
      case id, viewable, notViewable, viewUndetermined
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(viewable, forKey: .viewable)
      try container.encode(notViewable, forKey: .notViewable)
      try container.encode(viewUndetermined, forKey: .viewUndetermined)
    }
  }
}
