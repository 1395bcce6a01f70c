/// Why a ``BeaconQueue`` could not open its journal.
public enum BeaconQueueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The journal (or its folder, or its lock file) cannot be created, read or written.
  case journalUnavailable(path: String, reason: String)
  /// Another queue, in this process or another, has the journal open.
  case journalLocked(path: String)
  /// The journal was written by a newer version of Interlude.
  case unsupportedJournalVersion(Int)

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .journalUnavailable(let path, let reason): "beacon journal \(path) unavailable: \(reason)"
    case .journalLocked(let path): "beacon journal \(path) is open in another queue"
    case .unsupportedJournalVersion(let version): "beacon journal version \(version) is unknown"
    }
  }
}
