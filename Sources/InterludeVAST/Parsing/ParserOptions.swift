/// Limits that keep parsing of untrusted documents safe and bounded.
public struct ParserOptions: Hashable, Sendable {
  /// The largest document accepted, in bytes. Larger input fails at once with code 100.
  public var maxDocumentBytes: Int
  /// The deepest element nesting accepted. Deeper input fails with code 100.
  public var maxElementDepth: Int

  /// 1 MiB: far above real VAST and VMAP responses, far below what could hurt a phone.
  public static let defaultMaxDocumentBytes = 1 << 20
  /// 64 levels: VAST needs about 12, vendor extensions a few more.
  public static let defaultMaxElementDepth = 64

  /// The defaults: 1 MiB and 64 levels.
  public static let `default` = ParserOptions()

  /// Creates options.
  public init(
    maxDocumentBytes: Int = ParserOptions.defaultMaxDocumentBytes,
    maxElementDepth: Int = ParserOptions.defaultMaxElementDepth
  ) {
    self.maxDocumentBytes = maxDocumentBytes
    self.maxElementDepth = maxElementDepth
  }
}
