import Foundation
import InterludeConsent

/// A scripted ``GVLTransport``: answers each URL with the response registered for it, records
/// every request, and fails like an offline device for URLs without one.
final class InMemoryGVLTransport: GVLTransport, @unchecked Sendable {
  /// The error of an unanswered URL.
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  private let lock = NSLock()
  private var responses: [URL: GVLFetchResponse] = [:]
  private var received: [GVLFetchRequest] = []

  /// Answers `url` with `response`, or with the offline error when nil.
  func answer(_ url: URL, with response: GVLFetchResponse?) {
    lock.withLock { responses[url] = response }
  }

  /// Answers `url` with a 200 carrying `body`, and a `Last-Modified` when given.
  func serve(_ body: Data, at url: URL, lastModified: String? = nil) {
    answer(
      url,
      with: GVLFetchResponse(
        statusCode: 200, headers: lastModified.map { ["Last-Modified": $0] } ?? [:], body: body))
  }

  /// The requests received, oldest first.
  var requests: [GVLFetchRequest] { lock.withLock { received } }

  func fetch(_ request: GVLFetchRequest) async throws -> GVLFetchResponse {
    let response = lock.withLock { () -> GVLFetchResponse? in
      received.append(request)
      return responses[request.url]
    }
    guard let response else { throw Offline() }
    return response
  }
}
