extension StringProtocol where SubSequence == Substring {
  /// The parts of the string between the occurrences of `separator`, an ASCII character,
  /// empty parts included: what `split(separator:omittingEmptySubsequences: false)` returns,
  /// found by reading UTF-8 bytes rather than grapheme clusters when the string is all ASCII
  /// (where a byte is a character, both split alike; a consent string is ASCII, and splitting
  /// it by characters took most of the time its decoding did).
  func splitASCII(_ separator: UInt8) -> [Substring] {
    let utf8 = self.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return split(
        separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: false)
    }
    var parts: [Substring] = []
    var start = startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      if utf8[index] == separator {
        parts.append(self[start..<index])
        start = utf8.index(after: index)
      }
      utf8.formIndex(after: &index)
    }
    parts.append(self[start..<endIndex])
    return parts
  }
}
