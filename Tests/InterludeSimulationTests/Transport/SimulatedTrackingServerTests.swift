import Foundation
import Interlude
import InterludeSimulation
import Testing

@Suite("Transport: SimulatedTrackingServer")
struct SimulatedTrackingServerTests {
  /// Answers 200 with a body to everything, and counts what it was asked.
  private final class CountingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest.Purpose] = []

    var purposes: [HTTPRequest.Purpose] { lock.withLock { sent } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
      lock.withLock { sent.append(request.purpose) }
      return HTTPResponse(url: request.url, statusCode: 200, body: Data("<VAST/>".utf8))
    }
  }

  private let url = URL(string: "https://t.test/a1/impression") ?? URL(fileURLWithPath: "/")

  @Test("Tracking server: a beacon gets 204 with no body, and the document server never sees it")
  func beacon() async throws {
    let base = CountingTransport()
    let server = SimulatedTrackingServer(base: base)
    let response = try await server.send(HTTPRequest(url: url, purpose: .beacon))
    #expect(response.statusCode == 204)
    #expect(response.body.isEmpty)
    #expect(response.url == url)
    #expect(base.purposes == [])
  }

  @Test(
    "Tracking server: every other request gets the document server's answer",
    arguments: [HTTPRequest.Purpose.adRequest, .wrapper, .breakTag, .other])
  func passesOn(purpose: HTTPRequest.Purpose) async throws {
    let base = CountingTransport()
    let server = SimulatedTrackingServer(base: base)
    let response = try await server.send(HTTPRequest(url: url, purpose: purpose))
    #expect(response.statusCode == 200)
    #expect(response.body == Data("<VAST/>".utf8))
    #expect(base.purposes == [purpose])
  }

  @Test("Tracking server: the document server's errors reach the caller")
  func passesErrorsOn() async throws {
    let server = SimulatedTrackingServer(base: InMemoryTransport(responses: ["x": Data(count: 16)]))
    let request = HTTPRequest(
      url: URL(string: "x") ?? url, maxResponseBytes: 8, purpose: .adRequest)
    await #expect(throws: TransportError.tooLarge(limit: 8)) {
      try await server.send(request)
    }
    let missing = try await server.send(HTTPRequest(url: url, purpose: .wrapper))
    #expect(missing.statusCode == 404)
  }
}
