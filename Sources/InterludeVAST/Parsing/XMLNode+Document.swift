package import Foundation

extension XMLNode {
  /// Parses a whole document into a tree with the parsers' limits and input guards: the tree
  /// the validator lints, so that it reads exactly what ``VASTParser`` and ``VMAPParser`` read.
  package static func document(
    _ data: Data, options: ParserOptions
  ) -> Result<XMLNode, XMLTreeFailure> {
    XMLTreeBuilder.build(data, options: options)
  }
}
