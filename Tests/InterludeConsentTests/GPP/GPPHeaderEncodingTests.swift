import InterludeConsent
import Testing

@Suite("GPP header encoding")
struct GPPHeaderEncodingTests {
  @Test(
    "headers come out as iabgpp-es writes them",
    arguments: [
      ([2], "DBABMA"), ([6], "DBABTA"), ([7], "DBABLA"), ([2, 6], "DBACNYA"),
    ])
  func knownHeaders(ids: [Int], expected: String) {
    #expect(GPPHeader(sectionIDs: ids).encoded == expected)
  }

  @Test(
    "any set of section IDs, with runs and gaps, decodes back to itself",
    arguments: [
      [1], [2, 6], [7, 8, 9, 10, 11, 12], [1, 3, 5, 100], [2, 6, 7, 8, 21, 22, 23, 300],
    ])
  func roundTrip(ids: [Int]) throws {
    let encoded = GPPHeader(sectionIDs: ids).encoded
    #expect(try GPPHeader(decoding: encoded[...]).sectionIDs == ids)
  }
}
