import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds an ``XMLNode`` tree from `XMLParser` SAX events, safely.
///
/// - Element and attribute names are matched by local name: prefixes are stripped and
///   namespace errors (undeclared prefixes, common in VMAP) are tolerated.
/// - CDATA is appended to the element's text (on Linux it only arrives through `foundCDATA`).
/// - Any other parse-error callback fails the document, whatever `parse()` returns (on Linux it
///   can return true for malformed XML).
/// - Size, DTDs and depth are capped before and during the parse.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  /// Why a document could not be turned into a tree.
  struct Failure: Error {
    var message: String
    var line: Int?
    /// The local name of the root element, when parsing got that far.
    var rootName: String?
  }

  private let options: ParserOptions
  private var stack: [XMLNode] = []
  private var root: XMLNode?
  private var failure: Failure?

  private init(options: ParserOptions) {
    self.options = options
  }

  /// Parses a whole document into a tree.
  static func build(_ data: Data, options: ParserOptions) -> Result<XMLNode, Failure> {
    guard data.count <= options.maxDocumentBytes else {
      return .failure(
        Failure(
          message:
            "Document is \(data.count) bytes, over the limit of \(options.maxDocumentBytes) bytes"
        ))
    }
    let prepared: Data
    switch XMLPrologScanner.scan(data) {
    case .ready(let ready): prepared = ready
    case .doctype:
      return .failure(Failure(message: "DOCTYPE declarations are not allowed (DTDs and entities)"))
    case .empty:
      return .failure(Failure(message: "Document is empty: no root element"))
    }
    let builder = XMLTreeBuilder(options: options)
    let parser = XMLParser(data: prepared)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    let returned = parser.parse()
    if let failure = builder.failure { return .failure(failure) }
    if !returned, let error = parser.parserError, !Self.isNamespaceError(error) {
      return .failure(
        Failure(
          message: "Malformed XML (parser error \((error as NSError).code))",
          line: parser.lineNumber, rootName: builder.root?.name))
    }
    guard let root = builder.root else {
      return .failure(Failure(message: "Document is empty: no root element"))
    }
    guard builder.stack.isEmpty else {
      return .failure(
        Failure(
          message: "Unexpected end of document inside <\(builder.stack.last?.name ?? "")>",
          line: parser.lineNumber, rootName: root.name))
    }
    return .success(root)
  }

  // MARK: XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String]
  ) {
    guard failure == nil else { return }
    if stack.count >= options.maxElementDepth {
      fail("Elements nested deeper than \(options.maxElementDepth) levels", parser)
      return
    }
    if stack.isEmpty && root != nil {
      fail("More than one root element", parser)
      return
    }
    var attributes: [String: String] = [:]
    attributes.reserveCapacity(attributeDict.count)
    for (name, value) in attributeDict where name != "xmlns" && !name.hasPrefix("xmlns:") {
      attributes[Self.localName(name)] = value
    }
    let parent = stack.last
    let node = XMLNode(
      name: Self.localName(elementName), attributes: attributes, line: parser.lineNumber,
      textOffset: parent?.text.utf8.count ?? 0)
    if let parent {
      parent.children.append(node)
    } else {
      root = node
    }
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil else { return }
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, let node = stack.last else { return }
    node.text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard failure == nil, let node = stack.last else { return }
    node.text += String(decoding: CDATABlock, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil, !Self.isNamespaceError(parseError) else { return }
    failure = Failure(
      message: "Malformed XML (parser error \((parseError as NSError).code))",
      line: parser.lineNumber, rootName: root?.name)
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    fail("Entity declarations are not allowed", parser)
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    fail("External entities are not allowed", parser)
  }

  // MARK: Helpers

  private func fail(_ message: String, _ parser: XMLParser) {
    guard failure == nil else { return }
    failure = Failure(message: message, line: parser.lineNumber, rootName: root?.name)
    parser.abortParsing()
  }

  /// libxml2's namespace errors (codes 200–204) do not make a document unreadable when names are
  /// matched by local name.
  private static func isNamespaceError(_ error: any Error) -> Bool {
    (200...204).contains((error as NSError).code)
  }

  private static func localName(_ name: String) -> String {
    guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
    return String(name[name.utf8.index(after: colon)...])
  }
}
