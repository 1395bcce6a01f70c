extension String {
  /// The string without leading and trailing XML white space (space, tab, CR, LF).
  ///
  /// Cheaper than Foundation's character-set trimming on the hot path of every element.
  func trimmingXMLWhitespace() -> String {
    let utf8 = self.utf8
    // Most values are already trimmed (leaf text is trimmed while parsing): check the ends first.
    if let first = utf8.first, let last = utf8.last, !Self.isXMLSpace(first),
      !Self.isXMLSpace(last)
    {
      return self
    }
    guard let first = utf8.firstIndex(where: { !Self.isXMLSpace($0) }) else { return "" }
    guard let last = utf8.lastIndex(where: { !Self.isXMLSpace($0) }) else { return "" }
    if first == utf8.startIndex && utf8.index(after: last) == utf8.endIndex { return self }
    return String(self[first...last])
  }

  static func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
