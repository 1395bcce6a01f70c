extension Character {
  /// True for the ASCII digits 0–9 only (not other Unicode numerals).
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
