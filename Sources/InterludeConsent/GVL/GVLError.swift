public import Foundation

/// Why a Global Vendor List or translation could not be loaded, or why a load fell back to an
/// older copy (``GVLLoadResult/problems``).
public enum GVLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL's scheme is neither `file`, `http` nor `https`, or a bundled copy is not a file.
  case unsupportedURL(URL)
  /// An http(s) URL was given but the loader has no ``GVLTransport``.
  case noTransport(URL)
  /// A local file could not be read.
  case readFailed(url: URL, reason: String)
  /// The transport failed: offline, timed out, refused.
  case fetchFailed(url: URL, reason: String)
  /// The server answered with a status other than 2xx (or a 304 to a request without
  /// `If-Modified-Since`).
  case httpStatus(url: URL, status: Int)
  /// The body is larger than ``GVLLoader/maxResponseBytes``.
  case tooLarge(url: URL, limit: Int)
  /// The data is not a valid vendor list or translation.
  case decodingFailed(reason: String)
  /// The file is a vendor list of a specification version this SDK does not read (before 3).
  case unsupportedSpecificationVersion(Int)
  /// The language code is not a plain code such as `fr` or `pt-br`.
  case invalidLanguage(String)
  /// The cached copy cannot be read or decoded; it has been removed.
  case corruptCache(file: URL, reason: String)
  /// A good download could not be cached (or a corrupt cache removed); the next load fetches
  /// again.
  case cacheWriteFailed(file: URL, reason: String)
  /// No source gave a vendor list: the problems met with each, in order (none when no source was
  /// configured).
  case unavailable([GVLError])

  /// The stable code of the failure.
  package var code: GVLErrorCode {
    switch self {
    case .unsupportedURL: return .unsupportedURL
    case .noTransport: return .noTransport
    case .readFailed: return .readFailed
    case .fetchFailed: return .fetchFailed
    case .httpStatus: return .httpStatus
    case .tooLarge: return .tooLarge
    case .decodingFailed: return .decodingFailed
    case .unsupportedSpecificationVersion: return .unsupportedSpecificationVersion
    case .invalidLanguage: return .invalidLanguage
    case .corruptCache: return .corruptCache
    case .cacheWriteFailed: return .cacheWriteFailed
    case .unavailable: return .unavailable
    }
  }

  /// `code: explanation`, as logs and the CLI print it.
  public var description: String { "\(code.rawValue): \(message)" }

  /// A readable explanation, without the code.
  public var message: String {
    switch self {
    case .unsupportedURL(let url):
      return "unsupported GVL URL: \(url.absoluteString)"
    case .noTransport(let url):
      return "no transport to fetch \(url.absoluteString)"
    case .readFailed(let url, let reason):
      return "could not read \(url.path): \(reason)"
    case .fetchFailed(let url, let reason):
      return "could not fetch \(url.absoluteString): \(reason)"
    case .httpStatus(let url, let status):
      return "\(url.absoluteString) answered HTTP \(status)"
    case .tooLarge(let url, let limit):
      return "\(url.absoluteString) is over the limit of \(limit) bytes"
    case .decodingFailed(let reason):
      return "not a valid vendor list: \(reason)"
    case .unsupportedSpecificationVersion(let version):
      return "GVL specification version \(version) is not supported (3 or later)"
    case .invalidLanguage(let language):
      return "invalid language code: \(language)"
    case .corruptCache(let file, let reason):
      return "the cached copy \(file.path) is unusable and was removed: \(reason)"
    case .cacheWriteFailed(let file, let reason):
      return "could not update the cached copy \(file.path): \(reason)"
    case .unavailable(let problems):
      guard !problems.isEmpty else { return "no vendor list source is configured" }
      return "no vendor list could be loaded: "
        + problems.map(\.description).joined(separator: "; ")
    }
  }
}
