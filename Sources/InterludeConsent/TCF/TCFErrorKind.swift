/// The stable category of a ``TCFError``, for programs that branch on the failure.
///
/// The raw values are a contract: they appear in CLI output and logs and do not change.
public enum TCFErrorKind: String, Hashable, Sendable, CaseIterable {
  /// The string is empty (or has an empty core segment).
  case empty
  /// A character outside the base64url alphabet (`A–Z a–z 0–9 - _`, plus trailing `=`).
  case notBase64
  /// The core segment ends before its fixed fields do.
  case tooShort
  /// The version is not 2: TCF v1 strings (first character `B`), GPP strings (`D`) and others.
  case unsupportedVersion
  /// A variable-length section (vendors, restrictions, publisher TC) ends early.
  case truncated
  /// An optional segment is empty, of an unknown type, repeated or malformed.
  case badSegment
  /// A value cannot be encoded: outside its field's range, or an ID that is not allowed.
  case valueOutOfRange
}
