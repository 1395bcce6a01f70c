import Foundation

/// Maps tree-building failures onto the codes of the document kind being parsed.
extension XMLTreeBuilder {
  /// What the caller expects the root to be; it decides the code of an XML failure.
  enum RootKind {
    case vast
    case vmap
  }

  /// Builds the tree or throws the XML-level code: 100 for VAST, 1002 for VMAP (or when an
  /// unknown-kind document turned out to have a `VMAP` root before it failed).
  static func tree(
    _ data: Data, options: ParserOptions, rootKind: RootKind?
  ) throws(VASTError)
    -> XMLNode
  {
    switch build(data, options: options) {
    case .success(let root):
      return root
    case .failure(let failure):
      let isVMAP = rootKind == .vmap || (rootKind == nil && failure.rootName == "VMAP")
      throw VASTError(
        code: isVMAP ? .vmapParsing : .xmlParsing, message: failure.message, line: failure.line)
    }
  }
}
