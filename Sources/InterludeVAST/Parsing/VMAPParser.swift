package import Foundation

/// Parses VMAP 1.0 and 1.0.1 documents into a ``VMAPDocument``.
///
/// Inline `<vmap:VASTAdData>` is parsed into the VAST model; a VAST document there that cannot be
/// used keeps its error in ``AdSource/Content/vastAdData(_:)`` instead of failing the VMAP.
package struct VMAPParser: Sendable {
  /// The limits applied to every document.
  package var options: ParserOptions

  /// Creates a parser.
  package init(options: ParserOptions = .default) {
    self.options = options
  }

  /// Parses a VMAP document.
  ///
  /// - Throws: ``VASTError`` with code 1002 (not well-formed, too large, too deep, DTD), 1000 (not
  ///   a VMAP root, or an `<AdBreak>` without a valid `timeOffset`) or 1001 (unsupported version).
  package func parse(_ data: Data) throws(VASTError) -> VMAPDocument {
    try VMAPDecoder.decode(XMLTreeBuilder.tree(data, options: options, rootKind: .vmap))
  }

  /// Parses a VMAP document from text.
  package func parse(_ text: String) throws(VASTError) -> VMAPDocument {
    try parse(Data(text.utf8))
  }
}
