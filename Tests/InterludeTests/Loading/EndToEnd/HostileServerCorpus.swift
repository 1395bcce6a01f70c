#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport

/// The hostile ad servers: documents that attack the parser, bodies that never end or never
/// stop, and redirects and wrappers that lead nowhere safe. Each is served over real HTTP by
/// `Scripts/ad-test-server.py` and loaded by a real ``AdsLoader``.
enum HostileServerCorpus {
  static let cases: [HostileServerCase] = [
    HostileServerCase(
      name: "billion laughs", routes: ["/tag": .vast(HostileDocuments.billionLaughs)],
      code: .vastMalformedResponse,
      vastCode: .xmlParsing),
    HostileServerCase(
      name: "XXE (file:///etc/passwd)", routes: ["/tag": .vast(HostileDocuments.externalEntity)],
      code: .vastMalformedResponse, vastCode: .xmlParsing),
    HostileServerCase(
      name: "external DTD on the same server",
      routes: ["/tag": .vast(externalDTD), "/evil.dtd": .vast("<!ENTITY x 'y'>")],
      code: .vastMalformedResponse, vastCode: .xmlParsing, forbiddenPaths: ["/evil.dtd"]),
    HostileServerCase(
      name: "a 50 MB response",
      routes: [
        "/tag": AdServerRoute(
          body: String(repeating: "<!-- padding -->", count: 64), repeatCount: 51_200)
      ],
      code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "100 000 ads", routes: ["/tag": AdServerRoute(body: hundredThousandAds)],
      code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "10 000-deep nesting", routes: ["/tag": .vast(deepNesting)],
      code: .vastMalformedResponse, vastCode: .xmlParsing),
    HostileServerCase(
      name: "invalid UTF-8", routes: ["/tag": AdServerRoute(file: "invalid-utf8.xml")],
      code: .vastMalformedResponse, vastCode: .xmlParsing),
    HostileServerCase(
      name: "NUL bytes", routes: ["/tag": .vast("<VAST version=\"3.0\"><Ad>\u{0}</Ad></VAST>")],
      code: .vastMalformedResponse, vastCode: .xmlParsing),
    HostileServerCase(
      name: "wrapper loop A→B→A",
      routes: [
        "/tag": .vast(wrapper(to: "{{BASE_URL}}/b")), "/b": .vast(wrapper(to: "{{BASE_URL}}/tag")),
      ], code: .failedLoadingAd, vastCode: .wrapper),
    HostileServerCase(
      name: "a server that trickles bytes for 30 s",
      routes: [
        "/tag": AdServerRoute(
          body: String(repeating: "<!-- slow -->", count: 37),
          trickle: AdServerRoute.Trickle(chunkBytes: 16, intervalMilliseconds: 1_000))
      ], code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "a chunked body that never ends",
      routes: [
        "/tag": AdServerRoute(
          body: "<!-- more -->", repeatCount: 10_000_000,
          trickle: AdServerRoute.Trickle(chunkBytes: 64, intervalMilliseconds: 50), chunked: true)
      ], code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "a 301 redirect loop",
      routes: [
        "/tag": .redirect(to: "{{BASE_URL}}/loop", status: 301),
        "/loop": .redirect(to: "{{BASE_URL}}/tag", status: 301),
      ], code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "a redirect to file:", routes: ["/tag": .redirect(to: "file:///etc/passwd")],
      code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "a redirect to javascript:", routes: ["/tag": .redirect(to: "javascript:alert(1)")],
      code: .vastLoadTimeout, vastCode: .wrapperTimeout),
    HostileServerCase(
      name: "a wrapper to file:", routes: ["/tag": .vast(wrapper(to: "file:///etc/passwd"))],
      code: .failedLoadingAd, vastCode: .wrapper),
    HostileServerCase(
      name: "a wrapper to javascript:", routes: ["/tag": .vast(wrapper(to: "javascript:alert(1)"))],
      code: .failedLoadingAd, vastCode: .wrapper),
  ]

  /// Files the corpus serves from the server's root (bytes a JSON route cannot carry).
  static let files: [String: Data] = [
    "invalid-utf8.xml": Data(#"<VAST version="3.0"><Ad><InLine><AdTitle>"#.utf8)
      + Data([0xC3, 0x28, 0xFF, 0xFE]) + Data("</AdTitle></InLine></Ad></VAST>".utf8)
  ]

  static let externalDTD = """
    <?xml version="1.0"?>
    <!DOCTYPE VAST SYSTEM "{{BASE_URL}}/evil.dtd">
    <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>&x;</AdTitle></InLine></Ad></VAST>
    """

  static let deepNesting =
    "<VAST version=\"3.0\">" + String(repeating: "<a>", count: 10_000)
    + String(repeating: "</a>", count: 10_000) + "</VAST>"

  /// 100 000 ads of one element each (about 2.3 MB, over the 1 MiB response cap).
  static let hundredThousandAds =
    "<VAST version=\"4.2\">" + (0..<100_000).map { "<Ad id=\"\($0)\"/>" }.joined() + "</VAST>"

  static func wrapper(to target: String) -> String {
    """
    <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>W</AdSystem>\
    <VASTAdTagURI><![CDATA[\(target)]]></VASTAdTagURI>\
    <Impression><![CDATA[{{BASE_URL}}/imp]]></Impression>\
    <Error><![CDATA[{{BASE_URL}}/error?code=[ERRORCODE]]]></Error></Wrapper></Ad></VAST>
    """
  }
}
#endif
