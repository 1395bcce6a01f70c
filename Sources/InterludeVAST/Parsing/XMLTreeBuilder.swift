import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds an ``XMLNode`` tree from `XMLParser` SAX events, safely.
///
/// - Element and attribute names are matched by local name: prefixes are stripped and
///   namespace errors (undeclared prefixes, common in VMAP) are tolerated, up to
///   ``ParserOptions/maxNamespaceErrors``.
/// - CDATA is appended to the element's text (on Linux it only arrives through `foundCDATA`).
/// - Any other parse-error callback fails the document, whatever `parse()` returns (on Linux it
///   can return true for malformed XML).
/// - Size, DTDs and depth are capped before and during the parse, and input FoundationXML
///   would crash on is refused or repaired first (``XMLInputGuard``).
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  /// Unchecked: one parse owns the builder, and `XMLParser` calls its delegate synchronously and
  /// never re-entrantly, so accesses cannot overlap; the dynamic check on every SAX event cost
  /// about 5% of a parse.
  @exclusivity(unchecked) private var recorder: XMLTreeRecorder
  /// Whether the first failure was the XML parser's (not a limit of this builder's).
  private var failedOnParseError = false
  /// Namespace errors tolerated so far, and how many may be.
  private var namespaceErrors = 0
  private let maxNamespaceErrors: Int

  private init(options: ParserOptions) {
    self.recorder = XMLTreeRecorder(maxDepth: options.maxElementDepth)
    self.maxNamespaceErrors = options.maxNamespaceErrors
  }

  /// Parses a whole document into a tree.
  static func build(_ data: Data, options: ParserOptions) -> Result<XMLNode, XMLTreeFailure> {
    guard data.count <= options.maxDocumentBytes else {
      return .failure(
        XMLTreeFailure(
          message:
            "Document is \(data.count) bytes, over the limit of \(options.maxDocumentBytes) bytes"
        ))
    }
    let scanned: Data
    switch XMLPrologScanner.scan(data) {
    case .ready(let ready): scanned = ready
    case .doctype:
      return .failure(
        XMLTreeFailure(message: "DOCTYPE declarations are not allowed (DTDs and entities)"))
    case .empty:
      return .failure(XMLTreeFailure(message: "Document is empty: no root element"))
    }
    let prepared: Data
    switch XMLInputGuard.prepare(scanned) {
    case .ready(let ready): prepared = ready
    case .rejected(let message): return .failure(XMLTreeFailure(message: message))
    }
    let builder = XMLTreeBuilder(options: options)
    builder.recorder.reserveCapacity(forDocumentOfSize: prepared.count)
    let parser = XMLParser(data: prepared)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    let returned = parser.parse()
    let recorder = builder.recorder
    if var failure = recorder.failure {
      if builder.failedOnParseError, XMLParseErrorSentence.isCutOff(prepared) {
        failure.message = XMLParseErrorSentence.cutOff
      }
      return .failure(failure)
    }
    if !returned, let error = parser.parserError, !Self.isNamespaceError(error) {
      let cutOff = XMLParseErrorSentence.isCutOff(prepared)
      return .failure(
        XMLTreeFailure(
          message: cutOff
            ? XMLParseErrorSentence.cutOff : XMLParseErrorSentence.message(for: error),
          line: parser.lineNumber, rootName: recorder.rootName))
    }
    guard !recorder.records.isEmpty else {
      return .failure(XMLTreeFailure(message: "Document is empty: no root element"))
    }
    if let open = recorder.stack.last {
      return .failure(
        XMLTreeFailure(
          message: "Unexpected end of document inside <\(recorder.records[open].name)>",
          line: parser.lineNumber, rootName: recorder.rootName))
    }
    return .success(XMLTree(records: recorder.records).root)
  }

  // MARK: XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String]
  ) {
    if !recorder.start(name: elementName, attributes: attributeDict, line: parser.lineNumber) {
      parser.abortParsing()
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    recorder.end()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    recorder.append(string)
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    recorder.append(String(decoding: block, as: UTF8.self))
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if Self.isNamespaceError(parseError) {
      namespaceErrors += 1
      // Each one costs memory on Linux (Foundation leaks its error's domain string): a document
      // made of them is refused rather than parsed to its end.
      if namespaceErrors > maxNamespaceErrors {
        fail(
          "Too many XML namespace errors (over \(maxNamespaceErrors) undeclared prefixes)", parser)
      }
      return
    }
    if recorder.failure == nil { failedOnParseError = true }
    recorder.fail(XMLParseErrorSentence.message(for: parseError), line: parser.lineNumber)
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
    recorder.fail(message, line: parser.lineNumber)
    parser.abortParsing()
  }

  /// libxml2's namespace errors (codes 200–204) do not make a document unreadable when names are
  /// matched by local name.
  private static func isNamespaceError(_ error: any Error) -> Bool {
    (200...204).contains((error as NSError).code)
  }
}
