public import Foundation

/// Parses VAST 2.0–4.3 responses into a ``VASTDocument``.
///
/// Safe for untrusted input: DTDs and entities are rejected, external entities are never
/// loaded, and size and nesting are capped by ``ParserOptions``. Element names are matched by
/// local name, so namespaced and prefixed documents read the same.
///
/// ```swift
/// let document = try VASTParser().parse(data)
/// for ad in document.ads { print(ad.id ?? "-", ad.inLine?.title ?? "wrapper") }
/// ```
public struct VASTParser: Sendable {
  /// The limits applied to every document.
  public var options: ParserOptions

  /// Creates a parser.
  public init(options: ParserOptions = .default) {
    self.options = options
  }

  /// Parses a VAST document.
  ///
  /// - Throws: ``VASTError`` with code 100 (not well-formed, too large, too deep, DTD), 101 (not
  ///   a VAST root, or no usable `<Ad>`), 102 (VAST 1 or an unsupported version) or 303 (no ads;
  ///   the error carries the root `<Error>` URLs).
  public func parse(_ data: Data) throws(VASTError) -> VASTDocument {
    try VASTDecoder.decode(XMLTreeBuilder.tree(data, options: options, rootKind: .vast))
  }

  /// Parses a VAST document from text.
  package func parse(_ text: String) throws(VASTError) -> VASTDocument {
    try parse(Data(text.utf8))
  }
}
