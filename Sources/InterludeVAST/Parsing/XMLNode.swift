/// An element of the lightweight tree that ``XMLTreeBuilder`` builds from SAX events.
///
/// Names are local names (prefixes stripped), so any namespace or undeclared prefix reads the
/// same. Text from character data and CDATA is kept untrimmed, in one string; each child
/// remembers where in that string it started, so mixed content can be written back in order.
final class XMLNode {
  let name: String
  let attributes: [String: String]
  let line: Int
  /// UTF-8 length of the parent's text when this element started.
  let textOffset: Int
  var text = ""
  var children: [XMLNode] = []

  init(name: String, attributes: [String: String], line: Int, textOffset: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.textOffset = textOffset
  }

  /// The text, trimmed of surrounding white space.
  var trimmedText: String { text.trimmingXMLWhitespace() }

  /// The trimmed text, or nil when it is empty.
  var value: String? {
    let trimmed = trimmedText
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The first child with the given local name.
  func child(_ name: String) -> XMLNode? {
    children.first { $0.name == name }
  }

  /// Every child with the given local name, in order.
  func children(_ name: String) -> [XMLNode] {
    children.filter { $0.name == name }
  }

  /// The grandchildren `outer/inner`, in order (for example `Creatives/Creative`).
  func children(_ outer: String, _ inner: String) -> [XMLNode] {
    children(outer).flatMap { $0.children(inner) }
  }

  /// An attribute by local name, trimmed; nil when absent or empty.
  func attribute(_ name: String) -> String? {
    guard let raw = attributes[name] else { return nil }
    let trimmed = raw.trimmingXMLWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The content as XML text: text escaped, children serialised in document order.
  var innerXML: String {
    var output = ""
    var consumed = text.utf8.startIndex
    for child in children {
      let end = text.utf8.index(
        text.utf8.startIndex, offsetBy: min(child.textOffset, text.utf8.count))
      if consumed < end { output += Self.escape(String(text[consumed..<end])) }
      consumed = max(consumed, end)
      output += child.outerXML
    }
    if consumed < text.endIndex { output += Self.escape(String(text[consumed...])) }
    return output
  }

  /// The element itself as XML text.
  var outerXML: String {
    let attributeText = attributes.keys.sorted().map {
      " \($0)=\"\(Self.escape(attributes[$0] ?? "", quotes: true))\""
    }.joined()
    let inner = innerXML
    return inner.isEmpty
      ? "<\(name)\(attributeText)/>" : "<\(name)\(attributeText)>\(inner)</\(name)>"
  }

  private static func escape(_ text: String, quotes: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
