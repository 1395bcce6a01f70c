/// How serious a ``TCFPolicyFinding`` is.
public enum TCFPolicySeverity: String, Hashable, Sendable, Comparable {
  /// The string is invalid under TCF 2.2: vendors must not rely on it.
  case error
  /// The string is usable but not conformant (for example to TCF 2.3).
  case warning

  /// Errors sort before warnings.
  public static func < (lhs: TCFPolicySeverity, rhs: TCFPolicySeverity) -> Bool {
    lhs == .error && rhs == .warning
  }
}
