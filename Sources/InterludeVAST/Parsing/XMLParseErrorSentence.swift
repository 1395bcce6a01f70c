import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why `XMLParser` stopped, in words: what a malformed document's rejection says instead of the
/// parser's error number.
enum XMLParseErrorSentence {
  /// `Malformed XML: the document ends before its elements are closed (it may be cut off)` for
  /// the error `XMLParser` reported.
  static func message(for error: any Error) -> String {
    "Malformed XML: " + reason(code: (error as NSError).code)
  }

  /// What a document that stops mid-way is rejected with.
  static let cutOff =
    "Malformed XML: the document ends before its elements are closed (it is cut off)"

  /// Whether `data` stops mid-way: its last character other than white space is not the `>`
  /// that ends a tag (a document cut off in a tag, an attribute, text or a CDATA section).
  static func isCutOff(_ data: Data) -> Bool {
    guard let last = data.last(where: { !(" \t\r\n".utf8.contains($0)) }) else { return false }
    return last != UInt8(ascii: ">")
  }

  /// The reason for an `XMLParser.ErrorCode` number; a general one for the numbers not named.
  static func reason(code: Int) -> String {
    switch XMLParser.ErrorCode(rawValue: code) {
    case .documentStartError, .emptyDocumentError:
      return "the response is empty or is not XML"
    case .prematureDocumentEndError:
      return "the document ends before its elements are closed (it may be cut off)"
    case .tagNameMismatchError:
      return "a closing tag does not match the element it closes"
    case .unfinishedTagError, .gtRequiredError, .ltRequiredError:
      return "a tag is not finished (it may be cut off)"
    case .notWellBalancedError:
      return "the elements are not properly nested or closed"
    case .extraContentError:
      return "there is more content after the root element"
    case .cdataNotFinishedError, .misplacedCDATAEndStringError:
      return "a CDATA section is not finished (it may be cut off)"
    case .commentNotFinishedError:
      return "a comment is not finished"
    case .attributeNotStartedError, .attributeNotFinishedError,
      .attributeRedefinedError, .literalNotStartedError, .literalNotFinishedError,
      .lessThanSymbolInAttributeError:
      return "an attribute is malformed"
    case .invalidCharacterError, .invalidCharacterRefError, .invalidHexCharacterRefError,
      .invalidDecimalCharacterRefError, .characterRefAtEOFError:
      return "it holds a character XML does not allow"
    case .entityRefAtEOFError, .entityRefLoopError, .entityRefInPrologError,
      .entityRefInEpilogError, .entityRefInDTDError, .entityReferenceMissingSemiError,
      .entityReferenceWithoutNameError, .undeclaredEntityError:
      return "an & is not a valid entity reference (write &amp;)"
    default:
      return "the document is not well-formed XML"
    }
  }
}
