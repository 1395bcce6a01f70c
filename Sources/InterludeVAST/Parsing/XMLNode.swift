/// An element of the lightweight tree that ``XMLTreeBuilder`` builds from SAX events.
///
/// A node is a position in an immutable ``XMLTree``, so it is cheap to copy and `Sendable`.
/// Names are local names (prefixes stripped), so any namespace or undeclared prefix reads the
/// same. Text from character data and CDATA is kept untrimmed, in one string; each child
/// remembers where in that string it started, so mixed content can be written back in order.
package struct XMLNode: Sendable {
  let tree: XMLTree
  let index: Int

  private var record: XMLTree.Record { tree.records[index] }

  /// The local name.
  package var name: String { record.name }
  /// Attributes by local name, without namespace declarations.
  package var attributes: [String: String] { record.attributes }
  /// The 1-based line where the element starts.
  package var line: Int { record.line }
  /// UTF-8 length of the parent's text when this element started.
  package var textOffset: Int { record.textOffset }
  /// The element's own text (character data and CDATA, untrimmed).
  package var text: String { record.text }

  /// The child elements, in document order.
  package var children: [XMLNode] {
    var result: [XMLNode] = []
    result.reserveCapacity(record.childCount)
    var child = record.firstChild
    while child >= 0 {
      result.append(XMLNode(tree: tree, index: child))
      child = tree.records[child].nextSibling
    }
    return result
  }

  /// The text, trimmed of surrounding white space.
  package var trimmedText: String { text.trimmingXMLWhitespace() }

  /// The trimmed text, or nil when it is empty.
  package var value: String? {
    let trimmed = trimmedText
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Calls `body` with each child element, in document order, without building an array.
  package func forEachChild(_ body: (XMLNode) throws -> Void) rethrows {
    var child = record.firstChild
    while child >= 0 {
      try body(XMLNode(tree: tree, index: child))
      child = tree.records[child].nextSibling
    }
  }

  /// How many child elements there are.
  package var childCount: Int { record.childCount }

  /// The first child with the given local name.
  package func child(_ name: String) -> XMLNode? {
    var child = record.firstChild
    while child >= 0 {
      if tree.records[child].name == name { return XMLNode(tree: tree, index: child) }
      child = tree.records[child].nextSibling
    }
    return nil
  }

  /// Every child with the given local name, in order.
  package func children(_ name: String) -> [XMLNode] {
    var result: [XMLNode] = []
    var child = record.firstChild
    while child >= 0 {
      if tree.records[child].name == name { result.append(XMLNode(tree: tree, index: child)) }
      child = tree.records[child].nextSibling
    }
    return result
  }

  /// Transforms every child with the given local name, in order, skipping nil results, without
  /// building an intermediate array of nodes.
  package func mapChildren<T>(_ name: String, _ transform: (XMLNode) throws -> T?) rethrows -> [T] {
    var result: [T] = []
    var child = record.firstChild
    while child >= 0 {
      if tree.records[child].name == name,
        let value = try transform(XMLNode(tree: tree, index: child))
      {
        result.append(value)
      }
      child = tree.records[child].nextSibling
    }
    return result
  }

  /// The grandchildren `outer/inner`, in order (for example `Creatives/Creative`).
  package func children(_ outer: String, _ inner: String) -> [XMLNode] {
    children(outer).flatMap { $0.children(inner) }
  }

  /// An attribute by local name, trimmed; nil when absent or empty.
  package func attribute(_ name: String) -> String? {
    rawAttribute(name).flatMap(Self.attributeValue)
  }

  /// An attribute by local name, untrimmed.
  ///
  /// Elements have few attributes, and comparing a handful of short names costs less than
  /// hashing one, so small dictionaries are scanned rather than looked up.
  package func rawAttribute(_ name: String) -> String? {
    let attributes = record.attributes
    guard attributes.count > 4 else {
      let length = name.utf8.count
      return attributes.first { $0.key.utf8.count == length && $0.key == name }?.value
    }
    return attributes[name]
  }
}
