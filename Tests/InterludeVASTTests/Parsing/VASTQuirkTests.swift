import Foundation
import InterludeVAST
import Testing

/// What real ad servers send that a tolerant parser must read the same as a clean document.
@Suite("VAST quirks")
struct VASTQuirkTests {
  private static let minimal = """
    <VAST version="3.0"><Ad id="a1"><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>\
    <Impression><![CDATA[https://example.com/i]]></Impression></InLine></Ad></VAST>
    """

  private static let minimalExpected = VASTDocument(
    version: "3.0",
    ads: [
      Ad(
        id: "a1",
        content: .inLine(
          InLine(
            common: AdCommon(
              adSystem: AdSystem(name: "S"),
              impressions: [IdentifiedURL(url: "https://example.com/i")]),
            title: "T")))
    ])

  @Test(
    "A comment, white space or a BOM before the XML declaration still parses",
    arguments: [
      "<!-- served by X -->\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
      "\n   \t<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "\u{FEFF}<!-- a -->  <!-- b -->\r\n<?xml version=\"1.0\"?>",
      "\u{FEFF}<?xml version=\"1.0\"?>\n",
      "<?xml version=\"1.0\"?><!-- after -->\n",
    ])
  func prologRepairs(prefix: String) throws {
    let document = try VASTParser().parse(prefix + Self.minimal)
    #expect(document == Self.minimalExpected)
  }

  @Test("Moving a misplaced declaration keeps line numbers true")
  func prologRepairKeepsLines() throws {
    let xml = """
      <!-- line 1 -->
      <?xml version="1.0" encoding="UTF-8"?>
      <VAST version="3.0">
        <Ad id="good"><InLine><AdSystem>S</AdSystem></InLine></Ad>
        <Ad id="broken"></Ad>
      </VAST>
      """
    let document = try VASTParser().parse(xml)
    #expect(document.adFailures.map(\.error.line) == [5])
  }

