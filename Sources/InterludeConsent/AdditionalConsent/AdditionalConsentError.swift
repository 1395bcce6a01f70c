/// Why a Google Additional Consent string is invalid.
public struct AdditionalConsentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of a failure.
  public enum Kind: String, Hashable, Sendable {
    /// The string is empty.
    case empty
    /// The version is not 1 or 2.
    case unsupportedVersion
    /// The string has the wrong number of `~`-separated parts for its version.
    case malformed
    /// A version 2 string lacks its `dv` (disclosed vendors) part.
    case missingDisclosedVendors
    /// An ATP ID is not a positive decimal integer.
    case invalidID
  }

  /// The category of the failure.
  public var kind: Kind
  /// A human-readable explanation.
  public var detail: String

  /// Creates an error.
  package init(_ kind: Kind, detail: String) {
    self.kind = kind
    self.detail = detail
  }

  /// The detail.
  public var description: String { detail }
}
