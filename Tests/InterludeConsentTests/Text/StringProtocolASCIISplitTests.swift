import Testing

@testable import InterludeConsent

/// `splitASCII`, how the GPP and AC decoders cut a string at `~` and `.`: the parts
/// `split(separator:omittingEmptySubsequences: false)` gives, read from bytes.
@Suite("Split at an ASCII separator")
struct StringProtocolASCIISplitTests {
  @Test(
    "the parts, empty ones included, are those of a split by characters",
    arguments: [
      "", "~", "~~", "a", "DBABMA~CP.IA~1YNN", "2~1.35~dv.9", "2~~dv.", "~a~", "a\r\n~b",
      // Not ASCII: a combining accent joins the `~` before it into one character, which is
      // then no separator.
      "2~1.35~\u{301}dv.9", "é~ü", "\u{1F600}~x",
    ])
  func sameAsCharacterSplit(text: String) {
    let expected = text.split(separator: "~", omittingEmptySubsequences: false)
    #expect(text.splitASCII(UInt8(ascii: "~")) == expected)
    let substring = text.dropFirst()
    #expect(
      substring.splitASCII(UInt8(ascii: "~"))
        == substring.split(separator: "~", omittingEmptySubsequences: false))
  }

  @Test("an AC string with an accent on a separator fails as a split by characters reads it")
  func accentOnSeparator() throws {
    // Split by characters, `~\u{301}` is not a `~`: two parts, so the disclosed part is
    // missing (split by bytes it would be a third part not starting with dv.).
    let error = #expect(throws: AdditionalConsentError.self) {
      try AdditionalConsentString(decoding: "2~1.35~\u{301}dv.9")
    }
    #expect(error?.kind == .missingDisclosedVendors)
    #expect(error?.detail == "a version 2 AC string is 2~<ids>~dv.<ids>")
  }
}
