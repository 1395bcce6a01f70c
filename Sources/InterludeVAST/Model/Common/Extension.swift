/// An `<Extension>` (or `<CreativeExtension>`): vendor XML kept as written, with its `type`.
public struct Extension: Hashable, Sendable {
  /// The `type` attribute.
  public var type: String?
  /// Every attribute of the element, by local name.
  public var attributes: [String: String]
  /// The element's content as XML text (children serialised, text escaped).
  public var xml: String

  /// Creates an extension.
  public init(type: String?, attributes: [String: String] = [:], xml: String) {
    self.type = type
    self.attributes = attributes
    self.xml = xml
  }
}
