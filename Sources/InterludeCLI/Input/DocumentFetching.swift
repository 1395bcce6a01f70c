import Foundation

/// Fetches one document from an http(s) URL.
protocol DocumentFetching: Sendable {
  /// The body of a successful response to a GET of `url`.
  ///
  /// - Throws: ``CLIError`` (unusable input) when the request fails, the status is not 2xx, or
  ///   the body is larger than `limit` bytes.
  func fetch(_ url: URL, limit: Int) async throws -> Data
}
