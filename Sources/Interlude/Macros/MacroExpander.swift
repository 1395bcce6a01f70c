public import Foundation

/// Replaces VAST macros in ad-tag, tracking, error, click and verification URLs.
///
/// One engine for every URL the SDK requests. The rules (IAB VAST 4.3 §6 and the macro list):
/// - `[NAME]`, `%%NAME%%` and `%5BNAME%5D` (brackets a URL parser encoded) are replaced, names
///   matched case-sensitively. Legacy spellings real tags carry are accepted too:
///   `[CACHEBUSTER]`, `%%CACHEBUSTER%%`, `[RANDOM]`, `[random]` (cache busters), `[timestamp]`,
///   VMAP's `[ERROR_CODE]` and `[GDPR_CONSENT]`.
/// - Values are percent-encoded with only the RFC 3986 unreserved set left bare
///   (`A-Z a-z 0-9 - . _ ~`), so a value can never add a parameter, a fragment, a path or a
///   header (`&`, `=`, `?`, `#`, `/`, `[`, `]`, CR and LF are all encoded). Lists are joined
///   with unencoded commas.
/// - A supported macro without a value is `-1`; a value withheld for privacy is `-2` (see
///   ``MacroContext/privacy``).
/// - Tokens that are not macros stay exactly as written, and so do `[ERRORCODE]`,
///   `[CLICKPOS]` and `[REASON]` outside their ``URLKind``.
///
/// It scans the template once, left to right, over its UTF-8 bytes: no regular expressions,
/// no per-macro replacement passes, and a template without `[` or `%` is returned as is.
public struct MacroExpander: Sendable {
  /// Creates an expander.
  public init() {}

  /// Expands every macro in `template`.
  ///
  /// - Parameters:
  ///   - template: A URL as written in the ad tag or the VAST document.
  ///   - context: The values the macros take.
  ///   - kind: The kind of URL, which decides `[ERRORCODE]`, `[CLICKPOS]` and `[REASON]`.
  /// - Returns: The URL with each known macro replaced by its encoded value.
  public func expand(_ template: String, context: MacroContext, kind: URLKind) -> String {
    var template = template
    return template.withUTF8 { bytes in
      guard let first = Self.firstOpening(in: bytes) else { return nil }
      return Self.expand(bytes, from: first, context: context, kind: kind)
    } ?? template
  }

  /// Expands every macro in `url`; nil if the result is not a valid URL.
  public func expand(_ url: URL, context: MacroContext, kind: URLKind) -> URL? {
    URL(string: expand(url.absoluteString, context: context, kind: kind))
  }

  /// The index of the first byte that may open a token, or nil when there is none.
  private static func firstOpening(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.firstIndex { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "%") }
  }

  private static func expand(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, context: MacroContext, kind: URLKind
  ) -> String? {
    // Reserved at the first replacement: a URL with `%` escapes but no macro allocates nothing.
    var writer = MacroWriter()
    var now: Date?
    let currentDate = {
      if let now { return now }
      let date = Date()
      now = date
      return date
    }
    var index = start
    var copiedUpTo = 0
    while index < bytes.count {
      let byte = bytes[index]
      let token: (macro: Macro, end: Int)?
      if byte == UInt8(ascii: "[") {
        token = match(bytes, nameFrom: index + 1, closing: .bracket)
      } else if byte != UInt8(ascii: "%") || index + 2 >= bytes.count {
        token = nil
      } else if bytes[index + 1] == UInt8(ascii: "%") {
        token = match(bytes, nameFrom: index + 2, closing: .percents)
      } else if Delimiter.isEncoded(bytes, at: index, bracket: UInt8(ascii: "B")) {
        token = match(bytes, nameFrom: index + 3, closing: .encodedBracket)
      } else {
        token = nil
      }
      guard let token, token.macro.isAllowed(in: kind) else {
        index += 1
        continue
      }
      if copiedUpTo == 0 { writer.reserve(bytes.count + 64) }
      writer.appendRaw(bytes[copiedUpTo..<index])
      token.macro.write(context, now: currentDate, into: &writer)
      index = token.end
      copiedUpTo = index
    }
    guard copiedUpTo > 0 else { return nil }
    writer.appendRaw(bytes[copiedUpTo..<bytes.count])
    return writer.string
  }

  /// The macro whose name starts at `nameStart` and is followed by `closing`, with the index
  /// just past the closing delimiter.
  private static func match(
    _ bytes: UnsafeBufferPointer<UInt8>, nameFrom nameStart: Int, closing: Delimiter
  ) -> (macro: Macro, end: Int)? {
    var index = nameStart
    let limit = min(bytes.count, nameStart + Macro.maximumNameLength + 1)
    while index < limit, Macro.isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart, index - nameStart <= Macro.maximumNameLength,
      let end = closing.end(in: bytes, at: index)
    else { return nil }
    let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
    guard let macro = Macro.lookup(name) else { return nil }
    return (macro, end)
  }

  /// How a token closes: `]`, `%%`, or `%5D` for a bracket a URL parser percent-encoded.
  private enum Delimiter {
    case bracket
    case percents
    case encodedBracket

    /// The index just past this delimiter when it starts at `index`, else nil.
    func end(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
      switch self {
      case .bracket:
        index < bytes.count && bytes[index] == UInt8(ascii: "]") ? index + 1 : nil
      case .percents:
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "%")
          && bytes[index + 1] == UInt8(ascii: "%") ? index + 2 : nil
      case .encodedBracket:
        Self.isEncoded(bytes, at: index, bracket: UInt8(ascii: "D")) ? index + 3 : nil
      }
    }

    /// True when `%5B` (`bracket` `B`) or `%5D` (`D`) starts at `index`, in either case.
    static func isEncoded(
      _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, bracket: UInt8
    )
      -> Bool
    {
      index + 2 < bytes.count && bytes[index] == UInt8(ascii: "%")
        && bytes[index + 1] == UInt8(ascii: "5") && bytes[index + 2] & 0xDF == bracket
    }
  }
}
