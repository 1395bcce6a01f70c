// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// Wrapper chains written for these tests, loaded by a real ``AdsLoader`` and
/// ``URLSessionTransport`` from `Scripts/ad-test-server.py` on 127.0.0.1.
///
/// Each test starts its own server, so its request log holds only its own requests (documents
/// and `<Error>` pixels). Serialized: two dozen Python start-ups at once on a two-core runner
/// starve the timing assertions.
@MainActor
@Suite(
  "End to end: wrapper chains over HTTP", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(EndToEndHarness.unavailable)"))
struct WrapperChainEndToEndTests {
  private typealias Docs = ServedDocuments

  private func start(
    _ documents: [String: String], extra: [String: AdServerRoute] = [:]
  ) async throws -> LocalAdServer {
    var routes = documents.mapValues { AdServerRoute.vast($0) }
    routes.merge(extra) { _, new in new }
    return try await LocalAdServer.start(routes: routes)
  }

  // MARK: Depth

  @Test(
    "Chains of 0 to 4 wrappers resolve, one request per level, no error pixel", arguments: 0...4)
  func chainsResolve(depth: Int) async throws {
    let server = try await start(Docs.chain("c", depth: depth))
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: Docs.chainPath("c", level: 0)))
    let ad = try #require(load.playableAds.first, "load failed: \(String(describing: load.error))")
    #expect(load.playableAds.count == 1)
    #expect(ad.ad.id == "c-ad")
    #expect(ad.wrappers.map(\.adId) == (0..<depth).map { "c-w\($0)" })
    let base = server.baseURL.absoluteString
    #expect(
      ad.inLine.impressions.map(\.url)
        == (0..<depth).map { "\(base)/imp/c-w\($0)" } + ["\(base)/imp/c-ad"])
    #expect(ad.inLine.creatives.first?.linear?.trackingURLs(for: .start).count == depth + 1)
    #expect(ad.sourceURL == server.url(path: Docs.chainPath("c", level: depth)).absoluteString)
    let paths = try await EndToEndHarness.paths(server)
    #expect(paths == (0...depth).map { Docs.chainPath("c", level: $0) })
    let hops = try #require(try? load.result.get()).adsManager.hops
    #expect(hops.map(\.depth) == Array(0...depth))
    #expect(hops.allSatisfy { $0.statusCode == 200 && $0.bytes > 0 })
  }

  @Test("A fifth wrapper fails with 302, and every wrapper's error pixel reaches the server")
  func fifthWrapperFails() async throws {
    let server = try await start(Docs.chain("c", depth: 5))
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: Docs.chainPath("c", level: 0)))
    let error = try #require(load.error)
    #expect(error.code == .vastTooManyRedirects)
    #expect(error.vastCode == .wrapperLimit)
    #expect(
      try await EndToEndHarness.paths(server, prefix: "/c/")
        == (0..<5).map { Docs.chainPath("c", level: $0) })
    #expect(
      try await EndToEndHarness.paths(server, prefix: "/err/").sorted()
        == (0..<5).map { "/err/c-w\($0)?code=302" })
  }

  // MARK: Failing hops

  @Test("A 404 hop fails with IMA 303 (VAST 301), reported to the wrapper before it")
  func notFoundHop() async throws {
    let server = try await start(Docs.chain("n", depth: 2), extra: ["/n/w1": .status(404)])
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: "/n/w0"))
    let error = try #require(load.error)
    #expect(error.code == .vastInvalidURL)
    #expect(error.vastCode == .wrapperTimeout)
    #expect(try await EndToEndHarness.paths(server, prefix: "/n/") == ["/n/w0", "/n/w1"])
    #expect(try await EndToEndHarness.paths(server, prefix: "/err/") == ["/err/n-w0?code=301"])
  }

  @Test("A hop slower than wrapperTimeout fails with 301 at the timeout, not at the answer")
  func slowHopTimesOut() async throws {
    let server = try await start(
      Docs.chain("s", depth: 1),
      extra: [
        "/s/w1": AdServerRoute.vast(Docs.vast(Docs.inLine(id: "late"))).delayed(milliseconds: 5_000)
      ])
    defer { server.stop() }
    var settings = Settings()
    settings.loading.wrapperTimeout = .milliseconds(500)
    let load = await EndToEndHarness.load(server.url(path: "/s/w0"), settings: settings)
    let error = try #require(load.error)
    #expect(error.code == .vastLoadTimeout)
    #expect(error.vastCode == .wrapperTimeout)
    #expect(load.seconds >= 0.45)
    #expect(load.seconds < 0.5 + 1.0)
    #expect(try await EndToEndHarness.paths(server, prefix: "/err/") == ["/err/s-w0?code=301"])
  }

  @Test("The total deadline ends a chain whose hops each beat their own timeout")
  func totalDeadline() async throws {
    var routes: [String: AdServerRoute] = [:]
    for (path, xml) in Docs.chain("d", depth: 3) {
      routes[path] = AdServerRoute.vast(xml).delayed(milliseconds: 450)
    }
    let server = try await LocalAdServer.start(routes: routes)
    defer { server.stop() }
    var settings = Settings()
    settings.loading.totalDeadline = .milliseconds(700)
    let load = await EndToEndHarness.load(server.url(path: "/d/w0"), settings: settings)
    let error = try #require(load.error)
    #expect(error.code == .vastLoadTimeout)
    #expect(error.vastCode == .wrapperTimeout)
    #expect(load.seconds >= 0.65)
    #expect(load.seconds < 0.7 + 1.0)
    // w1 is normally requested at about 0.45 s and cut at 0.7 s; on a loaded machine w0 alone
    // may outlast the deadline. Either way the chain ends there: w2 is never requested.
    let paths = try await EndToEndHarness.paths(server, prefix: "/d/")
    #expect(paths == ["/d/w0", "/d/w1"] || paths == ["/d/w0"], "\(paths)")
    #expect(try await EndToEndHarness.paths(server, prefix: "/err/") == ["/err/d-w0?code=301"])
  }

  // MARK: Slow bodies

  @Test("A trickling body that beats the wrapper timeout is read whole and resolves")
  func trickleArrives() async throws {
    let inline = Docs.vast(Docs.inLine(id: "slowly"))
    let trickle = AdServerRoute.Trickle(chunkBytes: 100, intervalMilliseconds: 40)
    let server = try await start(
      Docs.chain("t", depth: 1), extra: ["/t/w1": AdServerRoute(body: inline, trickle: trickle)])
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: "/t/w0"))
    #expect(load.playableAds.map(\.ad.id) == ["slowly"])
    let chunks = (inline.utf8.count + 99) / 100
    #expect(load.seconds >= Double(chunks - 1) * 0.04 * 0.9)
    #expect(try await EndToEndHarness.paths(server, prefix: "/err/").isEmpty)
  }

  @Test("A trickling body that outlasts wrapperTimeout fails with 301 at the timeout")
  func trickleTimesOut() async throws {
    let inline = Docs.vast(Docs.inLine(id: "slowly"))
    let trickle = AdServerRoute.Trickle(chunkBytes: 20, intervalMilliseconds: 100)
    let server = try await start(
      Docs.chain("t", depth: 1), extra: ["/t/w1": AdServerRoute(body: inline, trickle: trickle)])
    defer { server.stop() }
    var settings = Settings()
    settings.loading.wrapperTimeout = .milliseconds(500)
    let load = await EndToEndHarness.load(server.url(path: "/t/w0"), settings: settings)
    let error = try #require(load.error)
    #expect(error.code == .vastLoadTimeout)
    #expect(error.vastCode == .wrapperTimeout)
    #expect(load.seconds < 0.5 + 1.0)
    #expect(try await EndToEndHarness.paths(server, prefix: "/err/") == ["/err/t-w0?code=301"])
  }

  // MARK: Pods

  @Test("A pod of three wrappers resolves its members in parallel and keeps sequence order")
  func podOfThreeWrappers() async throws {
    let tag = Docs.vast(
      Docs.wrapper(id: "m3", tag: "{{BASE_URL}}/pod/a3", sequence: 3),
      Docs.wrapper(id: "m1", tag: "{{BASE_URL}}/pod/a1", sequence: 1),
      Docs.wrapper(id: "m2", tag: "{{BASE_URL}}/pod/a2", sequence: 2))
    var routes: [String: AdServerRoute] = ["/pod/tag": .vast(tag)]
    // Each member is answered only once all three requests are in flight: resolving them one
    // at a time never gets an answer (504, or the wrapper timeout), whatever the machine's speed.
    for member in 1...3 {
      routes["/pod/a\(member)"] = AdServerRoute.vast(Docs.vast(Docs.inLine(id: "ad\(member)")))
        .meeting("pod", count: 3)
    }
    let server = try await LocalAdServer.start(routes: routes)
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: "/pod/tag"))
    let ads = load.playableAds
    #expect(ads.map(\.ad.id) == ["ad1", "ad2", "ad3"])
    #expect(ads.map(\.sequence) == [1, 2, 3])
    #expect(ads.map { $0.wrappers.map(\.adId) } == [["m1"], ["m2"], ["m3"]])
    #expect(ads.map(\.inLine.impressions.count) == [2, 2, 2])
    #expect(load.error == nil)
    let members = try await server.requestLog().filter { $0.path.hasPrefix("/pod/a") }
    #expect(members.map(\.path).sorted() == ["/pod/a1", "/pod/a2", "/pod/a3"])
  }

  // MARK: Relative URIs

  @Test("Relative VASTAdTagURIs resolve against the URL of the document that holds them")
  func relativeURIs() async throws {
    let server = try await start([
      "/rel/a/tag.xml": Docs.vast(Docs.wrapper(id: "r1", tag: "next.xml")),
      "/rel/a/next.xml": Docs.vast(Docs.wrapper(id: "r2", tag: "../b/third.xml?x=1")),
      "/rel/b/third.xml": Docs.vast(Docs.wrapper(id: "r3", tag: "/rel/c/fourth.xml")),
      "/rel/d/inline.xml": Docs.vast(Docs.inLine(id: "relative")),
    ])
    defer { server.stop() }
    // A network-path reference needs the port, known only now.
    try await server.addRoutes([
      "/rel/c/fourth.xml": .vast(
        Docs.vast(Docs.wrapper(id: "r4", tag: "//127.0.0.1:\(server.port)/rel/d/inline.xml")))
    ])
    let load = await EndToEndHarness.load(server.url(path: "/rel/a/tag.xml"))
    let ad = try #require(load.playableAds.first, "load failed: \(String(describing: load.error))")
    #expect(ad.ad.id == "relative")
    #expect(
      ad.wrappers.map(\.adTagURI) == [
        "next.xml", "../b/third.xml?x=1", "/rel/c/fourth.xml",
        "//127.0.0.1:\(server.port)/rel/d/inline.xml",
      ])
    #expect(ad.sourceURL == server.url(path: "/rel/d/inline.xml").absoluteString)
    #expect(
      try await EndToEndHarness.paths(server) == [
        "/rel/a/tag.xml", "/rel/a/next.xml", "/rel/b/third.xml?x=1", "/rel/c/fourth.xml",
        "/rel/d/inline.xml",
      ])
  }

  @Test("After an HTTP redirect, relative URIs resolve against the final URL (RFC 3986 §5.1.3)")
  func relativeURIAfterRedirect() async throws {
    let server = try await start(
      [
        "/moved/doc.xml": Docs.vast(Docs.wrapper(id: "moved", tag: "inline.xml")),
        "/moved/inline.xml": Docs.vast(Docs.inLine(id: "after-redirect")),
      ], extra: ["/old/tag": .redirect(to: "/moved/doc.xml")])
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: "/old/tag"))
    let documents = try await EndToEndHarness.paths(server).filter { !$0.hasPrefix("/err/") }
    #expect(documents.prefix(2) == ["/old/tag", "/moved/doc.xml"])
    #expect(load.playableAds.map(\.ad.id) == ["after-redirect"])
    #expect(documents == ["/old/tag", "/moved/doc.xml", "/moved/inline.xml"])
  }

  // MARK: VMAP

  @Test("A VMAP resolves its inline pre-roll at load and its tag mid-roll on demand")
  func vmapOverHTTP() async throws {
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre"><vmap:VASTAdData>
            \(Docs.vast(Docs.wrapper(id: "pre-w", tag: "pre.xml")))
          </vmap:VASTAdData></vmap:AdSource>
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="00:05:00.000" breakType="linear" breakId="mid">
          <vmap:AdSource id="mid"><vmap:AdTagURI templateType="vast3"><![CDATA[mid.xml]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    let server = try await start([
      "/vmap/tag.xml": vmap,
      "/vmap/pre.xml": Docs.vast(Docs.inLine(id: "pre")),
      "/vmap/mid.xml": Docs.vast(Docs.inLine(id: "mid")),
    ])
    defer { server.stop() }
    let load = await EndToEndHarness.load(server.url(path: "/vmap/tag.xml"), playhead: true)
    let manager = try #require(try? load.result.get()).adsManager
    #expect(manager.adCuePoints == [0, 300])
    #expect(manager.resolution?.playableAds.map(\.ad.id) == ["pre"])
    #expect(manager.hops.count == 2)
    #expect(try await EndToEndHarness.paths(server) == ["/vmap/tag.xml", "/vmap/pre.xml"])
    guard case .loaded(let mid) = await manager.loadBreak(at: 1) else {
      Issue.record("the mid-roll should load")
      return
    }
    #expect(mid.playableAds.map(\.ad.id) == ["mid"])
    #expect(manager.hops.count == 3)
    #expect(try await EndToEndHarness.paths(server).last == "/vmap/mid.xml")
  }
}
#endif
