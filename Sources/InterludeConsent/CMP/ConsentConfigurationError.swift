/// Why a ``ConsentConfiguration`` cannot be used (see
/// ``ConsentConfiguration/validate(against:)``).
public struct ConsentConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of a failure; the raw value is a stable code.
  public enum Kind: String, Hashable, Sendable {
    /// A purpose id is outside the TCF 2.2 purposes 1–11.
    case purposeOutOfRange
    /// A purpose under legitimate interest is consent-only: purpose 1 (TCF policies) or 3–6
    /// (TCF 2.2).
    case legitimateInterestNotAllowed
    /// A special feature id is outside the TCF 2.2 special features 1–2.
    case specialFeatureOutOfRange
    /// A vendor is not in the Global Vendor List the layer shows.
    case vendorNotInVendorList
  }

  /// The category of the failure.
  public var kind: Kind
  /// The offending ids, ascending.
  public var ids: [Int]
  /// One sentence for people, naming the field and the ids.
  public var detail: String

  /// Creates an error.
  package init(_ kind: Kind, ids: [Int], detail: String) {
    self.kind = kind
    self.ids = ids
    self.detail = detail
  }

  /// `code: detail`.
  public var description: String { "\(kind.rawValue): \(detail)" }
}
