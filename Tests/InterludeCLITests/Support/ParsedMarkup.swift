import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An HTML report parsed as XML: the reports are written as well-formed XHTML-compatible
/// markup, so a failure to parse is a defect of the report.
final class ParsedMarkup: NSObject, XMLParserDelegate {
  /// One element: its name, attributes, class names, all the text inside it, and the text of
  /// its `<title>` child (an SVG hover text).
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
    var title: String?
    var parent: Int?

    var classes: Set<String> {
      Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
    }
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []
  private(set) var error: String?

  /// Parses `markup`; `error` says why when it is not well-formed.
  init(_ markup: String) {
    super.init()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = self
    if !parser.parse() {
      error = parser.parserError.map { "\($0)" } ?? "unknown parse error"
    }
  }

  /// The elements named `name` that have the class `className` (any class when nil).
  func elements(_ name: String, class className: String? = nil) -> [Element] {
    elements.filter { $0.name == name && (className.map($0.classes.contains) ?? true) }
  }

  /// The indices of the elements named `name` with the class `className`.
  func indices(_ name: String, class className: String) -> [Int] {
    elements.indices.filter {
      elements[$0].name == name && elements[$0].classes.contains(className)
    }
  }

  /// The elements below the element at `index`.
  func descendants(of index: Int) -> [Element] {
    elements.filter { element in
      var parent = element.parent
      while let current = parent {
        if current == index { return true }
        parent = elements[current].parent
      }
      return false
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: elementName, attributes: attributes, parent: open.last))
    open.append(elements.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    let index = open.removeLast()
    if elementName == "title", let parent = open.last {
      elements[parent].title = elements[index].text
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    for index in open { elements[index].text += string }
  }
}
