/// Where a loaded vendor list came from.
public enum GVLOrigin: String, Hashable, Sendable {
  /// Downloaded now (and cached).
  case network
  /// The cached copy, which the server confirmed with `304 Not Modified`.
  case notModified
  /// The cached copy, because the fetch failed (see ``GVLLoadResult/problems``) or there was no
  /// remote URL.
  case cache
  /// The copy bundled with the app.
  case bundled
}
