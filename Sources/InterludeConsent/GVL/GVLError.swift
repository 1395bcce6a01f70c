public import Foundation

/// Why a Global Vendor List or translation could not be loaded.
public enum GVLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL's scheme is neither `file`, `http` nor `https`.
  case unsupportedURL(URL)
  /// An http(s) URL was given but the loader has no fetch closure.
  case noFetcher(URL)
  /// A local file could not be read.
  case readFailed(url: URL, reason: String)
  /// The fetch closure failed and no cached copy could be used.
  case fetchFailed(url: URL, reason: String)
  /// The data is not a valid vendor list or translation.
  case decodingFailed(reason: String)
  /// The file is a vendor list of a specification version this SDK does not read (before 3).
  case unsupportedSpecificationVersion(Int)
  /// The language code is not a plain code such as `fr` or `pt-br`.
  case invalidLanguage(String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .unsupportedURL(let url):
      return "unsupported GVL URL scheme: \(url.absoluteString)"
    case .noFetcher(let url):
      return "no fetch closure to load \(url.absoluteString)"
    case .readFailed(let url, let reason):
      return "could not read \(url.path): \(reason)"
    case .fetchFailed(let url, let reason):
      return "could not fetch \(url.absoluteString) and no cached copy: \(reason)"
    case .decodingFailed(let reason):
      return "not a valid vendor list: \(reason)"
    case .unsupportedSpecificationVersion(let version):
      return "GVL specification version \(version) is not supported (3 or later)"
    case .invalidLanguage(let language):
      return "invalid language code: \(language)"
    }
  }
}
