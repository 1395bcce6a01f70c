import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `inspect --follow` and `lint --follow` fetch documents only: the pixels a load fires reach
/// the ad server only with `--send-pixels`, and every request the server sees is listed.
@Suite(
  "--follow has no side effects by default", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(LocalAdServer.unavailableReason ?? "")"))
struct FollowPixelTests {
  /// A wrapper whose inline is missing (404): VAST 2.0+ asks for its `<Error>` pixel (301).
  private static let routes: [String: AdServerRoute] = [
    "/tag.xml": .vast(
      """
      <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>Outer</AdSystem>
        <VASTAdTagURI><![CDATA[{{BASE_URL}}/inline.xml]]></VASTAdTagURI>
        <Impression><![CDATA[{{BASE_URL}}/imp]]></Impression>
        <Error><![CDATA[{{BASE_URL}}/err?c=[ERRORCODE]]]></Error>
      </Wrapper></Ad></VAST>
      """),
    "/inline.xml": .status(404),
  ]

  private func paths(_ server: LocalAdServer) async throws -> [String] {
    try await server.requestLog().map(\.path)
  }

  @Test(
    "Pixels reach the server only with --send-pixels; every request it saw is listed",
    arguments: ["inspect", "lint"], [false, true])
  func pixelsOnlyOnRequest(command: String, sendPixels: Bool) async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    let result = await runCLI(
      [command, "--follow"] + (sendPixels ? ["--send-pixels"] : []) + [tag])
    #expect(result.status == .invalidDocument)
    let seen = try await paths(server)
    #expect(Array(seen.prefix(2)) == ["/tag.xml", "/inline.xml"])
    for path in seen {
      #expect(result.output.contains(server.url(path: path).absoluteString), "\(path) is listed")
    }
    guard sendPixels else {
      #expect(seen.count == 2, "no pixel request: \(seen)")
      #expect(result.output.contains("pixels (1, not sent; --send-pixels sends them):\n"))
      #expect(result.output.contains("  error  \(server.url(path: "/err?c=").absoluteString)"))
      return
    }
    #expect(seen.count == 3)
    let pixel = try #require(seen.last)
    #expect(pixel.hasPrefix("/err?c="))
    #expect(result.output.contains("pixels (1, sent):\n"))
    #expect(result.output.contains("  error 404  \(server.url(path: pixel).absoluteString)"))
  }

  @Test("--json lists the pixels with whether each was sent")
  func pixelsInJSON() async throws {
    let server = try await LocalAdServer.start(routes: Self.routes)
    defer { server.stop() }
    let tag = server.url(path: "/tag.xml").absoluteString
    for (arguments, sent) in [([String](), false), (["--send-pixels"], true)] {
      let inspect = await runCLI(["inspect", "--follow", "--json"] + arguments + [tag])
      let lint = await runCLI(["lint", "--follow", "--json"] + arguments + [tag])
      for result in [inspect, lint] {
        let json = try #require(
          try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["pixelsSent"] as? Bool == sent)
        let pixels = try #require(json["pixels"] as? [[String: Any]])
        #expect(pixels.count == 1)
        #expect(pixels.first?["kind"] as? String == "error")
        #expect(pixels.first?["sent"] as? Bool == sent)
        #expect(
          (pixels.first?["url"] as? String)?.hasPrefix(
            tag.replacingOccurrences(of: "tag.xml", with: "err?c=")) == true)
      }
      let documents = try #require(
        (try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any])?[
          "documents"] as? [[String: Any]])
      #expect(documents.map { $0["statusCode"] as? Int } == [200, 404])
    }
    let seen = try await paths(server)
    #expect(seen.filter { $0.hasPrefix("/err") }.count == 2, "only the two --send-pixels runs")
  }

  @Test("lint --follow lints every document of the chain under its URL")
  func lintsEveryDocument() async throws {
    var routes = Self.routes
    routes["/inline.xml"] = .vast(Inputs.inline)
    let server = try await LocalAdServer.start(routes: routes)
    defer { server.stop() }
    let result = await runCLI(["lint", "--follow", server.url(path: "/tag.xml").absoluteString])
    #expect(result.output.contains("\(server.url(path: "/tag.xml").absoluteString) (HTTP 200):\n"))
    #expect(
      result.output.contains("\(server.url(path: "/inline.xml").absoluteString) (HTTP 200):\n"))
    #expect(result.output.contains("2 documents linted\n"))
    #expect(result.output.contains("pixels (0, not sent; --send-pixels sends them):\n"))
    #expect(try await paths(server) == ["/tag.xml", "/inline.xml"])
  }
}
