import Foundation
import InterludeVAST
import Testing

/// Inputs found by the libFuzzer targets (`Scripts/fuzz`, see `Fuzz/README.md`), kept so that
/// the fixes stay in place. Each one crashed the process before its fix.
@Suite("Fuzz regressions (InterludeVAST)")
struct FuzzRegressionTests {
  /// Text with one raw byte in the middle: how the invalid UTF-8 cases are written.
  private static func document(_ before: String, _ byte: UInt8, _ after: String) -> Data {
    Data(before.utf8) + Data([byte]) + Data(after.utf8)
  }

  /// Found by `VASTParser` (crash-6c9a5f80…, a mutated IAB sample): one byte 0xE3 in the
  /// attribute name `delivery` of a `<MediaFile>`. libxml2 (in the recovery mode FoundationXML
  /// runs it in) passed the name on, and FoundationXML force-unwrapped its conversion to
  /// `String`: the process trapped inside `XMLParser.parse()`.
  static let invalidAttributeName = document(
    #"<VAST version="4.1"><Ad id="1"><InLine><AdSystem>S</AdSystem><Creatives><Creative>"#
      + #"<Linear><Duration>00:00:16</Duration><MediaFiles><MediaFile id="5246" deliver"#,
    0xE3,
    #"="progressive" type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>"#
      + "</Linear></Creative></Creatives></InLine></Ad></VAST>")

  @Test("An invalid UTF-8 byte in an attribute name fails with 100 or 1002, without trapping")
  func invalidAttributeName() throws {
    let data = Self.invalidAttributeName
    let vast = try #require(throws: VASTError.self) { try VASTParser().parse(data) }
    #expect(vast.code == .xmlParsing)
    #expect(vast.message.contains("UTF-8"))
    let vmap = try #require(throws: VASTError.self) { try VMAPParser().parse(data) }
    #expect(vmap.code == .vmapParsing)
    let generic = try #require(throws: VASTError.self) { try AdResponseParser().parse(data) }
    #expect(generic.code == .xmlParsing)
  }

