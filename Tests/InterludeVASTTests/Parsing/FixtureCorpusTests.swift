import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeVAST

/// Every XML file of the shared corpus reaches the outcome its `SOURCES.md` documents.
@Suite(
  "Shared fixture corpus",
  .enabled(
    if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
    Comment(rawValue: SharedFixtures.unavailableMessage)))
struct FixtureCorpusTests {
  @Test("Every XML file is listed in a SOURCES.md table, and every row names a file")
  func catalogCoversCorpus() throws {
    let listed = Set(FixtureCatalog.entries.map(\.relativePath))
    let onDisk = Set(FixtureCatalog.xmlFiles)
    #expect(!onDisk.isEmpty)
    let unlisted = onDisk.subtracting(listed).sorted()
    #expect(unlisted.isEmpty, "XML files with no SOURCES.md row: \(unlisted)")
    let missing = listed.subtracting(onDisk).sorted()
    #expect(missing.isEmpty, "SOURCES.md rows naming no XML file: \(missing)")
    #expect(listed.count == FixtureCatalog.entries.count, "a file is listed twice")
  }

  @Test("Every row has a known kind and every override names a listed file")
  func kindsAreKnown() {
    let unknown = FixtureCatalog.entries.filter { $0.kinds.isEmpty }.map {
      "\($0.relativePath): \($0.kindCell)"
    }
    #expect(unknown.isEmpty, "unknown kinds: \(unknown)")
    let listed = Set(FixtureCatalog.entries.map(\.relativePath))
    for path in FixtureCatalog.overrides.keys {
      #expect(listed.contains(path), "override for an unlisted file: \(path)")
    }
  }

  @Test("Each fixture reaches its documented outcome", arguments: FixtureCatalog.entries)
  func outcome(_ entry: FixtureEntry) throws {
    let expected = try #require(entry.expectedOutcome, "unknown kind \(entry.kindCell)")
    let data = try FixtureCatalog.data(of: entry)
    switch expected {
    case .vast: try checkVAST(entry, data)
    case .vmap: try checkVMAP(entry, data)
    case .rejected(let code): try checkRejected(entry, data, code: code)
    }
  }

  @Test("Outcome totals add up to the corpus size")
  func summary() throws {
    var counts: [FixtureOutcome: Int] = [:]
    var kinds: [String: Int] = [:]
    for entry in FixtureCatalog.entries {
      let outcome = try #require(entry.expectedOutcome, "unknown kind \(entry.kindCell)")
      counts[outcome, default: 0] += 1
      kinds[entry.kindCell, default: 0] += 1
    }
    let total = counts.values.reduce(0, +)
    let lines = counts.keys.sorted().map { "  \($0): \(counts[$0] ?? 0)" }
    let kindLines = kinds.keys.sorted().map { "  \($0): \(kinds[$0] ?? 0)" }
    print(
      (["Corpus outcomes (\(total) files):"] + lines + ["By documented kind:"] + kindLines)
        .joined(separator: "\n"))
    #expect(total == FixtureCatalog.xmlFiles.count)
    #expect(total == FixtureCatalog.entries.count)
    #expect(kinds.values.reduce(0, +) == total)
    #expect((counts[.vast] ?? 0) > 0)
    #expect((counts[.vmap] ?? 0) > 0)
  }

  // MARK: Checks per outcome

  private func checkVAST(_ entry: FixtureEntry, _ data: Data) throws {
    let document = try VASTParser().parse(data)
    #expect(document.version == entry.version)
    #expect(!document.ads.isEmpty)
    for kind in entry.kinds {
      switch kind {
      case .inLine:
        #expect(document.ads.contains { $0.inLine != nil }, "no <InLine> ad")
      case .wrapper:
        #expect(document.ads.contains { $0.wrapper != nil }, "no <Wrapper> ad")
      case .pod:
        let sequenced = document.ads.filter { $0.sequence != nil }
        #expect(sequenced.count >= 2, "a pod needs 2+ ads with sequence")
        #expect(document.podAds.count == sequenced.count)
      case .multiAd:
        #expect(document.ads.count >= 2, "a multi-ad response needs 2+ ads")
      default:
        Issue.record("kind \(kind) cannot yield a VAST document")
      }
    }
    // The generic parser agrees with the VAST parser.
    let response = try AdResponseParser().parse(data)
    #expect(response == .vast(document))
  }

  private func checkVMAP(_ entry: FixtureEntry, _ data: Data) throws {
    let document = try VMAPParser().parse(data)
    #expect(document.version == entry.version)
    #expect(!document.adBreaks.isEmpty)
    let response = try AdResponseParser().parse(data)
    #expect(response == .vmap(document))
  }

  private func checkRejected(_ entry: FixtureEntry, _ data: Data, code: Int) throws {
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(data) }
    #expect(error.code.rawValue == code, "\(error)")
    let generic = try #require(throws: VASTError.self) { try AdResponseParser().parse(data) }
    #expect(generic.code.rawValue == code, "\(generic)")
    if code == VASTErrorCode.noAds.rawValue {
      // A no-ad response carries its root <Error> URLs, each taken from the document.
      let text = String(decoding: data, as: UTF8.self)
      let rootErrors = try rootErrorURLs(in: data)
      #expect(error.errorURLs == rootErrors)
      for url in error.errorURLs { #expect(text.contains(url)) }
      #expect(error.version == entry.version)
    }
  }

  /// The root `<Error>` values, read with the tree builder (independent of the decoder).
  private func rootErrorURLs(in data: Data) throws -> [String] {
    let root = try XMLTreeBuilder.build(data, options: .default).get()
    return root.children("Error").compactMap(\.value)
  }
}
