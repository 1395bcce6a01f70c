/// The immutable element tree of one parsed document, stored flat for speed.
///
/// Elements are records in one array, linked first-child / next-sibling by index, so building
/// and freeing a tree costs no object per element. ``XMLNode`` is a position in it.
final class XMLTree: Sendable {
  /// One element.
  struct Record: Sendable {
    let name: String
    let attributes: [String: String]
    let line: Int
    let textOffset: Int
    var text = ""
    var firstChild = -1
    var lastChild = -1
    var childCount = 0
    var nextSibling = -1
  }

  let records: [Record]

  init(records: [Record]) {
    self.records = records
  }

  /// The root element (the first record).
  var root: XMLNode { XMLNode(tree: self, index: 0) }
}
