/// The bookkeeping behind ``XMLTreeBuilder``: records elements and text into a flat tree.
///
/// Kept in one struct so each SAX callback touches the builder's state once (one exclusivity
/// check instead of one per field), which matters at tens of thousands of elements a second.
struct XMLTreeRecorder {
  let maxDepth: Int
  private(set) var records: [XMLTree.Record] = []
  /// Indices of the open elements, innermost last.
  private(set) var stack: [Int] = []
  /// The first failure; once set, every later event is ignored.
  private(set) var failure: XMLTreeFailure?
  /// White space that followed text in the innermost element, held back until more text or a
  /// child shows that it is inside the content rather than trailing it.
  private var pendingSpace = ""

  init(maxDepth: Int) {
    self.maxDepth = maxDepth
  }

  var rootName: String? { records.first?.name }

  /// Reserves room for the elements a document of this size usually has (one per ~120 bytes in
  /// the fixture corpus, 4 689 elements in 573 kB), so the record array rarely grows.
  mutating func reserveCapacity(forDocumentOfSize bytes: Int) {
    records.reserveCapacity(min(bytes / 96, 1 << 16) + 8)
  }

  /// Records a start tag; returns false when the document must stop (see ``failure``).
  mutating func start(name: String, attributes: [String: String], line: Int) -> Bool {
    guard failure == nil else { return false }
    if stack.count >= maxDepth {
      fail("Elements nested deeper than \(maxDepth) levels", line: line)
      return false
    }
    if stack.isEmpty && !records.isEmpty {
      fail("More than one root element", line: line)
      return false
    }
    let index = records.count
    let parent = stack.last
    if let parent, !pendingSpace.isEmpty {
      records[parent].text += pendingSpace
      pendingSpace = ""
    }
    records.append(
      XMLTree.Record(
        name: Self.localName(name), attributes: Self.localAttributes(attributes), line: line,
        textOffset: parent.map { records[$0].text.utf8.count } ?? 0))
    if let parent {
      let previous = records[parent].lastChild
      if previous >= 0 {
        records[previous].nextSibling = index
      } else {
        records[parent].firstChild = index
      }
      records[parent].lastChild = index
      records[parent].childCount += 1
    }
    stack.append(index)
    return true
  }

  /// Records an end tag.
  ///
  /// The text of an element without children loses its trailing white space here, in place:
  /// leading white space was never recorded, so leaf values (CDATA URLs padded with new lines)
  /// need no trimmed copy later.
  mutating func end() {
    pendingSpace = ""
    guard failure == nil, let node = stack.popLast(), records[node].firstChild < 0 else { return }
    let utf8 = records[node].text.utf8
    guard let last = utf8.lastIndex(where: { !String.isXMLSpace($0) }) else { return }
    let end = utf8.index(after: last)
    if end != utf8.endIndex { records[node].text.removeSubrange(end...) }
  }

  /// Appends character data to the innermost open element.
  ///
  /// White space before any text (indentation between elements) carries no meaning in VAST and
  /// would cost a string per element, so it is dropped. White space after text is held back:
  /// kept when more text or a child follows (`a &amp; b` arrives in three pieces), dropped at
  /// the end tag, so a padded CDATA URL is stored as it came, without a copy.
  mutating func append(_ text: String) {
    guard failure == nil, let node = stack.last else { return }
    if Self.isAllXMLSpace(text) {
      if !records[node].text.isEmpty { pendingSpace += text }
      return
    }
    if !pendingSpace.isEmpty {
      records[node].text += pendingSpace
      pendingSpace = ""
    }
    records[node].text += text
  }

  /// Records the first failure.
  mutating func fail(_ message: String, line: Int?) {
    guard failure == nil else { return }
    failure = XMLTreeFailure(message: message, line: line, rootName: rootName)
  }

  // MARK: Names and text

  private static func isAllXMLSpace(_ text: String) -> Bool {
    // Over the contiguous bytes when the string has them (native strings do): the per-byte
    // index checks of `utf8` iteration showed in profiles.
    if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.allSatisfy(String.isXMLSpace)
    }) {
      return result
    }
    return text.utf8.allSatisfy(String.isXMLSpace)
  }

  /// True for `xmlns` and any prefixed name, judged from the bytes alone.
  private static func isNamespaced(_ name: String) -> Bool {
    name.utf8.count == 5 ? name == "xmlns" || hasColon(name) : hasColon(name)
  }

  private static func hasColon(_ name: String) -> Bool {
    if let result = name.utf8.withContiguousStorageIfAvailable({ $0.contains(UInt8(ascii: ":")) }) {
      return result
    }
    return name.utf8.contains(UInt8(ascii: ":"))
  }

  /// Attributes by local name, without namespace declarations. Most elements have neither
  /// prefixes nor declarations, so the parser's dictionary is reused as it is. When a prefixed
  /// and an unprefixed attribute share a local name (`xsi:type` and `type`), the unprefixed one
  /// wins, whatever the dictionary's order.
  private static func localAttributes(_ attributes: [String: String]) -> [String: String] {
    guard !attributes.isEmpty, attributes.keys.contains(where: isNamespaced) else {
      return attributes
    }
    var local: [String: String] = [:]
    for (name, value) in attributes where !hasColon(name) && name != "xmlns" {
      local[name] = value
    }
    for name in attributes.keys.sorted() where hasColon(name) && !name.hasPrefix("xmlns:") {
      let localName = localName(name)
      if local[localName] == nil { local[localName] = attributes[name] }
    }
    return local
  }

  private static func localName(_ name: String) -> String {
    guard hasColon(name), let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else {
      return name
    }
    return String(name[name.utf8.index(after: colon)...])
  }
}
