public import Foundation

/// Parses a response that may be VAST or VMAP, choosing by the root element.
public struct AdResponseParser: Sendable {
  /// The limits applied to every document.
  public var options: ParserOptions

  /// Creates a parser.
  public init(options: ParserOptions = .default) {
    self.options = options
  }

  /// Parses a VAST or VMAP document.
  ///
  /// - Throws: ``VASTError`` with the VAST codes for VAST roots and unknown roots (100, 101, 102,
  ///   303) and the VMAP codes for VMAP roots (1000–1002).
  public func parse(_ data: Data) throws(VASTError) -> AdResponse {
    let root = try XMLTreeBuilder.tree(data, options: options, rootKind: nil)
    if root.name == "VMAP" { return .vmap(try VMAPDecoder.decode(root)) }
    return .vast(try VASTDecoder.decode(root))
  }

  /// Parses a VAST or VMAP document from text.
  package func parse(_ text: String) throws(VASTError) -> AdResponse {
    try parse(Data(text.utf8))
  }
}
