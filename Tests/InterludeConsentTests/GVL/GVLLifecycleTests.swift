import Foundation
import InterludeConsent
import Testing

/// `GVLLoader.loadVendorList(from:)`: the publisher's URL, the cache and the bundled copy.
/// TCF rule: in-app, the last cached GVL may be used while offline but must be updated as soon
/// as the device is online; the list is never fetched from consensu.org by the client.
@Suite("GVL lifecycle")
struct GVLLifecycleTests {
  private let remote = URL(string: "https://cmp.example/gvl/v3/vendor-list.json").map { $0 }
  private let lastModified = "Thu, 27 Nov 2025 16:00:00 GMT"

  /// A fresh folder holding `cache/` and `bundle/`, removed by the caller.
  private final class Folders {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("gvl-lifecycle-\(UUID().uuidString)", isDirectory: true)
    var cache: URL { root.appendingPathComponent("cache", isDirectory: true) }
    var cacheFile: URL { cache.appendingPathComponent("vendor-list.json") }
    var validatorFile: URL { cache.appendingPathComponent("vendor-list.json.last-modified") }

    func bundled(_ data: Data) throws -> URL {
      let folder = root.appendingPathComponent("bundle", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("vendor-list.json")
      try data.write(to: file)
      return file
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  @Test("a cached list is revalidated with If-Modified-Since, and a 304 keeps it")
  func conditionalRequest() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.list(version: 20), at: url, lastModified: lastModified)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)

    let first = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(first.origin == .network && first.problems.isEmpty)
    #expect(first.vendorList.vendorListVersion == 20)
    #expect(transport.requests.first?.headers["If-Modified-Since"] == nil, "nothing cached yet")

    transport.answer(url, with: GVLFetchResponse(statusCode: 304))
    let second = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(second.origin == .notModified && second.problems.isEmpty)
    #expect(second.vendorList == first.vendorList)
    #expect(transport.requests.last?.headers["If-Modified-Since"] == lastModified)
    #expect(transport.requests.allSatisfy { $0.maxResponseBytes == loader.maxResponseBytes })

    // A newer list replaces the cached one, and its own Last-Modified is sent next time.
    let newer = "Thu, 04 Dec 2025 16:00:00 GMT"
    transport.serve(GVLFixtures.list(version: 21), at: url, lastModified: newer)
    let third = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(third.origin == .network && third.vendorList.vendorListVersion == 21)
    transport.answer(url, with: GVLFetchResponse(statusCode: 304))
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(transport.requests.last?.headers["If-Modified-Since"] == newer)
  }

