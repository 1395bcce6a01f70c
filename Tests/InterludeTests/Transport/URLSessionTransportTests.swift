// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// End-to-end tests of ``URLSessionTransport`` against `Scripts/ad-test-server.py`.
///
/// Each test starts its own server, so logs never mix. The suite is serialized anyway: starting
/// two dozen Python processes at once on a two-core runner starves the timing-sensitive tests of
/// other suites. The transports are shared and long-lived, as in production, because
/// FoundationNetworking is fragile when sessions are created and torn down concurrently.
@Suite(
  "URLSessionTransport against the local ad server", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "python3 is missing: the local ad server cannot run"))
struct URLSessionTransportTests {
  private static let userAgent = "InterludeTests/1.0"
  private static let transport = URLSessionTransport(userAgent: userAgent)
  private static let oneRedirect = URLSessionTransport(userAgent: userAgent, maxRedirects: 1)
  /// Opts in to cookies (a plain ephemeral session keeps them in memory).
  private static let cookieKeeping = URLSessionTransport(
    configuration: .ephemeral, userAgent: userAgent)
  private static let vast = #"<VAST version="4.2"><Ad id="1"></Ad></VAST>"#

  private static func now() -> Double { ProcessInfo.processInfo.systemUptime }

  private func outcome(
    _ request: HTTPRequest, on transport: URLSessionTransport = URLSessionTransportTests.transport
  ) async -> Result<HTTPResponse, TransportError> {
    do {
      return .success(try await transport.send(request))
    } catch {
      return .failure(error)
    }
  }

  private func isBadRedirect(_ result: Result<HTTPResponse, TransportError>) -> Bool {
    if case .failure(.badRedirect) = result { return true }
    return false
  }

  // MARK: Responses

