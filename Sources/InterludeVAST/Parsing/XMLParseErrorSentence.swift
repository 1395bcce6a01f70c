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

  /// Whether `data` is markup that stops mid-way: it starts with a tag (`<`) but its last
  /// character other than white space is not the `>` that ends one (a document cut off in a
  /// tag, an attribute, text or a CDATA section). Text that never opens a tag is not XML at all.
  static func isCutOff(_ data: Data) -> Bool {
    let isSpace: (UInt8) -> Bool = { " \t\r\n".utf8.contains($0) }
    guard let first = data.first(where: { !isSpace($0) }), first == UInt8(ascii: "<"),
      let last = data.last(where: { !isSpace($0) })
    else { return false }
    return last != UInt8(ascii: ">")
  }

  /// The reason for an `XMLParser.ErrorCode` number. Only an empty document is named:
  /// swift-corelibs-foundation's parser reports most faults under a few codes (a mismatched tag,
  /// a second root and an unfinished comment all come as "premature end" or "invalid
  /// character"), so a more precise sentence would often be wrong; the line number, given with
  /// the rejection, says where.
  static func reason(code: Int) -> String {
    switch XMLParser.ErrorCode(rawValue: code) {
    case .documentStartError, .emptyDocumentError:
      return "the response is empty or is not XML"
    default:
      return "the document is not well-formed XML"
    }
  }
}
