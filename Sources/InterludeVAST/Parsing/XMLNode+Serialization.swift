/// Writing an element back as XML text (for extensions and custom ad data).
extension XMLNode {
  /// The content as XML text: text escaped, children serialised in document order.
  var innerXML: String {
    var output = ""
    appendInnerXML(to: &output)
    return output
  }

  /// The element itself as XML text.
  var outerXML: String {
    var output = ""
    appendOuterXML(to: &output)
    return output
  }

  private func appendInnerXML(to output: inout String) {
    let text = self.text
    let utf8 = text.utf8
    var consumed = utf8.startIndex
    for child in children {
      let end = utf8.index(utf8.startIndex, offsetBy: min(child.textOffset, utf8.count))
      if consumed < end { Self.appendEscaped(text[consumed..<end], to: &output) }
      consumed = max(consumed, end)
      child.appendOuterXML(to: &output)
    }
    if consumed < text.endIndex { Self.appendEscaped(text[consumed...], to: &output) }
  }

  private func appendOuterXML(to output: inout String) {
    output += "<"
    output += name
    let attributes = self.attributes
    for key in attributes.keys.sorted() {
      output += " "
      output += key
      output += "=\""
      Self.appendEscaped(attributes[key] ?? "", to: &output, quotes: true)
      output += "\""
    }
    guard !text.isEmpty || hasChildren else {
      output += "/>"
      return
    }
    output += ">"
    appendInnerXML(to: &output)
    output += "</"
    output += name
    output += ">"
  }

  private var hasChildren: Bool { tree.records[index].firstChild >= 0 }

  private static func appendEscaped<Text: StringProtocol>(
    _ text: Text, to output: inout String, quotes: Bool = false
  ) {
    let needsEscaping = text.utf8.contains {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || (quotes && $0 == UInt8(ascii: "\""))
    }
    guard needsEscaping else {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }
}