  @Test("a 200 arrives with its body, headers and final URL")
  func success() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/tag": AdServerRoute(body: Self.vast, headers: ["X-Ad-Server": "local"])
    ])
    defer { server.stop() }
    let response = try await Self.transport.send(HTTPRequest(url: server.url(path: "/tag?x=1")))
    #expect(response.statusCode == 200)
    #expect(response.isSuccess)
    #expect(String(decoding: response.body, as: UTF8.self) == Self.vast)
    #expect(response.headers["x-ad-server"] == "local")
    #expect(response.headers["content-type"] == "application/xml; charset=utf-8")
    #expect(response.url == server.url(path: "/tag?x=1"))
  }

  @Test("404 and 500 are responses, not errors", arguments: [404, 500])
  func errorStatuses(status: Int) async throws {
    let server = try await LocalAdServer.start(routes: ["/e500": .status(500, body: "oops")])
    defer { server.stop() }
    let path = status == 404 ? "/missing" : "/e500"
    let response = try await Self.transport.send(HTTPRequest(url: server.url(path: path)))
    #expect(response.statusCode == status)
    #expect(!response.isSuccess)
  }

  @Test("files below the root are served")
  func servesFiles() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-root-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(Self.vast.utf8).write(to: root.appendingPathComponent("inline.xml"))
    let server = try await LocalAdServer.start(root: root)
    defer { server.stop() }
    let response = try await Self.transport.send(
      HTTPRequest(url: server.url(path: "/inline.xml")))
    #expect(response.statusCode == 200)
    #expect(response.body == Data(Self.vast.utf8))
  }

  @Test("concurrent requests on one transport all succeed")
  func concurrentRequests() async throws {
    let server = try await LocalAdServer.start(routes: ["/beacon": .status(204)])
    defer { server.stop() }
    let statuses = await withTaskGroup(of: Int.self) { group in
      for index in 0..<12 {
        group.addTask {
          let request = HTTPRequest(url: server.url(path: "/beacon?n=\(index)"))
          return (try? await Self.transport.send(request).statusCode) ?? -1
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses == Array(repeating: 204, count: 12))
    #expect(try await server.requestLog().count == 12)
  }

  // MARK: Timing

  @Test("a slow answer times out within the deadline")
  func slowTimesOut() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/slow": AdServerRoute.vast(Self.vast).delayed(milliseconds: 6_000)
    ])
    defer { server.stop() }
    let timeout = 1.2
    let start = Self.now()
    let result = await outcome(HTTPRequest(url: server.url(path: "/slow"), timeout: timeout))
    let elapsed = Self.now() - start
    #expect(result == .failure(.timedOut))
    #expect(elapsed >= timeout - 0.05)
    #expect(elapsed < timeout + 1.5)
  }

  @Test("a sub-second timeout neither fires early nor late (libcurl truncates to whole seconds)")
  func subSecondTimeout() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/fast": .vast(Self.vast),
      "/slow": AdServerRoute.vast(Self.vast).delayed(milliseconds: 3_000),
    ])
    defer { server.stop() }
    let fast = await outcome(HTTPRequest(url: server.url(path: "/fast"), timeout: 0.5))
    #expect((try? fast.get())?.statusCode == 200)
    let start = Self.now()
    let slow = await outcome(HTTPRequest(url: server.url(path: "/slow"), timeout: 0.4))
    #expect(slow == .failure(.timedOut))
    #expect(Self.now() - start < 0.4 + 1.5)
  }

  @Test("a trickling body arrives whole when it beats the deadline")
  func trickleArrives() async throws {
    let trickle = AdServerRoute.Trickle(chunkBytes: 10, intervalMilliseconds: 80)
    let server = try await LocalAdServer.start(routes: [
      "/trickle": AdServerRoute(body: "0123456789", repeatCount: 5, trickle: trickle)
    ])
    defer { server.stop() }
    let start = Self.now()
    let response = try await Self.transport.send(
      HTTPRequest(url: server.url(path: "/trickle"), timeout: 5))
    #expect(response.body.count == 50)
    #expect(Self.now() - start >= 0.3)
  }

  @Test("a trickling body that outlasts the deadline times out within it")
  func trickleTimesOut() async throws {
    let trickle = AdServerRoute.Trickle(chunkBytes: 10, intervalMilliseconds: 200)
    let server = try await LocalAdServer.start(routes: [
      "/trickle": AdServerRoute(body: "0123456789", repeatCount: 30, trickle: trickle)
    ])
    defer { server.stop() }
    let timeout = 1.0
    let start = Self.now()
    let result = await outcome(HTTPRequest(url: server.url(path: "/trickle"), timeout: timeout))
    #expect(result == .failure(.timedOut))
    #expect(Self.now() - start < timeout + 1.5)
  }

  @Test("cancelling the calling task cancels the request promptly")
  func cancellation() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/slow": AdServerRoute.vast(Self.vast).delayed(milliseconds: 6_000)
    ])
    defer { server.stop() }
    let request = HTTPRequest(url: server.url(path: "/slow"), timeout: 30)
    let task = Task { await outcome(request) }
    try await Task.sleep(nanoseconds: 300_000_000)
    let start = Self.now()
    task.cancel()
    let result = await task.value
    #expect(result == .failure(.cancelled))
    // Well under the server's 6 s: the request did not run to its answer (a loose bound, so a
    // busy machine or a sanitizer does not fail it).
    #expect(Self.now() - start < 3)
  }

  @Test("a task cancelled before sending fails at once")
  func cancelledBeforeSending() async throws {
    let server = try await LocalAdServer.start(routes: ["/tag": .vast(Self.vast)])
    defer { server.stop() }
    let request = HTTPRequest(url: server.url(path: "/tag"))
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await outcome(request)
    }
    #expect(await task.value == .failure(.cancelled))
  }

  // MARK: Size

  @Test(
    "a body over the cap is refused, by Content-Length or by size when chunked",
    arguments: [false, true])
  func tooLarge(chunked: Bool) async throws {
    let server = try await LocalAdServer.start(routes: [
      "/big": AdServerRoute(body: "<VAST/>", repeatCount: 2_000, chunked: chunked)
    ])
    defer { server.stop() }
    let request = HTTPRequest(url: server.url(path: "/big"), maxResponseBytes: 4_096)
    #expect(await outcome(request) == .failure(.tooLarge(limit: 4_096)))
    let roomy = HTTPRequest(url: server.url(path: "/big"), maxResponseBytes: 14_000)
    #expect((try? await outcome(roomy).get())?.body.count == 14_000)
  }

  // MARK: Redirects

  @Test("a redirect chain is followed to the end, relative and absolute")
  func redirectChain() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/r1": .redirect(to: "/r2"), "/r2": .redirect(to: "{{BASE_URL}}/r3", status: 307),
      "/r3": .redirect(to: "final?from=r3", status: 301), "/final": .vast(Self.vast),
    ])
    defer { server.stop() }
    let response = try await Self.transport.send(HTTPRequest(url: server.url(path: "/r1")))
    #expect(response.statusCode == 200)
    #expect(response.url == server.url(path: "/final?from=r3"))
    #expect(response.body == Data(Self.vast.utf8))
    let paths = try await server.requestLog().map(\.path)
    #expect(paths == ["/r1", "/r2", "/r3", "/final?from=r3"])
  }

  @Test("a redirect loop fails with badRedirect after the cap")
  func redirectLoop() async throws {
    let server = try await LocalAdServer.start(routes: ["/loop": .redirect(to: "/loop")])
    defer { server.stop() }
    let result = await outcome(HTTPRequest(url: server.url(path: "/loop")))
    #expect(isBadRedirect(result))
    let log = try await server.requestLog()
    #expect(log.count == URLSessionTransport.defaultMaxRedirects + 1)
  }

  @Test("the redirect cap is configurable")
  func redirectCap() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/r1": .redirect(to: "/r2"), "/r2": .redirect(to: "/end"), "/end": .status(204),
    ])
    defer { server.stop() }
    #expect(
      isBadRedirect(await outcome(HTTPRequest(url: server.url(path: "/r1")), on: Self.oneRedirect)))
    let once = await outcome(HTTPRequest(url: server.url(path: "/r2")), on: Self.oneRedirect)
    #expect((try? once.get())?.statusCode == 204)
  }

  @Test(
    "a redirect to a scheme other than http or https fails with badRedirect",
    arguments: ["file:///etc/passwd", "ftp://127.0.0.1/ad.xml", "javascript:alert(1)"])
  func redirectToOtherScheme(location: String) async throws {
    let server = try await LocalAdServer.start(routes: ["/away": .redirect(to: location)])
    defer { server.stop() }
    #expect(isBadRedirect(await outcome(HTTPRequest(url: server.url(path: "/away")))))
    #expect(try await server.requestLog().map(\.path) == ["/away"])
  }

  @Test("a 3xx without Location is returned as it is")
  func redirectWithoutLocation() async throws {
    let server = try await LocalAdServer.start(routes: ["/nowhere": .status(302)])
    defer { server.stop() }
    let response = try await Self.transport.send(HTTPRequest(url: server.url(path: "/nowhere")))
    #expect(response.statusCode == 302)
  }

  // MARK: Failures

  @Test("a closed port fails with connectionFailed")
  func connectionRefused() async throws {
    let server = try await LocalAdServer.start()
    let url = server.url(path: "/tag")
    server.stop()
    let result = await outcome(HTTPRequest(url: url, timeout: 5))
    guard case .failure(.connectionFailed) = result else {
      Issue.record("expected connectionFailed, got \(result)")
      return
    }
  }

  // MARK: Headers and privacy

  @Test("the User-Agent is the transport's, unless the request names one")
  func userAgent() async throws {
    let server = try await LocalAdServer.start(routes: ["/tag": .vast(Self.vast)])
    defer { server.stop() }
    _ = try await Self.transport.send(HTTPRequest(url: server.url(path: "/tag?n=1")))
    _ = try await Self.transport.send(
      HTTPRequest(
        url: server.url(path: "/tag?n=2"),
        headers: ["user-agent": "App/2 (iPhone)", "X-Request-Id": "abc"]))
    let log = try await server.requestLog()
    #expect(log.map { $0.headers["user-agent"] } == [Self.userAgent, "App/2 (iPhone)"])
    #expect(log.last?.headers["x-request-id"] == "abc")
    #expect(log.allSatisfy { $0.method == "GET" })
  }

  @Test("cookies are neither stored nor sent by default")
  func noCookies() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/set": AdServerRoute(body: "ok", headers: ["Set-Cookie": "uid=tracker-1; Path=/"]),
      "/next": .vast(Self.vast),
    ])
    defer { server.stop() }
    for transport in [Self.transport, Self.cookieKeeping] {
      _ = try await transport.send(HTTPRequest(url: server.url(path: "/set")))
      _ = try await transport.send(HTTPRequest(url: server.url(path: "/next")))
    }
    let cookies = try await server.requestLog().filter { $0.path == "/next" }
      .map { $0.headers["cookie"] }
    // The default transport sends none; the control, which opted in to cookies, sends it back.
    #expect(cookies == [nil, "uid=tracker-1"])
  }

  @Test("the server log can be reset")
  func resetLog() async throws {
    let server = try await LocalAdServer.start()
    defer { server.stop() }
    _ = try await Self.transport.send(HTTPRequest(url: server.url(path: "/a")))
    #expect(try await server.requestLog().count == 1)
    try await server.reset()
    #expect(try await server.requestLog().isEmpty)
    try await server.addRoutes(["/added": .status(204)])
    let added = try await Self.transport.send(HTTPRequest(url: server.url(path: "/added")))
    #expect(added.statusCode == 204)
    #expect(await server.isHealthy())
  }
}
#endif
