import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An `XMLParser` delegate with the same callbacks as Interlude's tree builder, all empty: what
/// any FoundationXML-based parser pays before it does any work of its own.
final class EmptyXMLDelegate: NSObject, XMLParserDelegate {
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String]
  ) {}

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {}

  func parser(_ parser: XMLParser, foundCharacters string: String) {}

  func parser(_ parser: XMLParser, foundCDATA block: Data) {}

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {}

  /// Parses one document and discards everything.
  static func pass(_ data: Data) {
    let parser = XMLParser(data: data)
    let delegate = EmptyXMLDelegate()
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    _ = parser.parse()
  }
}
