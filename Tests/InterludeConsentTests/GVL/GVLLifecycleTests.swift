import Foundation
import InterludeConsent
import Testing

/// `GVLLoader.loadVendorList(from:)`: the publisher's URL, the cache and the bundled copy.
/// TCF rule: in-app, the last cached GVL may be used while offline but must be updated as soon
/// as the device is online; the list is never fetched from consensu.org by the client.
@Suite("GVL lifecycle")
struct GVLLifecycleTests {
  private static let lastModified = "Thu, 27 Nov 2025 16:00:00 GMT"

  /// A loader over an in-memory transport, with its cache and bundle in a fresh folder that is
  /// removed with the rig.
  private final class Rig {
    let url =
      URL(string: "https://cmp.example/gvl/v3/vendor-list.json") ?? URL(fileURLWithPath: "/")
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("gvl-lifecycle-\(UUID().uuidString)", isDirectory: true)
    let transport = InMemoryGVLTransport()
    var loader: GVLLoader

    var cache: URL { root.appendingPathComponent("cache", isDirectory: true) }
    var cacheFile: URL { cache.appendingPathComponent("vendor-list.json") }
    var validatorFile: URL { cache.appendingPathComponent("vendor-list.json.last-modified") }
    /// The `If-Modified-Since` of the last request.
    var lastValidatorSent: String? { transport.requests.last?.headers["If-Modified-Since"] }

