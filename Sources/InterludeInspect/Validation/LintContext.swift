import InterludeVAST

/// What one validation pass knows and has found: the declared version and the diagnostics.
struct LintContext {
  /// The declared VAST version; nil when absent or unreadable, which turns off
  /// version-dependent rules.
  var version: LintVersion?
  /// The findings, in the order they were made.
  var diagnostics: [Diagnostic] = []

  init(version: LintVersion? = nil) {
    self.version = version
  }

  /// True when the declared version is known and at least `minimum`.
  func isAtLeast(_ minimum: LintVersion) -> Bool {
    version.map { $0 >= minimum } ?? false
  }

  /// True when the declared version is known and below `minimum`.
  func isBefore(_ minimum: LintVersion) -> Bool {
    version.map { $0 < minimum } ?? false
  }

  /// Records a finding of `rule` at an element.
  mutating func report(_ rule: LintRule, _ message: String, at node: LintNode) {
    report(rule, message, path: node.path, line: node.line)
  }

  /// Records a finding of `rule` at a path.
  mutating func report(_ rule: LintRule, _ message: String, path: String, line: Int?) {
    diagnostics.append(
      Diagnostic(
        ruleID: rule.id, severity: rule.severity, message: message, path: path, line: line))
  }
}