  @Test("a server without Last-Modified gets unconditional requests, and a stale one is dropped")
  func noValidator() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.list(version: 20), at: url, lastModified: lastModified)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(FileManager.default.fileExists(atPath: folders.validatorFile.path))

    transport.serve(GVLFixtures.list(version: 21), at: url)
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(
      !FileManager.default.fileExists(atPath: folders.validatorFile.path),
      "the old Last-Modified would describe another body")
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(transport.requests.last?.headers["If-Modified-Since"] == nil)
  }

  @Test("the cache holds exactly the downloaded bytes and its validator, with no temporary files")
  func cacheIsWrittenWhole() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let transport = InMemoryGVLTransport()
    let body = GVLFixtures.list(version: 20)
    transport.serve(body, at: url, lastModified: lastModified)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(try Data(contentsOf: folders.cacheFile) == body)
    #expect(try String(contentsOf: folders.validatorFile, encoding: .utf8) == lastModified)
    let names = try FileManager.default.contentsOfDirectory(atPath: folders.cache.path).sorted()
    #expect(names == ["vendor-list.json", "vendor-list.json.last-modified"])
  }

  @Test("a body over the size cap is refused with tooLarge and the cached copy is used")
  func sizeCap() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let transport = InMemoryGVLTransport()
    let small = GVLFixtures.list(version: 20)
    transport.serve(small, at: url)
    var loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    loader.maxResponseBytes = small.count
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))

    // The transport here does not enforce the cap; the loader does.
    transport.serve(GVLFixtures.list(version: 21, vendors: [42: nil, 43: nil]), at: url)
    let result = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(result.origin == .cache && result.vendorList.vendorListVersion == 20)
    #expect(result.problems == [.tooLarge(url: url, limit: small.count)])
    #expect(result.problems.map(\.code) == [.tooLarge])
    #expect(try Data(contentsOf: folders.cacheFile) == small, "the refused body is not cached")
  }

  @Test("a corrupt cache falls back to the bundled list, is reported and removed")
  func corruptCacheFallsBackToBundled() async throws {
    let url = try #require(remote)
    let folders = Folders()
    try FileManager.default.createDirectory(at: folders.cache, withIntermediateDirectories: true)
    try Data(#"{"vendorListVersion": 30, "vend"#.utf8).write(to: folders.cacheFile)
    try Data(lastModified.utf8).write(to: folders.validatorFile)
    let bundled = try folders.bundled(GVLFixtures.list(version: 12))
    let transport = InMemoryGVLTransport()  // offline
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)

    let result = try await loader.loadVendorList(
      from: GVLSource(remoteURL: url, bundledURL: bundled))
    #expect(result.origin == .bundled && result.vendorList.vendorListVersion == 12)
    #expect(result.problems.map(\.code) == [.corruptCache, .fetchFailed])
    guard case .corruptCache(let file, let reason) = result.problems.first else {
      Issue.record("expected corruptCache first, got \(result.problems)")
      return
    }
    #expect(file == folders.cacheFile && !reason.isEmpty)
    #expect(transport.requests.first?.headers["If-Modified-Since"] == nil)
    #expect(!FileManager.default.fileExists(atPath: folders.cacheFile.path))
    #expect(!FileManager.default.fileExists(atPath: folders.validatorFile.path))
  }

  @Test("a corrupt cache is replaced by an unconditional download when online")
  func corruptCacheIsReplacedOnline() async throws {
    let url = try #require(remote)
    let folders = Folders()
    try FileManager.default.createDirectory(at: folders.cache, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: folders.cacheFile)
    try Data(lastModified.utf8).write(to: folders.validatorFile)
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.list(version: 20), at: url)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)

    let result = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(result.origin == .network && result.problems.map(\.code) == [.corruptCache])
    #expect(transport.requests.first?.headers["If-Modified-Since"] == nil, "a 304 would be useless")
    #expect(try GVLLoader().load(from: Data(contentsOf: folders.cacheFile)).vendorListVersion == 20)
  }

  @Test("offline, the cached or the bundled copy with the higher vendorListVersion is used")
  func offlinePicksTheNewerCopy() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.list(version: 20), at: url)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    _ = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    transport.answer(url, with: nil)

    let older = try folders.bundled(GVLFixtures.list(version: 12))
    let cached = try await loader.loadVendorList(from: GVLSource(remoteURL: url, bundledURL: older))
    #expect(cached.origin == .cache && cached.vendorList.vendorListVersion == 20)
    #expect(cached.problems.map(\.code) == [.fetchFailed])

    let newer = try folders.bundled(GVLFixtures.list(version: 25))  // an app update shipped it
    let bundled = try await loader.loadVendorList(
      from: GVLSource(remoteURL: url, bundledURL: newer))
    #expect(bundled.origin == .bundled && bundled.vendorList.vendorListVersion == 25)

    let onlyBundled = try await GVLLoader().loadVendorList(from: GVLSource(bundledURL: newer))
    #expect(onlyBundled.origin == .bundled && onlyBundled.problems.isEmpty)
  }

  @Test("an error status or a 304 to an unconditional request falls back and is reported")
  func httpStatuses() async throws {
    let url = try #require(remote)
    let folders = Folders()
    let bundled = try folders.bundled(GVLFixtures.list(version: 12))
    let transport = InMemoryGVLTransport()
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    for status in [304, 404, 500] {
      transport.answer(url, with: GVLFetchResponse(statusCode: status, body: Data("x".utf8)))
      let result = try await loader.loadVendorList(
        from: GVLSource(remoteURL: url, bundledURL: bundled))
      #expect(result.origin == .bundled)
      #expect(result.problems == [.httpStatus(url: url, status: status)])
    }
  }

  @Test("a cache that cannot be written is reported, and the download is still used")
  func cacheWriteFailure() async throws {
    let url = try #require(remote)
    let folders = Folders()
    try FileManager.default.createDirectory(at: folders.root, withIntermediateDirectories: true)
    try Data("a file where the cache folder should be".utf8).write(to: folders.cache)
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.list(version: 20), at: url)
    let loader = GVLLoader(transport: transport, cacheDirectory: folders.cache)
    let result = try await loader.loadVendorList(from: GVLSource(remoteURL: url))
    #expect(result.origin == .network && result.vendorList.vendorListVersion == 20)
    #expect(result.problems.map(\.code) == [.cacheWriteFailed])
  }

  @Test("with no usable source the load fails with every problem, each with its code")
  func unavailable() async throws {
    let url = try #require(remote)
    await #expect(throws: GVLError.unavailable([])) {
      try await GVLLoader().loadVendorList(from: GVLSource())
    }
    let folders = Folders()
    let missing = folders.root.appendingPathComponent("missing.json")
    await #expect {
      try await GVLLoader(transport: InMemoryGVLTransport())
        .loadVendorList(from: GVLSource(remoteURL: url, bundledURL: missing))
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
