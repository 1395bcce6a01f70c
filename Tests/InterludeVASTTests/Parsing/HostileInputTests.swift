import Foundation
import InterludeTestSupport
import InterludeVAST
import Testing

/// Untrusted documents that try to hurt the parser: each fails fast, with a code, in bounded
/// memory.
@Suite("Hostile inputs")
struct HostileInputTests {
  /// A safety deadline per document, not a benchmark.
  private static let deadline: Duration = .seconds(2)
  /// The most resident memory one hostile document may add.
  private static let memoryBound = 200 << 20

  /// A hostile document, built when its test runs (some are large).
  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case billionLaughs
    case billionLaughsAfterComment
    case lowercaseDoctype
    case externalEntity
    case externalDTD
    case undeclaredEntityReference
    case invalidUTF8
    case empty
    case whitespaceOnly
    case commentOnly
    case nulInContent
    case nulAtStart
    case unclosedTags
    case mismatchedTags
    case twoRoots
    case textOnly
    case unterminatedCDATA

    var testDescription: String { rawValue }

    var data: Data {
      switch self {
      case .billionLaughs: Data(HostileDocuments.billionLaughs.utf8)
      case .billionLaughsAfterComment:
        Data(("<!-- hidden -->\n" + HostileDocuments.billionLaughs).utf8)
      case .lowercaseDoctype:
        Data(#"<!doctype vast [<!ENTITY a "b">]><VAST version="3.0">&a;</VAST>"#.utf8)
      case .externalEntity: Data(HostileDocuments.externalEntity.utf8)
      case .externalDTD:
        Data(
          """
          <?xml version="1.0"?>
          <!DOCTYPE VAST SYSTEM "http://127.0.0.1:9/vast.dtd">
          <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem></InLine></Ad></VAST>
          """.utf8)
      case .undeclaredEntityReference:
        Data(#"<VAST version="3.0"><Ad><InLine><AdTitle>&xxe;</AdTitle></InLine></Ad></VAST>"#.utf8)
      case .invalidUTF8:
        Data(#"<VAST version="3.0"><Ad><InLine><AdTitle>"#.utf8) + Data([0xC3, 0x28, 0xFF, 0xFE])
          + Data("</AdTitle></InLine></Ad></VAST>".utf8)
      case .empty: Data()
      case .whitespaceOnly: Data(" \n\t\r\n  ".utf8)
      case .commentOnly: Data("<!-- nothing here -->".utf8)
      case .nulInContent: Data("<VAST version=\"3.0\"><Ad>\0</Ad></VAST>".utf8)
      case .nulAtStart: Data([0]) + Data(#"<VAST version="3.0"/>"#.utf8)
      case .unclosedTags:
        Data(#"<VAST version="3.0"><Ad id="x"><InLine><AdSystem>S</AdSystem>"#.utf8)
      case .mismatchedTags: Data(#"<VAST version="3.0"><Ad></VAST></Ad>"#.utf8)
      case .twoRoots: Data(#"<VAST version="3.0"/><VAST version="3.0"/>"#.utf8)
      case .textOnly: Data("not xml at all".utf8)
      case .unterminatedCDATA:
        Data(#"<VAST version="3.0"><Ad><InLine><AdTitle><![CDATA[abc</AdTitle>"#.utf8)
      }
    }
  }

  @Test("Each hostile document fails with 100, fast", arguments: Case.allCases)
  func rejected(_ hostile: Case) throws {
    let data = hostile.data
    let error = try Self.expectFailure(within: Self.deadline) { try VASTParser().parse(data) }
    #expect(error.code == .xmlParsing, "\(error)")
    let generic = try Self.expectFailure(within: Self.deadline) {
      try AdResponseParser().parse(data)
    }
    #expect(generic.code == .xmlParsing, "\(generic)")
  }

  @Test("DTDs fail with 1002 through the VMAP parser")
  func vmapDoctype() throws {
    let xml = """
      <!DOCTYPE vmap [<!ENTITY a "&#38;#38;">]>
      <vmap:VMAP version="1.0"><vmap:AdBreak timeOffset="start" breakId="&a;"/></vmap:VMAP>
      """
    let error = try Self.expectFailure(within: Self.deadline) { try VMAPParser().parse(xml) }
    #expect(error.code == .vmapParsing)
  }

  @Test("An external entity is never read: its content appears nowhere")
  func externalEntityNotRead() throws {
    let error = try #require(throws: VASTError.self) {
      try VASTParser().parse(HostileDocuments.externalEntity)
    }
    #expect(error.code == .xmlParsing)
    for text in [error.description, error.message, "\(error)"] {
      #expect(!text.contains("root:"))
      #expect(!text.contains("/bin/"))
    }
    #expect(error.errorURLs.isEmpty)
    #expect(error.message.contains("DOCTYPE"))
  }

  @Test("A 50 MB document fails with 100 before parsing, naming the limit, in bounded memory")
  func hugeDocument() throws {
    let before = ProcessFigures.residentBytes()
    let error: VASTError
    do {
      var data = Data(#"<VAST version="3.0"><Ad><InLine><AdTitle>"#.utf8)
      data.append(Data(repeating: UInt8(ascii: "x"), count: 50 << 20))
      data.append(Data("</AdTitle></InLine></Ad></VAST>".utf8))
      error = try Self.expectFailure(within: Self.deadline) { try VASTParser().parse(data) }
    }
    #expect(error.code == .xmlParsing)
    #expect(error.message.contains("limit"))
    #expect(error.message.contains(String(ParserOptions.defaultMaxDocumentBytes)))
    #expect(error.line == nil)
    Self.expectBoundedGrowth(from: before)
  }

  @Test("Raising the size cap lets a 2 MB valid document parse")
  func raisedSizeCap() throws {
    let filler = String(repeating: "<Item>0123456789abcdef</Item>", count: (2 << 20) / 29 + 1)
    let xml = """
      <VAST version="3.0"><Ad id="big"><InLine><AdSystem>S</AdSystem><AdTitle>Big</AdTitle>\
      <Extensions><Extension type="filler">\(filler)</Extension></Extensions></InLine></Ad></VAST>
      """
    let data = Data(xml.utf8)
    #expect(data.count > 2 << 20)
    let tooBig = try #require(throws: VASTError.self) { try VASTParser().parse(data) }
    #expect(tooBig.code == .xmlParsing)
    let parser = VASTParser(options: ParserOptions(maxDocumentBytes: 4 << 20))
    let clock = ContinuousClock()
    let start = clock.now
    let document = try parser.parse(data)
    #expect(clock.now - start < .seconds(10))
    let ad = try #require(document.ads.first)
    #expect(ad.id == "big")
    #expect(ad.inLine?.title == "Big")
    #expect(ad.inLine?.extensions.first?.xml.count == filler.utf8.count)
  }

  @Test("10 000 levels of nesting fail with 100 (depth cap), fast, in bounded memory")
  func deepNesting() throws {
    let before = ProcessFigures.residentBytes()
    let depth = 10_000
    let xml =
      #"<VAST version="3.0">"# + String(repeating: "<a>", count: depth)
      + String(repeating: "</a>", count: depth) + "</VAST>"
    let error = try Self.expectFailure(within: Self.deadline) { try VASTParser().parse(xml) }
    #expect(error.code == .xmlParsing)
    #expect(error.message.contains("deeper than 64"))
    Self.expectBoundedGrowth(from: before)
  }

  @Test("A megabyte of undeclared prefixes fails with 100 at the namespace-error cap, fast")
  func undeclaredPrefixes() throws {
    // About 170 000 namespace errors; Foundation on Linux leaks 72 bytes for each one it reports.
    let xml =
      #"<VAST version="3.0">"# + String(repeating: "<x:a/>", count: (1 << 20) / 6 - 10)
      + "</VAST>"
    let error = try Self.expectFailure(within: Self.deadline) { try VASTParser().parse(xml) }
    #expect(error.code == .xmlParsing)
    #expect(error.message.contains("namespace errors (over 1000"), "\(error.message)")
  }

  @Test("The namespace-error cap is exact, and a sloppy VMAP under it parses")
  func namespaceErrorBoundary() throws {
    let parser = VASTParser(options: ParserOptions(maxNamespaceErrors: 3))
    func document(_ prefixed: Int) -> String {
      #"<VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem>"#
        + String(repeating: "<x:e/>", count: prefixed) + "</InLine></Ad></VAST>"
    }
    #expect(try parser.parse(document(3)).ads.first?.inLine?.adSystem == AdSystem(name: "S"))
    let error = try #require(throws: VASTError.self) { try parser.parse(document(4)) }
    #expect(error.code == .xmlParsing)

    // `vmap:` never declared, as some servers send it: a few errors per break.
    let breaks = (0..<50).map { index in
      #"<vmap:AdBreak timeOffset="00:\#(10 + index):00.000" breakType="linear" "#
        + #"breakId="b\#(index)"><vmap:AdSource id="s\#(index)">"#
        + #"<vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/\#(index)]]>"#
        + "</vmap:AdTagURI></vmap:AdSource></vmap:AdBreak>"
    }
    let vmap = #"<vmap:VMAP version="1.0">"# + breaks.joined() + "</vmap:VMAP>"
    #expect(try VMAPParser().parse(vmap).adBreaks.count == 50)
  }

  @Test("The depth cap is exact: the limit passes, one more level fails")
  func depthBoundary() throws {
    let parser = VASTParser(options: ParserOptions(maxElementDepth: 4))
    let atLimit = #"<VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem></InLine></Ad></VAST>"#
    #expect(try parser.parse(atLimit).ads.first?.inLine?.adSystem == AdSystem(name: "S"))
    let overLimit =
      #"<VAST version="3.0"><Ad><InLine><AdSystem><b/></AdSystem></InLine></Ad></VAST>"#
    let error = try #require(throws: VASTError.self) { try parser.parse(overLimit) }
    #expect(error.code == .xmlParsing)
  }

  @Test("<!DOCTYPE html> inside a CDATA HTMLResource is content, not a DTD")
  func doctypeInsideCDATA() throws {
    let html = "<!DOCTYPE html><html><body><script>var a = '<!ENTITY x>';</script></body></html>"
    let xml = """
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><Creatives><Creative>\
      <CompanionAds><Companion width="300" height="250"><HTMLResource><![CDATA[\(html)]]>\
      </HTMLResource></Companion></CompanionAds></Creative></Creatives></InLine></Ad></VAST>
      """
    let companion = try #require(
      try VASTParser().parse(xml).ads.first?.inLine?.creatives.first?.companionAds?.companions
        .first)
    #expect(companion.resources == [.html(html)])
  }

  // MARK: Helpers

  /// Runs a parse that must throw, failing the test when it succeeds or misses the deadline.
  private static func expectFailure<T>(
    within deadline: Duration, _ body: () throws -> T,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> VASTError {
    let clock = ContinuousClock()
    let start = clock.now
    let result = Result(catching: body)
    let elapsed = clock.now - start
    #expect(elapsed < deadline, "took \(elapsed)", sourceLocation: sourceLocation)
    switch result {
    case .success(let value):
      Issue.record("parsed instead of failing: \(value)", sourceLocation: sourceLocation)
      throw CancellationError()
    case .failure(let error as VASTError):
      return error
    case .failure(let error):
      Issue.record("threw \(error), not a VASTError", sourceLocation: sourceLocation)
      throw error
    }
  }

  private static func expectBoundedGrowth(
    from before: Int?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let before, let after = ProcessFigures.residentBytes() else { return }
    let growth = after - before
    #expect(
      growth < memoryBound, "resident memory grew by \(growth >> 20) MB",
      sourceLocation: sourceLocation)
  }
}
