import Foundation
import Interlude

/// A transport that reports each beacon request before it goes out (`S <n>`) and its outcome
/// when it comes back (`A <n> <status>` or `F <n> <error>`), `<n>` being the beacon's number
/// (the last path component of its URL).
///
/// `S` is written before the request leaves, so a beacon with an `S` and no answer at a kill
/// is one whose request may have reached the server.
struct AnnouncingTransport: HTTPTransport {
  /// The transport that sends.
  var base: any HTTPTransport
  /// Where the lines go.
  var output: LineWriter

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let number = request.url.lastPathComponent
    output.line("S \(number)")
    do {
      let response = try await base.send(request)
      output.line("A \(number) \(response.statusCode)")
      return response
    } catch {
      output.line("F \(number) \(error)")
      throw error
    }
  }
}
