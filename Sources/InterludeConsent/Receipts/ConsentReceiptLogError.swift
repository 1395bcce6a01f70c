/// Why a ``ConsentReceiptLog`` could not open its file or keep a receipt. The case is the
/// error's code.
public enum ConsentReceiptLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file (or its folder, or its lock file) cannot be created, read or written.
  case unavailable(path: String, reason: String)
  /// Another log, in this process or another, has the file open.
  case locked(path: String)
  /// The file was written by a newer version of Interlude.
  case unsupportedVersion(Int)
  /// A receipt could not be written; the log is as it was before.
  case writeFailed(reason: String)
  /// The log was closed.
  case closed

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .unavailable(let path, let reason): "consent receipt log \(path) unavailable: \(reason)"
    case .locked(let path): "consent receipt log \(path) is open in another log"
    case .unsupportedVersion(let version): "consent receipt log version \(version) is unknown"
    case .writeFailed(let reason): "consent receipt not written: \(reason)"
    case .closed: "the consent receipt log is closed"
    }
  }
}
