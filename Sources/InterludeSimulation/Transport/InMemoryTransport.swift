public import Foundation
public import Interlude

/// Serves canned responses from memory: for offline demos (`interlude simulate`), previews and
/// apps that ship a house ad. Unknown URLs get 404; every request is answered at once.
public final class InMemoryTransport: HTTPTransport {
  private let responses: [String: Data]

  /// Creates a transport that serves `responses` (URL text → body) with status 200.
  public init(responses: [String: Data]) {
    self.responses = responses
  }

  /// Answers from memory.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let key = request.url.absoluteString
    guard let body = responses[key] ?? responses[Self.withoutQuery(key)] else {
      return HTTPResponse(url: request.url, statusCode: 404)
    }
    guard body.count <= request.maxResponseBytes else {
      throw .tooLarge(limit: request.maxResponseBytes)
    }
    return HTTPResponse(
      url: request.url, statusCode: 200, headers: ["content-type": "application/xml"], body: body)
  }

  private static func withoutQuery(_ url: String) -> String {
    url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
  }
}