  /// Every name FoundationXML force-unwraps (element, attribute, namespace prefix, processing
  /// instruction target, comment), each of which trapped, and declarations that libxml2 reads as
  /// UTF-8, malformed ones included (it falls back to UTF-8 on them).
  static let invalidUTF8Cases: [(String, Data)] = [
    ("element name", document(#"<VAST version="4.0"><A"#, 0xC3, "d/></VAST>")),
    ("namespace prefix", document("<VAST xmlns:", 0xE3, #"="urn:x" version="4.0"/>"#)),
    ("processing instruction", document(#"<VAST version="4.0"><?p"#, 0xE3, " x?></VAST>")),
    ("comment", document(#"<VAST version="4.0"><!-- "#, 0xE3, " --></VAST>")),
    (
      "declared UTF-8",
      document(#"<?xml version="1.0" encoding="UTF-8"?><VAST a"#, 0xE3, #"="1"/>"#)
    ),
    (
      "UTF-16 declared in an 8-bit document",
      document(#"<?xml version="1.0" encoding="UTF-16"?><VAST a"#, 0xE3, #"="1"/>"#)
    ),
    (
      "encoding after standalone (malformed, read as UTF-8)",
      document(
        #"<?xml version="1.0" standalone="yes" encoding="latin1"?><VAST a"#, 0xE3, #"="1"/>"#)
    ),
    (
      "encoding name with a space (malformed, read as UTF-8)",
      document(#"<?xml version="1.0" encoding="latin1 "?><VAST a"#, 0xE3, #"="1"/>"#)
    ),
  ]

  @Test("Invalid UTF-8 in any name fails with 100 instead of trapping", arguments: invalidUTF8Cases)
  func invalidUTF8(name: String, data: Data) throws {
    let error = try #require(throws: VASTError.self) { try AdResponseParser().parse(data) }
    #expect(error.code == .xmlParsing, "\(name)")
  }

  @Test("Documents in other encodings still reach libxml2, which converts them")
  func otherEncodings() throws {
    let latin1 = Self.document(
      #"<?xml version='1.0'  encoding='ISO-8859-1' standalone='yes'?><VAST version="3.0"><Ad id="caf"#,
      0xE9, #""><InLine><AdSystem>S</AdSystem></InLine></Ad></VAST>"#)
    #expect(try VASTParser().parse(latin1).ads.first?.id == "café")
    let text =
      #"<VAST version="3.0"><Ad id="日本"><InLine><AdSystem>S</AdSystem></InLine></Ad></VAST>"#
    let utf16 = try #require(text.data(using: .utf16))
    #expect(utf16.starts(with: [0xFF, 0xFE]) || utf16.starts(with: [0xFE, 0xFF]))
    #expect(try VASTParser().parse(utf16).ads.first?.id == "日本")
    let bom = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
    #expect(try VASTParser().parse(bom).ads.first?.id == "日本")
  }

  /// Found by `VASTParser` (crash-6cfd8a09…) and `VMAPParser` (crash-3fbbc97b…, below): a
  /// processing instruction without data (`<?xm.l?>`, `<?xnTF?>`). libxml2 reports it with a
  /// null data pointer, which FoundationXML passed to `strlen`: a segmentation fault. Any
  /// document with `<?name?>` crashed the process, valid ones included.
  static let processingInstructionWithoutData = Data(
    "<?xm.l?>\r<-\"8?>\r< pxr-\"8?>\r<-\"8?>\r<mw".utf8)

  @Test("A processing instruction without data no longer crashes the parser")
  func processingInstructionWithoutData() throws {
    let vast = try #require(throws: VASTError.self) {
      try VASTParser().parse(Self.processingInstructionWithoutData)
    }
    #expect(vast.code == .xmlParsing)
    let vmap = try #require(throws: VASTError.self) {
      try VMAPParser().parse(Data("<?xnTF?>VAST".utf8))
    }
    #expect(vmap.code == .vmapParsing)
  }

  @Test("Documents with data-less processing instructions parse as before")
  func processingInstructionsKept() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet?><VAST version="3.0"><?marker?>\
      <Ad id="1"><InLine><AdSystem>S<?x?>T</AdSystem><AdTitle><![CDATA[<?php?>]]></AdTitle>\
      </InLine></Ad></VAST>
      """
    for data in [Data(text.utf8), try #require(text.data(using: .utf16))] {
      let ad = try #require(try VASTParser().parse(data).ads.first)
      #expect(ad.id == "1")
      #expect(ad.inLine?.adSystem?.name == "ST")
      // The scan cannot tell a CDATA section apart, so it pads look-alikes there too.
      #expect(ad.inLine?.title == "<?php ?>")
    }
  }

  /// Encodings in which a byte scan cannot see the markup libxml2 will see.
  static let unsupportedEncodings: [(String, Data)] = [
    ("EBCDIC", Data([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xA5, 0x85, 0x99, 0xA2, 0x89, 0x96])),
    ("UTF-7", Data(#"<?xml version="1.0" encoding="UTF-7"?><VAST version="3.0"/>"#.utf8)),
    (
      "UTF-16LE over 8-bit text",
      Data(#"<?xml version="1.0" encoding="UTF-16LE"?><VAST version="3.0"/>"#.utf8)
    ),
  ]

  @Test(
    "Encodings whose markup a byte scan cannot see are refused", arguments: unsupportedEncodings)
  func unsupportedEncoding(name: String, data: Data) throws {
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(data) }
    #expect(error.code == .xmlParsing, "\(name)")
    #expect(error.message.contains("Unsupported document encoding"), "\(name)")
  }

  /// Found by the `VASTParser` target's invariant that a parsed document equals itself, on a
  /// written input (`<Expires>nan</Expires>`; mutation did not reach it in 600 s): `Double("nan")`
  /// made `expires` NaN, so the document was not equal to itself (breaking `Hashable`), and a
  /// cache deadline computed from it would be NaN too. Non-finite values now read as absent,
  /// like every other number the decoder reads.
  @Test("A non-finite Expires reads as absent", arguments: ["nan", "NaN", "inf", "-inf", "1e999"])
  func nonFiniteExpires(text: String) throws {
    let xml = """
      <VAST version="4.0"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>\
      <Expires>\(text)</Expires></InLine></Ad></VAST>
      """
    let document = try VASTParser().parse(xml)
    #expect(document == document)
    let inLine = try #require(document.ads.first?.inLine)
    #expect(inLine.expires == nil)
  }

  /// Found by `TimeOffset` (crash-d5d4cd07…, the 8 bytes `undefined` read as a double, about
  /// 2.5e180): `VASTTime.string(from:)` converted milliseconds to `Int` unchecked and trapped for
  /// anything above about 9.2e15 seconds, infinity included. The same function writes
  /// `[ADPLAYHEAD]` and the other playhead macros from player-supplied values.
  @Test(
    "Formatting clamps to what the parser reads back instead of trapping",
    arguments: [
      (Double.infinity, "999999999:59:59.999"),
      (Double.greatestFiniteMagnitude, "999999999:59:59.999"),
      (2.5e180, "999999999:59:59.999"),
      (9.3e15, "999999999:59:59.999"),
      (3_599_999_999_999.999, "999999999:59:59.999"),
      (-Double.infinity, "00:00:00.000"),
      (Double.nan, "00:00:00.000"),
      (-5, "00:00:00.000"),
      (0.0004, "00:00:00.000"),
    ] as [(Double, String)])
  func clampedFormatting(seconds: Double, text: String) throws {
    #expect(VASTTime.string(from: seconds) == text)
    #expect(VASTTime.seconds(from: text) != nil)
    #expect(AdOffset.time(seconds).vastValue == text)
    #expect(BreakOffset.time(seconds).vmapValue == text)
  }
}
