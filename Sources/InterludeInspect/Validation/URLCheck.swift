import InterludeVAST

/// The verdict on one URL of a document, after its macros were filled with a placeholder.
enum URLCheck: Equatable {
  /// An absolute https URL (or a data URI where one is allowed).
  case secure
  /// An absolute http URL.
  case insecure
  /// Anything else, with the reason.
  case invalid(String)

  /// The macro delimiters that ad servers use: `[NAME]`, `%%NAME%%` and `${NAME}`.
  private static let macroDelimiters: [(open: String, close: String)] = [
    ("[", "]"), ("%%", "%%"), ("${", "}"),
  ]

  /// Checks a URL as written in a document.
  init(_ text: String, allowsDataURI: Bool = false) {
    let filled = Self.fillingMacros(text)
    let lowered = filled.lowercased()
    if allowsDataURI && lowered.hasPrefix("data:") {
      self = .secure
      return
    }
    if filled.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) {
      self = .invalid("contains white space")
      return
    }
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = filled.dropFirst("https://".count)
      self = .secure
    } else if lowered.hasPrefix("http://") {
      rest = filled.dropFirst("http://".count)
      self = .insecure
    } else if filled.hasPrefix("//") {
      self = .invalid("is protocol-relative (no scheme), which an app cannot resolve")
      return
    } else {
      self = .invalid("is not an absolute http(s) URL")
      return
    }
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let host = authority.split(separator: "@").last.map { $0.prefix { $0 != ":" } } ?? ""
    if host.isEmpty {
      self = .invalid("has no host")
    }
  }

  /// The text with every macro replaced by `0`.
  static func fillingMacros(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let first = rest.first {
      if let length = macroLength(at: rest) {
        result += "0"
        rest = rest.dropFirst(length)
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// The length in characters of the macro that starts `text`, if one does.
  private static func macroLength(at text: Substring) -> Int? {
    for (open, close) in macroDelimiters where text.hasPrefix(open) {
      let body = text.dropFirst(open.count)
      guard let end = body.firstRange(of: close) else { continue }
      let name = body[..<end.lowerBound]
      if (1...64).contains(name.count), name.allSatisfy(isMacroCharacter) {
        return open.count + name.count + close.count
      }
    }
    return nil
  }

  private static func isMacroCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character))
  }
}