  @Test("A default VAST namespace and any prefix parse the same as the plain document")
  func namespacesAndPrefixes() throws {
    let plain = try ElementFixtures.text("vast-wrapper.xml")
    let expected = try VASTParser().parse(plain)
    let defaultNamespace = plain.replacingOccurrences(
      of: "<VAST version", with: #"<VAST xmlns="http://www.iab.com/VAST" version"#)
    let prefixedTags = plain.replacing(/<(\/?)([A-Za-z])/) { match in
      "<\(match.output.1)v:\(match.output.2)"
    }
    let declaredPrefix = prefixedTags.replacingOccurrences(
      of: "<v:VAST version", with: #"<v:VAST xmlns:v="http://www.iab.com/VAST" version"#)
    let withSchemaAttributes = plain.replacingOccurrences(
      of: "<VAST version",
      with: #"<VAST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" "#
        + #"xsi:noNamespaceSchemaLocation="vast.xsd" version"#)
    #expect(defaultNamespace != plain)
    #expect(prefixedTags.contains("<v:Ad "))
    #expect(declaredPrefix.contains("xmlns:v="))
    for variant in [defaultNamespace, declaredPrefix, prefixedTags, withSchemaAttributes] {
      #expect(try VASTParser().parse(variant) == expected)
    }
  }

  @Test("A broken <Ad> becomes an AdFailure with 101 and its siblings are kept")
  func brokenAdKeepsSiblings() throws {
    let xml = """
      <VAST version="3.0">
        <Ad id="good-1"><InLine><AdSystem>S</AdSystem></InLine></Ad>
        <Ad id="broken">
          <Unknown/>
        </Ad>
        <Ad id="good-2"><Wrapper><VASTAdTagURI>https://example.com/next</VASTAdTagURI></Wrapper></Ad>
        <Ad><InLine/><Wrapper/></Ad>
      </VAST>
      """
    let document = try VASTParser().parse(xml)
    #expect(document.ads.map(\.id) == ["good-1", "good-2"])
    #expect(document.ads[1].wrapper?.adTagURI == "https://example.com/next")
    try #require(document.adFailures.count == 2)
    #expect(document.adFailures[0].index == 1)
    #expect(document.adFailures[0].adId == "broken")
    #expect(document.adFailures[0].error.code == .schemaValidation)
    #expect(document.adFailures[0].error.line == 3)
    #expect(document.adFailures[1].index == 3)
    #expect(document.adFailures[1].adId == nil)
    #expect(document.adFailures[1].error.code == .schemaValidation)
    #expect(document.adFailures[1].error.line == 7)
  }

  @Test("When every <Ad> is broken the document fails with 101 and keeps the root Error URLs")
  func allAdsBroken() throws {
    let xml = """
      <VAST version="4.1">
        <Error>https://example.com/root-error</Error>
        <Ad id="a"/>
        <Ad id="b"><InLine/><Wrapper/></Ad>
      </VAST>
      """
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(xml) }
    #expect(error.code == .schemaValidation)
    #expect(error.version == "4.1")
    #expect(error.errorURLs == ["https://example.com/root-error"])
    #expect(error.line == 3)
  }

  @Test("Zero ads fails with 303 and the root Error URLs")
  func zeroAds() throws {
    let error = try #require(throws: VASTError.self) {
      try VASTParser().parse(#"<VAST version="3.0"><Error>https://e.example/x</Error></VAST>"#)
    }
    #expect(error.code == .noAds)
    #expect(error.errorURLs == ["https://e.example/x"])
    let empty = try #require(throws: VASTError.self) {
      try VASTParser().parse(#"<VAST version="2.0"/>"#)
    }
    #expect(empty.code == .noAds)
    #expect(empty.errorURLs.isEmpty)
  }

  @Test(
    "Unsupported versions fail with 102 and the version",
    arguments: [
      ("<VideoAdServingTemplate><Ad/></VideoAdServingTemplate>", "1.0"),
      (#"<VAST version="1.0"><Ad/></VAST>"#, "1.0"),
      (#"<VAST version="5.0"><Ad/></VAST>"#, "5.0"),
      (#"<VAST version="next"><Ad/></VAST>"#, "next"),
    ])
  func unsupportedVersion(xml: String, version: String) throws {
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(xml) }
    #expect(error.code == .versionNotSupported)
    #expect(error.version == version)
  }

  @Test("A root other than VAST fails with 101", arguments: ["<Ad/>", "<InLine/>", "<VMAP/>"])
  func wrongRoot(xml: String) throws {
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(xml) }
    #expect(error.code == .schemaValidation)
  }

  @Test("CDATA URLs padded with white space and newlines are trimmed")
  func paddedCDATA() throws {
    let xml = """
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem>
      <Impression>
        <![CDATA[
            https://example.com/padded
        ]]>
      </Impression>
      <Impression><![CDATA[\t https://example.com/tabbed \r\n]]></Impression>
      </InLine></Ad></VAST>
      """
    let inLine = try #require(try VASTParser().parse(xml).ads.first?.inLine)
    #expect(
      inLine.impressions.map(\.url) == ["https://example.com/padded", "https://example.com/tabbed"])
  }

  @Test("Entities and character references in text and attributes are decoded")
  func entities() throws {
    let xml = """
      <VAST version="3.0"><Ad id="a&amp;b"><InLine><AdSystem version="&quot;1&quot;">S&apos;s</AdSystem>\
      <AdTitle>&lt;T&gt; &#233;&#x20AC;</AdTitle></InLine></Ad></VAST>
      """
    let ad = try #require(try VASTParser().parse(xml).ads.first)
    #expect(ad.id == "a&b")
    #expect(ad.inLine?.adSystem == AdSystem(name: "S's", version: "\"1\""))
    #expect(ad.inLine?.title == "<T> é€")
  }

  @Test("A declared ISO-8859-1 encoding is honoured")
  func latin1() throws {
    let xml = """
      <?xml version="1.0" encoding="ISO-8859-1"?>
      <VAST version="3.0"><Ad id="café"><InLine><AdSystem>S</AdSystem>\
      <AdTitle>Café für Ümlaut</AdTitle></InLine></Ad></VAST>
      """
    let data = try #require(xml.data(using: .isoLatin1))
    #expect(data.contains(0xE9))
    #expect(String(data: data, encoding: .utf8) == nil)
    let ad = try #require(try VASTParser().parse(data).ads.first)
    #expect(ad.id == "café")
    #expect(ad.inLine?.title == "Café für Ümlaut")
  }

  @Test("A declared ISO-8859-1 encoding is honoured after a comment before the declaration")
  func latin1AfterComment() throws {
    let xml = """
      <!-- served by X -->
      <?xml version="1.0" encoding="ISO-8859-1"?>
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>Olé</AdTitle></InLine></Ad>\
      </VAST>
      """
    let data = try #require(xml.data(using: .isoLatin1))
    #expect(try VASTParser().parse(data).ads.first?.inLine?.title == "Olé")
  }

  @Test("Extension XML keeps multi-byte text around child elements in order")
  func extensionMultiByteText() throws {
    let xml = """
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><Extensions>\
      <Extension>é€ <a x="ü"/> 😀<b>ß</b>ñ</Extension></Extensions></InLine></Ad></VAST>
      """
    let extensions = try #require(try VASTParser().parse(xml).ads.first?.inLine?.extensions)
    #expect(extensions == [Extension(type: nil, xml: #"é€ <a x="ü"/> 😀<b>ß</b>ñ"#)])
  }

  @Test("A prefixed attribute does not replace the unprefixed one of the same local name")
  func prefixedAttributeCollision() throws {
    // Seen in the corpus (ooyala ssai.xml): xsi:type beside type on <Extension>.
    // Attribute order comes from a dictionary, so vary the attribute count and repeat to catch
    // an order-dependent result.
    var types: Set<String?> = []
    for extra in 0..<64 {
      let padding = (0..<(extra % 16)).map { " p\($0)=\"\($0)\"" }.joined()
      let xml = """
        <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><Extensions>\
        <Extension xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\(padding) \
        xsi:type="Schema_type" type="AdServer" name="N"/></Extensions></InLine></Ad></VAST>
        """
      let document = try VASTParser().parse(xml)
      types.insert(document.ads.first?.inLine?.extensions.first?.type)
    }
    #expect(types == ["AdServer"])
  }

  @Test("AdResponseParser picks VAST or VMAP by the root")
  func adResponseParser() throws {
    #expect(try AdResponseParser().parse(Self.minimal) == .vast(Self.minimalExpected))
    let vmap = #"<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0"/>"#
    #expect(try AdResponseParser().parse(vmap) == .vmap(VMAPDocument(version: "1.0")))
    let error = try #require(throws: VASTError.self) {
      try AdResponseParser().parse("<Other/>")
    }
    #expect(error.code == .schemaValidation)
    let broken = try #require(throws: VASTError.self) {
      try AdResponseParser().parse("<vmap:VMAP version=\"1.0\"><vmap:AdBreak>")
    }
    #expect(broken.code == .vmapParsing)
  }
}
