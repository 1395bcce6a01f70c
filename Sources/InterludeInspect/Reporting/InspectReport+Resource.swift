public import InterludeVAST

extension InspectReport {
  /// One creative resource of an icon, non-linear ad or companion.
  public struct Resource: Encodable, Hashable, Sendable {
    /// `"static"`, `"iframe"` or `"html"`.
    public var kind: String
    /// The URL of a static or iframe resource, or the markup of an HTML resource.
    public var content: String
    /// The `creativeType` attribute of a static resource.
    public var creativeType: String?

    /// Creates the entry of a parsed resource.
    public init(_ resource: CreativeResource) {
      kind = resource.kind
      content = resource.content
      if case .staticResource(_, let type) = resource {
        creativeType = type
      } else {
        creativeType = nil
      }
    }

    private enum CodingKeys: String, CodingKey {
      case kind, content, creativeType
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(content, forKey: .content)
      try container.encode(creativeType, forKey: .creativeType)
    }
  }
}
