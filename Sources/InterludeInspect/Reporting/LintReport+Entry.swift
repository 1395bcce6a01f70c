import InterludeVAST

extension LintReport {
  /// One finding of the validator.
  public struct Entry: Encodable, Hashable, Sendable {
    /// The stable identifier of the rule that found it.
    public var ruleID: String
    /// `"error"`, `"warning"` or `"info"`.
    public var severity: String
    /// A readable explanation.
    public var message: String
    /// Where in the document, as an element path.
    public var path: String
    /// The line of the document, if known.
    public var line: Int?

    /// Creates the stable form of a diagnostic.
    public init(_ diagnostic: Diagnostic) {
      ruleID = diagnostic.ruleID
      severity = diagnostic.severity.rawValue
      message = diagnostic.message
      path = diagnostic.path
      line = diagnostic.line
    }

    private enum CodingKeys: String, CodingKey {
      case ruleID, severity, message, path, line
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(ruleID, forKey: .ruleID)
      try container.encode(severity, forKey: .severity)
      try container.encode(message, forKey: .message)
      try container.encode(path, forKey: .path)
      try container.encode(line, forKey: .line)
    }
  }
}
