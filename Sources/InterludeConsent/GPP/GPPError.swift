/// Why a GPP string could not be decoded, or a section could not be encoded.
///
/// Every failure carries a ``Kind`` to switch on, the section it happened in (when it happened in
/// one) and a human-readable detail.
public struct GPPError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broad category of a failure.
  public enum Kind: String, Hashable, Sendable {
    /// The string is empty.
    case empty
    /// The string starts with `C`: it is a bare TCF v2 TC string, not a GPP string.
    case bareTCString
    /// The string does not start with a GPP header.
    case notGPP
    /// A character is outside the base64url alphabet.
    case invalidCharacter
    /// A field needs more bits than the segment holds.
    case truncated
    /// The header's type is not 3.
    case unsupportedHeaderType
    /// The header's GPP version is not 1.
    case unsupportedVersion
    /// The header's section-ID range is malformed (a bad Fibonacci code or absurd IDs).
    case invalidSectionIDs
    /// The string carries a different number of sections than the header lists.
    case sectionCountMismatch
    /// A section's own version is not one this decoder knows.
    case unsupportedSectionVersion
    /// A section's payload is malformed (for example an invalid US Privacy string).
    case invalidSection
    /// A section's subsection (such as GPC) is malformed or of an unknown type.
    case invalidSubsection
    /// A section value is not one its specification defines for the field (read from a string
    /// or to be encoded), does not fit its field's bits, or a list has not the length the
    /// section's version gives it.
    case valueOutOfRange
  }

  /// The category of the failure.
  public var kind: Kind
  /// The section ID the failure happened in, or nil for the header and the string as a whole.
  public var sectionID: Int?
  /// A human-readable explanation.
  public var detail: String

  /// Creates an error.
  package init(_ kind: Kind, sectionID: Int? = nil, detail: String) {
    self.kind = kind
    self.sectionID = sectionID
    self.detail = detail
  }

  /// One line: the section (if any) by ID and API prefix, then the detail, as in
  /// `section 2 (tcfeuv2): the TC string does not decode: …`.
  public var description: String {
    guard let sectionID else { return detail }
    guard let name = GPPSection.name(of: sectionID) else {
      return "section \(sectionID): \(detail)"
    }
    return "section \(sectionID) (\(name)): \(detail)"
  }

  /// The same error attributed to a section.
  func inSection(_ id: Int) -> GPPError {
    GPPError(kind, sectionID: sectionID ?? id, detail: detail)
  }
}
