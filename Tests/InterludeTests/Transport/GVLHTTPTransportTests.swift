// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// The vendor list lifecycle over real HTTP: `GVLLoader` through ``GVLHTTPTransport`` and
/// ``URLSessionTransport`` against `Scripts/ad-test-server.py`.
@Suite(
  "GVL loading over HTTP", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "python3 is missing: the local ad server cannot run"))
struct GVLHTTPTransportTests {
  private static let transport = GVLHTTPTransport(URLSessionTransport())
  private static let lastModified = "Thu, 27 Nov 2025 16:00:00 GMT"
  private static let vendorList = """
    {"gvlSpecificationVersion": 3, "vendorListVersion": 20, "tcfPolicyVersion": 5,
     "vendors": {"755": {"id": 755, "name": "Google Advertising Products", "purposes": [1]}}}
    """

  private func cacheDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("gvl-http-\(UUID().uuidString)", isDirectory: true)
  }

  @Test("If-Modified-Since carries the server's Last-Modified, and a 304 keeps the cached list")
  func conditionalGet() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/gvl/vendor-list.json": AdServerRoute(
        status: 200, body: Self.vendorList,
        headers: ["Last-Modified": Self.lastModified, "Content-Type": "application/json"])
    ])
    defer { server.stop() }
    let cache = cacheDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let loader = GVLLoader(transport: Self.transport, cacheDirectory: cache)
    let source = GVLSource(remoteURL: server.url(path: "/gvl/vendor-list.json"))

    let first = try await loader.loadVendorList(from: source)
    #expect(first.origin == .network && first.problems.isEmpty)
    #expect(first.vendorList.vendorListVersion == 20 && first.vendorList.tcfPolicyVersion == 5)

    try await server.addRoutes(["/gvl/vendor-list.json": .status(304)])
    let second = try await loader.loadVendorList(from: source)
    #expect(second.origin == .notModified && second.problems.isEmpty)
    #expect(second.vendorList == first.vendorList)

    let log = try await server.requestLog()
    #expect(log.count == 2)
    #expect(log.first?.headers["if-modified-since"] == nil)
    #expect(log.last?.headers["if-modified-since"] == Self.lastModified)
  }

  @Test("a list over the size cap is refused with tooLarge, and a 404 with httpStatus")
  func sizeCapAndStatus() async throws {
    let server = try await LocalAdServer.start(routes: [
      "/big/vendor-list.json": AdServerRoute(status: 200, body: Self.vendorList, repeatCount: 50),
      "/gone/vendor-list.json": .status(404, body: "not found"),
    ])
    defer { server.stop() }
    var loader = GVLLoader(transport: Self.transport)
    loader.maxResponseBytes = 4_096
    let big = server.url(path: "/big/vendor-list.json")
    await #expect(throws: GVLError.unavailable([.tooLarge(url: big, limit: 4_096)])) {
      try await loader.loadVendorList(from: GVLSource(remoteURL: big))
    }
    let gone = server.url(path: "/gone/vendor-list.json")
    await #expect(throws: GVLError.unavailable([.httpStatus(url: gone, status: 404)])) {
      try await loader.loadVendorList(from: GVLSource(remoteURL: gone))
    }
  }
}
#endif
