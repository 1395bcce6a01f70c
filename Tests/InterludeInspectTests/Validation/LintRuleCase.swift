import InterludeInspect
import InterludeVAST
import Testing

/// One rule exercised on a document that breaks it and on one that does not.
struct LintRuleCase: Sendable, CustomTestStringConvertible {
  /// The rule that must fire on ``bad`` and not on ``good``.
  var ruleID: String
  /// The severity the finding must have.
  var severity: Diagnostic.Severity
  /// The path the finding must have.
  var path: String
  /// A document that breaks the rule.
  var bad: String
  /// A document that keeps it.
  var good: String

  var testDescription: String { ruleID }

  init(
    _ ruleID: String, _ severity: Diagnostic.Severity, at path: String, bad: String,
    good: String = LintDocuments.inLine42
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.path = path
    self.bad = bad
    self.good = good
  }
}
