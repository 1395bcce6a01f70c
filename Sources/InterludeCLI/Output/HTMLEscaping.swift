/// Escaping for the HTML reports, which are written as well-formed XHTML-compatible markup so
/// that both browsers and XML parsers read them the same way.
///
/// Every piece of data the reports show (URLs, ad ids, titles, messages) goes through one of
/// these: a URL holding `<script>`, quotes, `&` or `]]>` stays text and cannot open an element
/// or leave an attribute.
enum HTMLEscaping {
  /// Text between tags: `&`, `<` and `>` become entities (`>` too, so `]]>` never appears).
  static func text(_ value: String) -> String {
    escape(value, quotes: false)
  }

  /// An attribute value written between double quotes: as ``text(_:)``, plus `"` and `'`.
  static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  /// Escapes the markup characters and replaces the characters XML 1.0 forbids (C0 controls
  /// other than tab, newline and carriage return; lone surrogates cannot occur in a `String`;
  /// U+FFFE and U+FFFF) with U+FFFD, so the file always parses.
  private static func escape(_ value: String, quotes: Bool) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
