extension String {
  /// The string without leading and trailing XML white space (space, tab, CR, LF).
  ///
  /// Cheaper than Foundation's character-set trimming on the hot path of every element.
  package func trimmingXMLWhitespace() -> String {
    // Most values are already trimmed (leaf text is trimmed while parsing), so the common case
    // only looks at the two ends of the contiguous UTF-8 storage.
    let bounds = utf8.withContiguousStorageIfAvailable { bytes -> (Int, Int) in
      var start = 0
      var end = bytes.count
      while start < end && Self.isXMLSpace(bytes[start]) { start += 1 }
      while end > start && Self.isXMLSpace(bytes[end - 1]) { end -= 1 }
      return (start, end)
    }
    guard let (start, end) = bounds else { return slowTrimmingXMLWhitespace() }
    if start == 0 && end == utf8.count { return self }
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(utf8.startIndex, offsetBy: end)
    return String(self[lower..<upper])
  }

  /// The same for strings without contiguous UTF-8 storage (bridged or foreign ones).
  private func slowTrimmingXMLWhitespace() -> String {
    let utf8 = self.utf8
    guard let first = utf8.firstIndex(where: { !Self.isXMLSpace($0) }) else { return "" }
    guard let last = utf8.lastIndex(where: { !Self.isXMLSpace($0) }) else { return "" }
    return String(self[first...last])
  }

  static func isXMLSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
