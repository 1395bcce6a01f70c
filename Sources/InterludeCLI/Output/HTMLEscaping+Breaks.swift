extension HTMLEscaping {
  /// `value` escaped as text, with a line-break opportunity (`<wbr/>`) after each `/`, `?`,
  /// `&` and `=`: a long URL wraps at its boundaries, and text around it wraps between words,
  /// never inside one.
  static func breakable(_ value: String) -> String {
    var result = ""
    var characters = value[...]
    while let character = characters.popFirst() {
      result += text(String(character))
      if "/?&=".contains(character), !characters.isEmpty, characters.first != "/" {
        result += "<wbr/>"
      }
    }
    return result
  }
}