    init() {
      loader = GVLLoader(transport: transport, cacheDirectory: root.appendingPathComponent("cache"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Serves a list of `version` (a 200), with a `Last-Modified` when given.
    func serve(version: Int, lastModified: String? = nil) {
      transport.serve(GVLFixtures.list(version: version), at: url, lastModified: lastModified)
    }

    /// Answers with a bare status.
    func answer(_ status: Int) {
      transport.answer(url, with: GVLFetchResponse(statusCode: status, body: Data("x".utf8)))
    }

    /// Loads from the remote URL and, when given, a bundled copy.
    func load(bundled: URL? = nil) async throws -> GVLLoadResult {
      try await loader.loadVendorList(from: GVLSource(remoteURL: url, bundledURL: bundled))
    }

    /// Writes a bundled list of `version` and returns its URL.
    func bundled(version: Int) throws -> URL {
      let folder = root.appendingPathComponent("bundle-\(version)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("vendor-list.json")
      try GVLFixtures.list(version: version).write(to: file)
      return file
    }

    /// Leaves a cache that does not decode, with a validator beside it.
    func corruptCache(_ text: String) throws {
      try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: cacheFile)
      try Data(GVLLifecycleTests.lastModified.utf8).write(to: validatorFile)
    }

    func exists(_ file: URL) -> Bool { FileManager.default.fileExists(atPath: file.path) }
  }

  @Test("a cached list is revalidated with If-Modified-Since, and a 304 keeps it")
  func conditionalRequest() async throws {
    let rig = Rig()
    rig.serve(version: 20, lastModified: Self.lastModified)
    let first = try await rig.load()
    #expect(first.origin == .network && first.problems.isEmpty)
    #expect(first.vendorList.vendorListVersion == 20)
    #expect(rig.lastValidatorSent == nil, "nothing cached yet")

    rig.transport.answer(rig.url, with: GVLFetchResponse(statusCode: 304))
    let second = try await rig.load()
    #expect(second.origin == .notModified && second.problems.isEmpty)
    #expect(second.vendorList == first.vendorList)
    #expect(rig.lastValidatorSent == Self.lastModified)
    #expect(
      rig.transport.requests.allSatisfy { $0.maxResponseBytes == rig.loader.maxResponseBytes })

    // A newer list replaces the cached one, and its own Last-Modified is sent next time.
    let newer = "Thu, 04 Dec 2025 16:00:00 GMT"
    rig.serve(version: 21, lastModified: newer)
    let third = try await rig.load()
    #expect(third.origin == .network && third.vendorList.vendorListVersion == 21)
    rig.transport.answer(rig.url, with: GVLFetchResponse(statusCode: 304))
    _ = try await rig.load()
    #expect(rig.lastValidatorSent == newer)
  }

  @Test("a server without Last-Modified gets unconditional requests, and a stale one is dropped")
  func noValidator() async throws {
    let rig = Rig()
    rig.serve(version: 20, lastModified: Self.lastModified)
    _ = try await rig.load()
    #expect(rig.exists(rig.validatorFile))
    rig.serve(version: 21)
    _ = try await rig.load()
    #expect(!rig.exists(rig.validatorFile), "the old Last-Modified would describe another body")
    _ = try await rig.load()
    #expect(rig.lastValidatorSent == nil)
  }

  @Test("the cache holds exactly the downloaded bytes and its validator, with no temporary files")
  func cacheIsWrittenWhole() async throws {
    let rig = Rig()
    rig.serve(version: 20, lastModified: Self.lastModified)
    _ = try await rig.load()
    #expect(try Data(contentsOf: rig.cacheFile) == GVLFixtures.list(version: 20))
    #expect(try String(contentsOf: rig.validatorFile, encoding: .utf8) == Self.lastModified)
    let names = try FileManager.default.contentsOfDirectory(atPath: rig.cache.path).sorted()
    #expect(names == ["vendor-list.json", "vendor-list.json.last-modified"])
  }

  @Test("a body over the size cap is refused with tooLarge and the cached copy is used")
  func sizeCap() async throws {
    let rig = Rig()
    let small = GVLFixtures.list(version: 20)
    rig.loader.maxResponseBytes = small.count
    rig.serve(version: 20)
    _ = try await rig.load()

    // The in-memory transport does not enforce the cap; the loader does.
    rig.transport.serve(GVLFixtures.list(version: 21, vendors: [42: nil, 43: nil]), at: rig.url)
    let result = try await rig.load()
    #expect(result.origin == .cache && result.vendorList.vendorListVersion == 20)
    #expect(result.problems == [.tooLarge(url: rig.url, limit: small.count)])
    #expect(result.problems.map(\.code) == [.tooLarge])
    #expect(try Data(contentsOf: rig.cacheFile) == small, "the refused body is not cached")
  }

  @Test("a corrupt cache falls back to the bundled list, is reported and removed")
  func corruptCacheFallsBackToBundled() async throws {
    let rig = Rig()  // offline: the transport answers nothing
    try rig.corruptCache(#"{"vendorListVersion": 30, "vend"#)
    let result = try await rig.load(bundled: try rig.bundled(version: 12))
    #expect(result.origin == .bundled && result.vendorList.vendorListVersion == 12)
    #expect(result.problems.map(\.code) == [.corruptCache, .fetchFailed])
    guard case .corruptCache(let file, let reason) = result.problems.first else {
      Issue.record("expected corruptCache first, got \(result.problems)")
      return
    }
    #expect(file == rig.cacheFile && !reason.isEmpty)
    #expect(rig.lastValidatorSent == nil, "no validator for a copy that is gone")
    #expect(!rig.exists(rig.cacheFile) && !rig.exists(rig.validatorFile))
  }

  @Test("a corrupt cache is replaced by an unconditional download when online")
  func corruptCacheIsReplacedOnline() async throws {
    let rig = Rig()
    try rig.corruptCache("not json")
    rig.serve(version: 20)
    let result = try await rig.load()
    #expect(result.origin == .network && result.problems.map(\.code) == [.corruptCache])
    #expect(rig.lastValidatorSent == nil, "a 304 would leave nothing to use")
    #expect(try GVLLoader().load(from: Data(contentsOf: rig.cacheFile)).vendorListVersion == 20)
  }

  @Test("offline, the cached or the bundled copy with the higher vendorListVersion is used")
  func offlinePicksTheNewerCopy() async throws {
    let rig = Rig()
    rig.serve(version: 20)
    _ = try await rig.load()
    rig.transport.answer(rig.url, with: nil)

    let cached = try await rig.load(bundled: try rig.bundled(version: 12))
    #expect(cached.origin == .cache && cached.vendorList.vendorListVersion == 20)
    #expect(cached.problems.map(\.code) == [.fetchFailed])

    let newer = try rig.bundled(version: 25)  // an app update shipped it
    let bundled = try await rig.load(bundled: newer)
    #expect(bundled.origin == .bundled && bundled.vendorList.vendorListVersion == 25)

    let onlyBundled = try await GVLLoader().loadVendorList(from: GVLSource(bundledURL: newer))
    #expect(onlyBundled.origin == .bundled && onlyBundled.problems.isEmpty)
  }

  @Test("an error status or a 304 to an unconditional request falls back and is reported")
  func httpStatuses() async throws {
    let rig = Rig()
    let bundled = try rig.bundled(version: 12)
    for status in [304, 404, 500] {
      rig.answer(status)
      let result = try await rig.load(bundled: bundled)
      #expect(result.origin == .bundled)
      #expect(result.problems == [.httpStatus(url: rig.url, status: status)])
    }
  }

  @Test("the loader's timeout, a Duration (10 seconds by default), goes with every fetch")
  func timeoutGoesWithEveryFetch() async throws {
    #expect(GVLLoader().timeout == .seconds(10))
    let rig = Rig()
    rig.loader.timeout = .milliseconds(2_500)
    rig.serve(version: 20)
    _ = try await rig.load()
    #expect(rig.transport.requests.map(\.timeout) == [.milliseconds(2_500)])
  }

  @Test("a cache that cannot be written is reported, and the download is still used")
  func cacheWriteFailure() async throws {
    let rig = Rig()
    try FileManager.default.createDirectory(at: rig.root, withIntermediateDirectories: true)
    try Data("a file where the cache folder should be".utf8).write(to: rig.cache)
    rig.serve(version: 20)
    let result = try await rig.load()
    #expect(result.origin == .network && result.vendorList.vendorListVersion == 20)
    #expect(result.problems.map(\.code) == [.cacheWriteFailed])
  }

  @Test("with no usable source the load fails with every problem, each with its code")
  func unavailable() async throws {
    await #expect(throws: GVLError.unavailable([])) {
      try await GVLLoader().loadVendorList(from: GVLSource())
    }
    let rig = Rig()
    await #expect {
      try await rig.load(bundled: rig.root.appendingPathComponent("missing.json"))
    } throws: { error in
      guard case .unavailable(let problems) = error as? GVLError else { return false }
      return problems.map(\.code) == [.fetchFailed, .readFailed]
        && (error as? GVLError)?.description.hasPrefix("unavailable: ") == true
    }
    let web = try #require(URL(string: "https://cmp.example/bundle.json"))
    await #expect(throws: GVLError.unavailable([.unsupportedURL(web)])) {
      try await GVLLoader().loadVendorList(from: GVLSource(bundledURL: web))
    }
  }
}
