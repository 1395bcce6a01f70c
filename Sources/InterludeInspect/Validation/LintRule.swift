import InterludeVAST

/// The description of one validator rule: its stable identifier, severity and meaning.
///
/// Every ``Diagnostic`` the validator produces names one of the rules in ``LintRules/all``
/// through ``Diagnostic/ruleID``.
public struct LintRule: Hashable, Sendable, CustomStringConvertible {
  /// The stable kebab-case identifier (for example `inline-missing-impression`).
  public let id: String
  /// How serious a finding of this rule is.
  public let severity: Diagnostic.Severity
  /// What the rule checks, in one English sentence.
  public let summary: String

  /// Creates a rule description.
  public init(id: String, severity: Diagnostic.Severity, summary: String) {
    self.id = id
    self.severity = severity
    self.summary = summary
  }

  /// `inline-missing-impression (error): An InLine ad has no Impression URL.`
  public var description: String { "\(id) (\(severity.rawValue)): \(summary)" }
}
