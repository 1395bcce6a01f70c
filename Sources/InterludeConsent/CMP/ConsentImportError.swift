/// Why ``ConsentManager/importConsent(_:)`` refused a TC string.
public struct ConsentImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of a failure; the raw value is a stable code.
  public enum Kind: String, Hashable, Sendable {
    /// The string is not a TC string (see ``ConsentImportError/decodingError``).
    case undecodable
    /// The string was made under another TCF policy version than the configuration's: the TC
    /// string specification has the CMP discard it and ask again.
    case policyVersionMismatch
    /// The string breaks a TCF 2.2 rule (see ``TCFPolicyChecks``).
    case policyViolation
  }

  /// The category of the failure.
  public var kind: Kind
  /// One sentence for people.
  public var detail: String
  /// The decoder's error, for ``Kind/undecodable``.
  public var decodingError: TCFError?

  /// Creates an error.
  public init(_ kind: Kind, detail: String, decodingError: TCFError? = nil) {
    self.kind = kind
    self.detail = detail
    self.decodingError = decodingError
  }

  /// `code: detail`.
  public var description: String { "\(kind.rawValue): \(detail)" }
}
