import Foundation
import Interlude
import Testing

/// Inputs found by the libFuzzer targets (`Scripts/fuzz`, see `Fuzz/README.md`), kept so that
/// the fixes stay in place.
@Suite("Fuzz regressions (macros)")
struct MacroFuzzRegressionTests {
  /// `VASTTime.string(from:)` trapped above about 9.2e15 seconds (found by the `TimeOffset`
  /// target); the playhead macros pass player-supplied seconds to it, checking only that they
  /// are finite, so a player reporting a garbage playhead crashed the app at the next beacon.
  @Test("Out-of-range playheads expand to the largest time instead of trapping")
  func hugePlayheads() {
    var context = MacroContext(randomNumber: { 1 })
    context.timestamp = Date(timeIntervalSince1970: 0)
    context.adPlayhead = 1e300
    context.contentPlayhead = .greatestFiniteMagnitude
    context.mediaPlayhead = -.greatestFiniteMagnitude
    let result = MacroExpander().expand(
      "a=[ADPLAYHEAD]&c=[CONTENTPLAYHEAD]&m=[MEDIAPLAYHEAD]", context: context, kind: .tracking)
    #expect(
      result == "a=999999999%3A59%3A59.999&c=999999999%3A59%3A59.999&m=00%3A00%3A00.000")
  }

  /// The invariant the `MacroExpander` target asserts on every input, as one fixed example.
  @Test("Values with URL syntax are always percent-encoded")
  func injectedValues() {
    let hostile = "x&rdid=evil#frag ?a=b\r\nX-Injected: 1/[IFA]%%IFA%%"
    var context = MacroContext(randomNumber: { 1 })
    context.adServingId = hostile
    context.universalAdIds = [.init(value: hostile)]
    context.adCategories = [hostile, hostile]
    context.pageURL = hostile
    let result = MacroExpander().expand(
      "https://t.example/p?s=[ADSERVINGID]&u=[UNIVERSALADID]&c=[ADCATEGORIES]&p=%%PAGEURL%%",
      context: context, kind: .tracking)
    let query = result.dropFirst("https://t.example/p?".count)
    #expect(query.split(separator: "&").map { $0.prefix(2) } == ["s=", "u=", "c=", "p="])
    for forbidden in ["#", " ", "\r", "\n", "?", "/", "[", "]", "=e"] {
      #expect(!query.contains(forbidden), "\(forbidden.debugDescription) in \(result)")
    }
  }
}
