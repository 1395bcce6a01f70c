import Foundation
import Interlude
import InterludeConsent

/// A transport that keeps every document it fetches (everything but beacons), so that
/// `lint --follow` can lint each document of a wrapper chain after the load.
final class DocumentRecordingTransport: HTTPTransport, Sendable {
  /// One document request and what came back.
  struct Document: Sendable {
    /// The URL requested.
    var url: URL
    /// The status, when a response arrived.
    var statusCode: Int?
    /// The body, empty when no response arrived.
    var body: Data
    /// Why no response arrived, as a sentence.
    var failure: String?
  }

  private let base: any HTTPTransport
  private let recorded = Locked<[Document]>([])

  /// A transport that sends through `base` and records documents.
  init(base: any HTTPTransport) {
    self.base = base
  }

  /// The documents fetched so far, in the order they finished.
  var documents: [Document] { recorded.withLock { $0 } }

  /// Sends through the base transport, recording the request unless it is a beacon.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    do {
      let response = try await base.send(request)
      record(
        Document(url: request.url, statusCode: response.statusCode, body: response.body), request)
      return response
    } catch {
      record(
        Document(
          url: request.url, body: Data(), failure: ErrorSentence.transport(error, url: request.url)),
        request)
      throw error
    }
  }

  private func record(_ document: Document, _ request: HTTPRequest) {
    guard request.purpose != .beacon else { return }
    recorded.withLock { $0.append(document) }
  }
}
