import Foundation
import InterludeVAST
import Testing

/// Every element and attribute of the VMAP model, read from hand-written documents.
@Suite("VMAP elements")
struct VMAPElementTests {
  private func document() throws -> VMAPDocument {
    try VMAPParser().parse(ElementFixtures.data("vmap-full.xml"))
  }

  private func adBreak(_ index: Int) throws -> AdBreak {
    let breaks = try document().adBreaks
    try #require(breaks.count == 5)
    return breaks[index]
  }

  @Test("Root version, breaks in order, every timeOffset form, and root Extensions")
  func root() throws {
    let document = try document()
    #expect(document.version == "1.0.1")
    #expect(
      document.adBreaks.map(\.timeOffset) == [
        .start, .time(600.5), .percentage(50), .position(2), .end,
      ])
    #expect(
      document.extensions == [
        Extension(
          type: "root-extension", attributes: ["type": "root-extension"], xml: "<Note>hello</Note>")
      ])
  }

  @Test("breakType lists are split, trimmed and lowercased; breakId and repeatAfter")
  func breakAttributes() throws {
    let document = try document()
    #expect(
      document.adBreaks.map(\.breakTypes) == [
        [.linear], [.linear, .nonlinear], [.display], [.linear], [.linear, .nonlinear],
      ])
    #expect(document.adBreaks.map(\.breakId) == ["preroll", "midroll-1", "midroll-2", nil, nil])
    #expect(document.adBreaks.map(\.repeatAfter) == [nil, 300, nil, nil, nil])
    #expect(document.adBreaks.allSatisfy { $0.breakTypes.allSatisfy(\.isStandard) })
    #expect(try adBreak(4).adSource == nil)
  }

  @Test("AdSource attributes with inline VASTAdData parsed into the VAST model")
  func inlineVAST() throws {
    let source = try #require(try adBreak(0).adSource)
    #expect(source.id == "pre-source")
    #expect(source.allowMultipleAds == false)
    #expect(source.followRedirects == true)
    guard case .vastAdData(let result) = source.content else {
      Issue.record("expected VASTAdData, got \(source.content)")
      return
    }
    let vast = try result.get()
    #expect(vast.version == "3.0")
    #expect(vast.ads.map(\.id) == ["pre-ad"])
    let inLine = try #require(vast.ads.first?.inLine)
    #expect(inLine.title == "Preroll")
    #expect(inLine.impressions == [IdentifiedURL(url: "https://example.com/pre-impression")])
    let linear = try #require(inLine.creatives.first?.linear)
    #expect(linear.duration == 15)
    #expect(
      linear.mediaFiles == [
        MediaFile(
          url: "https://cdn.example.com/pre.mp4", delivery: "progressive", type: "video/mp4",
          width: 1280, height: 720)
      ])
  }

  @Test("Break tracking: breakStart, breakEnd, error; and break Extensions")
  func breakTrackingAndExtensions() throws {
    let adBreak = try adBreak(0)
    #expect(
      adBreak.trackingEvents == [
        BreakTrackingEvent(event: .breakStart, url: "https://example.com/break-start"),
        BreakTrackingEvent(event: .breakEnd, url: "https://example.com/break-end"),
        BreakTrackingEvent(
          event: .error, url: "https://example.com/break-error?code=[ERRORCODE]"),
      ])
    #expect(adBreak.trackingURLs(for: .breakStart) == ["https://example.com/break-start"])
    #expect(
      adBreak.trackingURLs(for: .error) == ["https://example.com/break-error?code=[ERRORCODE]"])
    #expect(
      adBreak.extensions == [
        Extension(
          type: "bumper", attributes: ["type": "bumper", "suppress_bumper": "true"], xml: "")
      ])
    #expect(BreakTrackingEvent.Event(rawValue: "BREAKSTART") == .breakStart)
  }

  @Test("AdTagURI with templateType, padded CDATA trimmed")
  func adTagURI() throws {
    let source = try #require(try adBreak(1).adSource)
    #expect(source.id == "mid-source")
    #expect(source.allowMultipleAds == true)
    #expect(source.followRedirects == false)
    #expect(
      source.content == .adTagURI(url: "https://ads.example.com/mid?pos=1", templateType: "vast3"))
  }

  @Test("CustomAdData keeps its XML and templateType")
  func customAdData() throws {
    let source = try #require(try adBreak(2).adSource)
    #expect(source.id == nil)
    #expect(source.allowMultipleAds == nil)
    #expect(source.followRedirects == nil)
    #expect(
      source.content
        == .customAdData(
          xml: #"<Custom key="k">value &amp; more</Custom>"#, templateType: "proprietary"))
  }

  @Test("VASTAdData holding a no-ad VAST keeps its 303 as a failure; the VMAP still parses")
  func emptyVASTAdData() throws {
    let source = try #require(try adBreak(3).adSource)
    #expect(source.id == "empty-vast")
    guard case .vastAdData(.failure(let error)) = source.content else {
      Issue.record("expected a failed VASTAdData, got \(source.content)")
      return
    }
    #expect(error.code == .noAds)
    #expect(error.errorURLs == ["https://example.com/empty-vast-error"])
  }

  @Test("VASTAdData with no VAST document inside fails that source with 1006")
  func vastAdDataWithoutDocument() throws {
    let xml = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear">
      <vmap:AdSource><vmap:VASTAdData>   </vmap:VASTAdData></vmap:AdSource>
      </vmap:AdBreak></vmap:VMAP>
      """
    let source = try #require(try VMAPParser().parse(xml).adBreaks.first?.adSource)
    guard case .vastAdData(.failure(let error)) = source.content else {
      Issue.record("expected a failed VASTAdData, got \(source.content)")
      return
    }
    #expect(error.code == .vmapAdDocumentParsing)
  }

  @Test(
    "Undeclared vmap: prefix and non-standard namespaces parse like the standard one",
    arguments: [
      #"<vmap:VMAP version="1.0">"#,
      #"<vmap:VMAP xmlns:vmap="//www.iab.net/vmap-1.0" version="1.0">"#,
      #"<vmap:VMAP xmlns:vmap="http://www.iab.net/vmap-1.0" version="1.0">"#,
      #"<VMAP xmlns="http://www.iab.net/videosuite/vmap" version="1.0">"#,
    ])
  func namespaceVariants(rootOpen: String) throws {
    let prefix = rootOpen.hasPrefix("<vmap:") ? "vmap:" : ""
    let xml = """
      \(rootOpen)
      <\(prefix)AdBreak timeOffset="end" breakType="linear" breakId="post">
      <\(prefix)AdSource><\(prefix)AdTagURI templateType="vast4"><![CDATA[https://a.example/post]]>\
      </\(prefix)AdTagURI></\(prefix)AdSource>
      </\(prefix)AdBreak>
      </\(prefix)VMAP>
      """
    let document = try VMAPParser().parse(xml)
    #expect(
      document
        == VMAPDocument(
          version: "1.0",
          adBreaks: [
            AdBreak(
              timeOffset: .end, breakTypes: [.linear], breakId: "post",
              adSource: AdSource(
                content: .adTagURI(url: "https://a.example/post", templateType: "vast4")))
          ]))
  }

  @Test("An AdBreak without timeOffset fails with 1000")
  func missingTimeOffset() throws {
    let xml = #"<vmap:VMAP version="1.0"><vmap:AdBreak breakType="linear"/></vmap:VMAP>"#
    let error = try #require(throws: VASTError.self) { try VMAPParser().parse(xml) }
    #expect(error.code == .vmapSchema)
    #expect(error.code.isVMAP)
    #expect(error.description.hasPrefix("VMAP error 1000: "))
  }

  @Test("An AdBreak with an invalid timeOffset fails with 1000", arguments: ["soon", "101%", "#0"])
  func invalidTimeOffset(offset: String) throws {
    let xml = #"<vmap:VMAP version="1.0"><vmap:AdBreak timeOffset="\#(offset)"/></vmap:VMAP>"#
    let error = try #require(throws: VASTError.self) { try VMAPParser().parse(xml) }
    #expect(error.code == .vmapSchema)
  }

  @Test("A VMAP version other than 1.x fails with 1001")
  func wrongVersion() throws {
    let xml = #"<vmap:VMAP version="2.0"><vmap:AdBreak timeOffset="start"/></vmap:VMAP>"#
    let error = try #require(throws: VASTError.self) { try VMAPParser().parse(xml) }
    #expect(error.code == .vmapVersionNotSupported)
    #expect(error.version == "2.0")
  }

  @Test("VMAPParser maps XML failures to 1002 and a wrong root to 1000")
  func vmapErrors() throws {
    let malformed = try #require(throws: VASTError.self) {
      try VMAPParser().parse("<vmap:VMAP version=\"1.0\"><vmap:AdBreak>")
    }
    #expect(malformed.code == .vmapParsing)
    let wrongRoot = try #require(throws: VASTError.self) {
      try VMAPParser().parse(#"<VAST version="3.0"/>"#)
    }
    #expect(wrongRoot.code == .vmapSchema)
  }
}
