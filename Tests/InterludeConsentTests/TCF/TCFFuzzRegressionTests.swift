import InterludeConsent
import Testing

/// Inputs found by the libFuzzer targets (`Scripts/fuzz`, see `Fuzz/README.md`), kept so that
/// the fixes stay in place.
@Suite("Fuzz regressions (TCF)")
struct TCFFuzzRegressionTests {
  /// Found by `TCStringDecoder` (crash-464c2ead…): ConsentLanguage holds the 6-bit values 34
  /// and 2. The decoder keeps 34, outside A–Z, as the code point it gives (`c`); the encoder
  /// read lowercase as uppercase and wrote `c` back as 2 (`C`), so decode → encode → decode
  /// silently turned an invalid language into a valid one.
  static let outOfRangeLanguage = "COyiCPlOyiCPlKxMIAiCPlOyiAAAAAAAAAAAAAAAAAAA"

  @Test("A decoded out-of-range language letter is refused by the encoder, not rewritten")
  func outOfRangeLanguage() throws {
    let tc = try TCStringDecoder().decode(Self.outOfRangeLanguage)
    #expect(tc.consentLanguage == "cC")
    let error = try #require(throws: TCFError.self) { try TCStringEncoder().encode(tc) }
    #expect(error.kind == .valueOutOfRange)
    #expect(error.message.contains("consentLanguage"))
  }

  @Test("The encoder takes the uppercase letters A-Z only, as documented")
  func uppercaseOnly() throws {
    var tc = try TCStringDecoder().decode(Self.outOfRangeLanguage)
    tc.consentLanguage = "en"
    #expect(throws: TCFError.self) { try TCStringEncoder().encode(tc) }
    tc.consentLanguage = "EN"
    let encoded = try TCStringEncoder().encode(tc)
    #expect(try TCStringDecoder().decode(encoded).consentLanguage == "EN")
  }
}
