/// The one error type of `InterludeVAST`: a document or an ad that could not be used.
///
/// Every error carries the numeric ``VASTErrorCode`` that the VAST or VMAP standard assigns, so
/// the same value can be shown to the app and substituted into the `[ERRORCODE]` macro of the
/// document's `<Error>` URLs.
public struct VASTError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The standard code for this failure.
  public var code: VASTErrorCode
  /// A human-readable explanation, in English, for logs and tools.
  public var message: String
  /// The 1-based line in the document where the problem was found, when known.
  public var line: Int?
  /// The `version` attribute of the rejected document, when it got that far.
  public var version: String?
  /// The root-level `<Error>` URLs of a rejected VAST document (a no-ad response).
  ///
  /// A player fires these with `[ERRORCODE]` set to ``code``.
  public var errorURLs: [String]

  /// Creates an error.
  package init(
    code: VASTErrorCode, message: String, line: Int? = nil, version: String? = nil,
    errorURLs: [String] = []
  ) {
    self.code = code
    self.message = message
    self.line = line
    self.version = version
    self.errorURLs = errorURLs
  }

  /// `"VAST error 303: No ads in the response"`-style text.
  public var description: String {
    var text = "\(code.isVMAP ? "VMAP" : "VAST") error \(code.rawValue): \(message)"
    if let line { text += " (line \(line))" }
    return text
  }
}
