import InterludeVAST

/// One finding of the validator: a rule broken at a place in the document.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// The document breaks the spec in a way players reject or mishandle.
    case error
    /// The document works with tolerant players but is risky or deprecated.
    case warning
    /// Worth knowing; nothing to fix.
    case info

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .info: 2
      }
    }

    /// Errors sort before warnings, warnings before infos.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// The stable identifier of the rule (for example `inline-missing-impression`).
  public var ruleID: String
  /// How serious the finding is.
  public var severity: Severity
  /// What is wrong, in English.
  public var message: String
  /// The element path, for example `VAST/Ad[1]/InLine/Creatives/Creative[2]/Linear`.
  public var path: String
  /// The 1-based line of the element, when known.
  public var line: Int?

  /// Creates a diagnostic.
  public init(
    ruleID: String, severity: Severity, message: String, path: String, line: Int? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
  }

  /// `error[rule-id] VAST/Ad[1]/InLine (line 4): message`.
  public var description: String {
    let location = line.map { "\(path) (line \($0))" } ?? path
    return "\(severity.rawValue)[\(ruleID)] \(location): \(message)"
  }
}
