/// Why a US Privacy string is invalid.
package struct USPrivacyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of a failure.
  package enum Kind: String, Hashable, Sendable {
    /// The string is not exactly four characters long.
    case wrongLength
    /// The first character is not the supported version `1`.
    case unsupportedVersion
    /// A flag is not `Y`, `N` or `-`.
    case invalidFlag
    /// Opt-out of sale is `-` although notice or LSPA is known (only `1---` may leave it unknown).
    case unknownOptOut
  }

  /// The category of the failure.
  package var kind: Kind
  /// The 1-based character position at fault, when there is one.
  package var position: Int?
  /// A human-readable explanation.
  package var detail: String

  /// Creates an error.
  package init(_ kind: Kind, position: Int? = nil, detail: String) {
    self.kind = kind
    self.position = position
    self.detail = detail
  }

  /// The detail.
  package var description: String { detail }
}
