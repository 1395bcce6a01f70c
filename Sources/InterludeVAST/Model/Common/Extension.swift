/// An `<Extension>` (or `<CreativeExtension>`): vendor XML kept as written, with its `type`.
///
/// The XML text of a parsed extension is produced when ``xml`` is read, from the element tree
/// the parser kept: most apps never look at extensions, so parsing does not pay for them.
public struct Extension: Hashable, Sendable {
  /// The `type` attribute.
  public var type: String?
  /// Every attribute of the element, by local name.
  public var attributes: [String: String]
  private var content: Content

  /// Where the XML text comes from.
  private enum Content: Sendable {
    case text(String)
    case element(XMLNode)
  }

  /// Creates an extension from XML text.
  package init(type: String?, attributes: [String: String] = [:], xml: String) {
    self.type = type
    self.attributes = attributes
    self.content = .text(xml)
  }

  /// Creates an extension whose XML is serialised from a parsed element on demand.
  init(type: String?, attributes: [String: String], element: XMLNode) {
    self.type = type
    self.attributes = attributes
    self.content = .element(element)
  }

  /// The element's content as XML text (children serialised, text escaped), trimmed.
  public var xml: String {
    get {
      switch content {
      case .text(let text): text
      case .element(let element): element.innerXML.trimmingXMLWhitespace()
      }
    }
    set { content = .text(newValue) }
  }

  /// Extensions are equal when their type, attributes and XML text are.
  public static func == (lhs: Extension, rhs: Extension) -> Bool {
    lhs.type == rhs.type && lhs.attributes == rhs.attributes && lhs.xml == rhs.xml
  }

  /// Hashes the type, attributes and XML text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(attributes)
    hasher.combine(xml)
  }
}
