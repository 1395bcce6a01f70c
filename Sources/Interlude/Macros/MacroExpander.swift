package import Foundation

/// Replaces VAST macros in ad-tag, tracking, error, click and verification URLs.
///
/// One engine for every URL the SDK requests. The rules (IAB VAST 4.3 §6 and the macro list):
/// - `[NAME]`, `%%NAME%%` and `%5BNAME%5D` (brackets a URL parser encoded) are replaced, names
///   matched case-sensitively. Legacy spellings real tags carry are accepted too:
///   `[CACHEBUSTER]`, `%%CACHEBUSTER%%`, `[RANDOM]`, `[random]` (cache busters), `[timestamp]`,
///   VMAP's `[ERROR_CODE]` and `[GDPR_CONSENT]`.
/// - The consent macros of URL-based services are replaced too, with the same consent rules:
///   `${GDPR}`, `${GDPR_CONSENT_XXXXX}` (`XXXXX` a vendor id), `${GDPR_PD}` and
///   `${ADDTL_CONSENT}`, also with `$`, `{` and `}` percent-encoded (`$%7BGDPR%7D`,
///   `%24%7BGDPR%7D`). Other `${NAME}` tokens are an ad server's own and stay as written.
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
/// no per-macro replacement passes, and a template without `[`, `%` or `$` is returned as is.
package struct MacroExpander: Sendable {
  /// Creates an expander.
  package init() {}

  /// Expands every macro in `template`.
  ///
  /// - Parameters:
  ///   - template: A URL as written in the ad tag or the VAST document.
  ///   - context: The values the macros take.
  ///   - kind: The kind of URL, which decides `[ERRORCODE]`, `[CLICKPOS]` and `[REASON]`.
  /// - Returns: The URL with each known macro replaced by its encoded value.
  package func expand(_ template: String, context: MacroContext, kind: URLKind) -> String {
    var template = template
    return template.withUTF8 { bytes in
      guard let first = Self.firstOpening(in: bytes) else { return nil }
      return Self.expand(bytes, from: first, context: context, kind: kind)
    } ?? template
  }

  /// Expands every macro in `url`; nil if the result is not a valid URL.
  package func expand(_ url: URL, context: MacroContext, kind: URLKind) -> URL? {
    URL(string: expand(url.absoluteString, context: context, kind: kind))
  }

  /// The index of the first byte that may open a token, or nil when there is none.
  private static func firstOpening(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.firstIndex {
      $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "$")
    }
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
      let token: (macro: Token, end: Int)?
      if byte == UInt8(ascii: "[") {
        token = match(bytes, nameFrom: index + 1, closing: .bracket)
      } else if byte == UInt8(ascii: "$") {
        token = matchConsent(bytes, braceAt: index + 1)
      } else if byte != UInt8(ascii: "%") || index + 2 >= bytes.count {
        token = nil
      } else if bytes[index + 1] == UInt8(ascii: "%") {
        token = match(bytes, nameFrom: index + 2, closing: .percents)
      } else if Delimiter.isEscape(bytes, at: index, UInt8(ascii: "5"), UInt8(ascii: "b")) {
        token = match(bytes, nameFrom: index + 3, closing: .encodedBracket)
      } else if Delimiter.isEscape(bytes, at: index, UInt8(ascii: "2"), UInt8(ascii: "4")) {
        token = matchConsent(bytes, braceAt: index + 3)
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
  ) -> (macro: Token, end: Int)? {
    guard let (name, end) = name(in: bytes, from: nameStart, closing: closing),
      let macro = Macro.lookup(name)
    else { return nil }
    return (.vast(macro), end)
  }

  /// The consent macro whose opening brace (`{` or `%7B`) starts at `braceStart`, just after
  /// its `$` (or `%24`), with the index just past its closing brace (`}` or `%7D`).
  private static func matchConsent(
    _ bytes: UnsafeBufferPointer<UInt8>, braceAt braceStart: Int
  ) -> (macro: Token, end: Int)? {
    let found: (name: UnsafeBufferPointer<UInt8>, end: Int)?
    if braceStart < bytes.count, bytes[braceStart] == UInt8(ascii: "{") {
      found = name(in: bytes, from: braceStart + 1, closing: .brace)
    } else if Delimiter.isEscape(bytes, at: braceStart, UInt8(ascii: "7"), UInt8(ascii: "b")) {
      found = name(in: bytes, from: braceStart + 3, closing: .encodedBrace)
    } else {
      found = nil
    }
    guard let found, let macro = ConsentURLMacro.lookup(found.name) else { return nil }
    return (.consent(macro), found.end)
  }

  /// The run of name bytes starting at `nameStart` when `closing` follows it, with the index
  /// just past the closing delimiter.
  private static func name(
    in bytes: UnsafeBufferPointer<UInt8>, from nameStart: Int, closing: Delimiter
  ) -> (name: UnsafeBufferPointer<UInt8>, end: Int)? {
    var index = nameStart
    let limit = min(bytes.count, nameStart + Macro.maximumNameLength + 1)
    while index < limit, Macro.isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart, index - nameStart <= Macro.maximumNameLength,
      let end = closing.end(in: bytes, at: index)
    else { return nil }
    return (UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), end)
  }

  /// A macro found in a template: a VAST macro or a consent macro of URL-based services.
  private enum Token {
    case vast(Macro)
    case consent(ConsentURLMacro)

    /// Whether it may be replaced in a URL of this kind (consent macros may in every kind).
    func isAllowed(in kind: URLKind) -> Bool {
      switch self {
      case .vast(let macro): macro.isAllowed(in: kind)
      case .consent: true
      }
    }

    /// Writes its value.
    func write(_ context: MacroContext, now: () -> Date, into writer: inout MacroWriter) {
      switch self {
      case .vast(let macro): macro.write(context, now: now, into: &writer)
      case .consent(let macro): macro.write(context, now: now, into: &writer)
      }
    }
  }

  /// How a token closes: `]`, `%%`, `%5D` for a bracket a URL parser percent-encoded, `}`, or
  /// `%7D` for an encoded brace.
  private enum Delimiter {
    case bracket
    case percents
    case encodedBracket
    case brace
    case encodedBrace

    /// The index just past this delimiter when it starts at `index`, else nil.
    func end(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
      switch self {
      case .bracket:
        index < bytes.count && bytes[index] == UInt8(ascii: "]") ? index + 1 : nil
      case .percents:
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "%")
          && bytes[index + 1] == UInt8(ascii: "%") ? index + 2 : nil
      case .encodedBracket:
        Self.isEscape(bytes, at: index, UInt8(ascii: "5"), UInt8(ascii: "d")) ? index + 3 : nil
      case .brace:
        index < bytes.count && bytes[index] == UInt8(ascii: "}") ? index + 1 : nil
      case .encodedBrace:
        Self.isEscape(bytes, at: index, UInt8(ascii: "7"), UInt8(ascii: "d")) ? index + 3 : nil
      }
    }

    /// True when the escape `%` `high` `low` starts at `index`, a letter in either case (`low`
    /// given in lower case): `%5B` or `%5b`, `%24`, `%7D`…
    static func isEscape(
      _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ high: UInt8, _ low: UInt8
    ) -> Bool {
      guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == high
      else { return false }
      let byte = bytes[index + 2]
      return byte == low || (low >= UInt8(ascii: "a") && byte | 0x20 == low)
    }
  }
}
