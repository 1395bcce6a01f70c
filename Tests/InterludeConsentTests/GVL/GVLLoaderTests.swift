import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("GVL loader")
struct GVLLoaderTests {
  private let listURL = URL(string: "https://cmp.example/gvl/v3/vendor-list.json").map { $0 }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("gvl-loader-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func loadsFromAFileURL() async throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("vendor-list.json")
    try GVLFixtures.minimal.write(to: file)
    try GVLFixtures.minimalFrench.write(to: folder.appendingPathComponent("purposes-fr.json"))

    let list = try await GVLLoader().load(contentsOf: file)
    #expect(list.vendorListVersion == 9)
    let french = try await GVLLoader().load(contentsOf: file, language: "FR")
    #expect(french.purposes[1]?.name == "Stocker")
    let english = try await GVLLoader().load(contentsOf: file, language: "en")
    #expect(english.purposes[1]?.name == "Store")

    await #expect(throws: GVLError.self) {
      try await GVLLoader().load(contentsOf: folder.appendingPathComponent("missing.json"))
    }
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite) && GVLFixtures.available,
      "\(SharedFixtures.unavailableMessage)"))
  func loadsTheSharedFixtureFromItsFileURL() async throws {
    let list = try await GVLLoader().load(contentsOf: GVLFixtures.url(GVLFixtures.twoVendors))
    #expect(list.vendors.count == 2)
  }

  @Test func fetchesOverHTTPAndFallsBackToTheCacheWhenTheFetchFails() async throws {
    let cache = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let url = try #require(listURL)
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.minimal, at: url)
    let loader = GVLLoader(transport: transport, cacheDirectory: cache)

    let fresh = try await loader.load(contentsOf: url)
    #expect(fresh.vendorListVersion == 9)
    let cacheFile = try #require(loader.cacheFile(for: url))
    #expect(cacheFile.lastPathComponent == "vendor-list.json")
    #expect(FileManager.default.fileExists(atPath: cacheFile.path))

    transport.answer(url, with: nil)
    let cached = try await loader.load(contentsOf: url)
    #expect(cached == fresh)
    #expect(transport.requests.count == 2)

    // A payload that does not decode also falls back, and does not overwrite the cache.
    transport.serve(Data("<html>captive portal</html>".utf8), at: url)
    #expect(try await loader.load(contentsOf: url) == fresh)
    #expect(try Data(contentsOf: cacheFile) == GVLFixtures.minimal)
  }

  @Test func failsClearlyWithoutACachedCopy() async throws {
    let url = try #require(listURL)
    let loader = GVLLoader(transport: InMemoryGVLTransport(), cacheDirectory: temporaryDirectory())
    await #expect {
      try await loader.load(contentsOf: url)
    } throws: { error in
      guard case .fetchFailed(let failedURL, _) = error as? GVLError else { return false }
      return failedURL == url
    }
    await #expect(throws: GVLError.noTransport(url)) {
      try await GVLLoader().load(contentsOf: url)
    }
    let ftp = try #require(URL(string: "ftp://cmp.example/vendor-list.json"))
    await #expect(throws: GVLError.unsupportedURL(ftp)) {
      try await GVLLoader().load(contentsOf: ftp)
    }
  }

  /// The package's one web-address check (`URL.isWebAddress`): an http or https URL without a
  /// host is no address any transport can fetch, so it is refused before a request, as `ftp:`
  /// is, rather than handed to the app's transport.
  @Test("an https URL without a host is unsupported and never fetched")
  func refusesAWebSchemeWithoutAHost() async throws {
    let hostless = try #require(URL(string: "https:vendor-list.json"))
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.minimal, at: hostless)
    await #expect(throws: GVLError.unsupportedURL(hostless)) {
      try await GVLLoader(transport: transport).load(contentsOf: hostless)
    }
    #expect(transport.requests.isEmpty)
  }

  @Test func fetchesAndCachesTranslationsBesideTheList() async throws {
    let cache = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let url = try #require(listURL)
    let frenchURL = try #require(URL(string: "https://cmp.example/gvl/v3/purposes-fr.json"))
    let transport = InMemoryGVLTransport()
    transport.serve(GVLFixtures.minimal, at: url)
    transport.serve(GVLFixtures.minimalFrench, at: frenchURL)
    let loader = GVLLoader(transport: transport, cacheDirectory: cache)

    let french = try await loader.load(contentsOf: url, language: "fr")
    #expect(french.purposes[1]?.name == "Stocker")
    #expect(transport.requests.map(\.url) == [url, frenchURL])

    transport.answer(url, with: nil)
    transport.answer(frenchURL, with: nil)
    let offline = try await loader.load(contentsOf: url, language: "fr")
    #expect(offline == french)
  }

  @Test func validatesLanguageCodes() throws {
    #expect(try GVLLoader.normalizedLanguage("pt_BR") == "pt-br")
    #expect(try GVLLoader.normalizedLanguage(" DE ") == "de")
    for bad in ["", "x", "../etc", "fr/..", "e1", "a-b-c"] {
      #expect(throws: GVLError.invalidLanguage(bad)) {
        try GVLLoader.normalizedLanguage(bad)
      }
    }
  }
}
