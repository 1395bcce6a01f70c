/// Why the local ad server could not be used.
public enum LocalAdServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `python3` on `PATH`: end-to-end tests should skip with ``description`` as the reason.
  case pythonUnavailable
  /// The server script is not where the repository keeps it.
  case scriptMissing(String)
  /// The server did not start or did not report its port.
  case launchFailed(String)
  /// A control request (`/__log`, `/__reset`, `/__routes`) failed.
  case controlFailed(String)

  /// A message for test output.
  public var description: String {
    switch self {
    case .pythonUnavailable:
      "python3 is not on PATH: the local ad server (Scripts/ad-test-server.py) cannot run"
    case .scriptMissing(let path): "the local ad server script is missing at \(path)"
    case .launchFailed(let reason): "the local ad server did not start: \(reason)"
    case .controlFailed(let reason): "the local ad server did not answer: \(reason)"
    }
  }
}
