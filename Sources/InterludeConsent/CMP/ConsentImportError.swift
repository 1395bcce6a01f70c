/// Why ``ConsentManager/importConsent(_:)`` refused a TC string.
public enum ConsentImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string is not a TC string: the decoder's error.
  case undecodable(TCFError)
  /// The string was made under another TCF policy version than the configuration's: the TC
  /// string specification has the CMP discard it and ask again.
  case policyVersionMismatch(found: Int, expected: Int)
  /// The string breaks TCF 2.2 rules (see ``TCString/policyFindings``): the errors found.
  case policyViolation([TCFPolicyFinding])

  /// A stable code for programs and logs.
  public var code: String {
    switch self {
    case .undecodable: "undecodable"
    case .policyVersionMismatch: "policyVersionMismatch"
    case .policyViolation: "policyViolation"
    }
  }

  /// `code: explanation`.
  public var description: String {
    switch self {
    case .undecodable(let error):
      "\(code): \(error.message)"
    case .policyVersionMismatch(let found, let expected):
      "\(code): the string is of TCF policy version \(found), not \(expected): "
        + "it must be collected again"
    case .policyViolation(let findings):
      "\(code): " + findings.map(\.message).joined(separator: "; ")
    }
  }
}
