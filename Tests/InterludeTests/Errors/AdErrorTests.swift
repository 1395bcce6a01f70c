import Interlude
import Testing

@Suite("AdError")
struct AdErrorTests {
  @Test(
    "VAST codes map onto IMA codes",
    arguments: [
      (100, false, 100), (101, false, 100), (102, false, 100), (203, false, 200),
      (301, false, 301), (302, false, 302), (303, false, 1009), (303, true, 303),
      (403, false, 403), (1002, false, 1004), (900, false, 1010),
    ])
  func mapsVASTCodes(vast: Int, afterWrappers: Bool, ima: Int) {
    let error = AdError.loading(
      VASTError(code: VASTErrorCode(rawValue: vast), message: "m"), afterWrappers: afterWrappers)
    #expect(error.code.rawValue == ima)
    #expect(error.vastCode?.rawValue == vast)
    #expect(error.type == .loadingFailed)
  }
}
