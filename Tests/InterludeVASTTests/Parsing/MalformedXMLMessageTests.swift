import Foundation
import InterludeVAST
import Testing

@testable import InterludeVAST

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A malformed document is rejected with VAST 100 and a reason in words (what an ad-ops person
/// reads in `interlude inspect`), never with the XML parser's error number.
@Suite("Malformed XML: the reason in words")
struct MalformedXMLMessageTests {
  /// Documents broken one way each, and the words their rejection must hold: the general
  /// reason, except for markup that stops mid-way (cut off).
  static let documents: [(xml: String, reason: String)] = [
    (#"<VAST version="4.2"><Ad></VAST>"#, "not well-formed XML"),
    (#"<VAST version="4.2"></VAST><VAST version="4.2"></VAST>"#, "not well-formed XML"),
    (#"<VAST version="4.2"><!-- open </VAST>"#, "not well-formed XML"),
    (#"<VAST version=4.2></VAST>"#, "not well-formed XML"),
    (#"<VAST version="4.2">&nope</VAST>"#, "not well-formed XML"),
    (#"<VAST version="4.2"><Ad id="1"#, "it is cut off"),
    ("hello", "not well-formed XML"),
  ]

  @Test("VAST 100 with the reason in words, never `parser error N`", arguments: documents)
  func rejectedInWords(document: (xml: String, reason: String)) throws {
    let error = try #require(throws: VASTError.self) {
      try VASTParser().parse(Data(document.xml.utf8))
    }
    #expect(error.code == .xmlParsing)
    #expect(error.message.hasPrefix("Malformed XML: "), "\(error.message)")
    #expect(error.message.contains(document.reason), "\(error.message)")
    #expect(!error.message.contains("parser error"))
  }

  @Test("Only an empty document is named from the parser's code; every other code is general")
  func codesInWords() {
    for code in [XMLParser.ErrorCode.documentStartError, .emptyDocumentError] {
      #expect(XMLParseErrorSentence.reason(code: code.rawValue).contains("empty or is not XML"))
    }
    for code in [5, 9, 23, 73, -12345] {
      #expect(XMLParseErrorSentence.reason(code: code) == "the document is not well-formed XML")
    }
    let error = NSError(domain: XMLParser.errorDomain, code: 5)
    #expect(
      XMLParseErrorSentence.message(for: error)
        == "Malformed XML: the document is not well-formed XML")
  }

  @Test("A document is cut off when it does not end with the `>` of a tag")
  func cutOffDetection() {
    #expect(XMLParseErrorSentence.isCutOff(Data("<VAST><Ad id=\"1".utf8)))
    #expect(XMLParseErrorSentence.isCutOff(Data("<VAST><Ad>text".utf8)))
    #expect(!XMLParseErrorSentence.isCutOff(Data("<VAST></VAST>\n  ".utf8)))
    #expect(!XMLParseErrorSentence.isCutOff(Data("  \n".utf8)))
    #expect(!XMLParseErrorSentence.isCutOff(Data("hello".utf8)), "text is not cut-off markup")
  }
}
