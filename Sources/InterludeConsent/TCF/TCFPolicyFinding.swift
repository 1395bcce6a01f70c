/// A policy rule a TC string breaks, with its severity and an explanation.
public struct TCFPolicyFinding: Hashable, Sendable, CustomStringConvertible {
  /// The rule broken.
  public var check: TCFPolicyCheck
  /// Whether it invalidates the string or only warns.
  public var severity: TCFPolicySeverity
  /// One sentence for people.
  public var message: String

  /// Creates a finding.
  package init(check: TCFPolicyCheck, severity: TCFPolicySeverity, message: String) {
    self.check = check
    self.severity = severity
    self.message = message
  }

  /// `severity[check]: message`.
  public var description: String { "\(severity.rawValue)[\(check.rawValue)]: \(message)" }
}
