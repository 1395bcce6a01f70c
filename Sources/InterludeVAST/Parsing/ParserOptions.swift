/// Limits that keep parsing of untrusted documents safe and bounded.
public struct ParserOptions: Hashable, Sendable {
  /// The largest document accepted, in bytes. Larger input fails at once with code 100.
  public var maxDocumentBytes: Int
  /// The deepest element nesting accepted. Deeper input fails with code 100.
  public var maxElementDepth: Int
  /// The most namespace errors (undeclared prefixes, which names matched by local name
  /// tolerate) accepted in one document. More fail with code 100.
  public var maxNamespaceErrors: Int

  /// 1 MiB: far above real VAST and VMAP responses, far below what could hurt a phone.
  package static let defaultMaxDocumentBytes = 1 << 20
  /// 64 levels: VAST needs about 12, vendor extensions a few more.
  package static let defaultMaxElementDepth = 64

  /// 1 000 namespace errors: a sloppy VMAP that never declares `vmap:` raises a few per break,
  /// so real documents stay far below it. The cap bounds what Foundation on Linux leaks per
  /// error (72 bytes, Docs/KnownIssues.md) to about 72 KB per document, where a 1 MiB document
  /// of undeclared prefixes would otherwise leak about 12 MB each time it is parsed.
  package static let defaultMaxNamespaceErrors = 1_000

  /// The defaults: 1 MiB, 64 levels and 1 000 namespace errors.
  public static let `default` = ParserOptions()

  /// Creates options; the defaults are those of ``default``.
  public init(
    maxDocumentBytes: Int = 1 << 20, maxElementDepth: Int = 64, maxNamespaceErrors: Int = 1_000
  ) {
    self.maxDocumentBytes = maxDocumentBytes
    self.maxElementDepth = maxElementDepth
    self.maxNamespaceErrors = maxNamespaceErrors
  }
}
