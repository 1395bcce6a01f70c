import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches documents with one long-lived `URLSession`, without following wrappers.
///
/// The body is read with the async `data(for:)` (per-task delegates are not called on Linux),
/// so the size cap is checked against `Content-Length` when the server sends it and against
/// the body once it has arrived; the request as a whole is bounded by ``timeout``.
struct URLSessionFetcher: DocumentFetching {
  /// The default bound on one fetch, in seconds.
  static let defaultTimeout: TimeInterval = 10

  /// The bound on one fetch, in seconds.
  let timeout: TimeInterval
  private let session: URLSession

  /// Creates a fetcher with an ephemeral session (no cookies or cache kept on disk).
  init(timeout: TimeInterval = URLSessionFetcher.defaultTimeout) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    self.timeout = timeout
    self.session = URLSession(configuration: configuration)
  }

  func fetch(_ url: URL, limit: Int) async throws -> Data {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.timeoutInterval = timeout
    request.setValue("application/xml, text/xml, */*", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw CLIError.unusableInput(
        "could not fetch \(url.absoluteString): \(error.localizedDescription)")
    }
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw CLIError.unusableInput("could not fetch \(url.absoluteString): HTTP \(http.statusCode)")
    }
    if response.expectedContentLength > Int64(limit) || data.count > limit {
      let size = max(Int64(data.count), response.expectedContentLength)
      throw CLIError.unusableInput(
        "\(url.absoluteString) is \(size) bytes, over the limit of \(limit) bytes")
    }
    return data
  }
}
