/// Why a ``ConsentStore`` could not save.
public enum ConsentStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The values could not be encoded.
  case encodingFailed(reason: String)
  /// The file could not be written or moved into place; the previous contents are intact.
  case writeFailed(path: String, reason: String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .encodingFailed(let reason):
      return "could not encode consent values: \(reason)"
    case .writeFailed(let path, let reason):
      return "could not write \(path): \(reason)"
    }
  }
}
