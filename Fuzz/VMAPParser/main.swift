// libFuzzer target: VMAPParser and the combined AdResponseParser on VMAP input, inline VAST
// included. Build and run with `Scripts/fuzz VMAPParser SECONDS`.

import Foundation
import InterludeInspect
import InterludeVAST

/// The codes a rejected VMAP document may carry (see ``VMAPParser/parse(_:)-(Data)``).
private let documentCodes: Set<Int> = [1000, 1001, 1002]
/// The codes of an inline `<VASTAdData>` document that could not be used: the tree is already
/// read, so only the decoder's codes, or 1006 for an empty container.
private let inlineCodes: Set<Int> = [101, 102, 303, 1006]

/// libFuzzer's entry point: one input per call, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzVMAP(Data(fuzzBytes(start, count)))
  return 0
}

private func fuzzVMAP(_ data: Data) {
  let parsed = Result { () throws(VASTError) in try VMAPParser().parse(data) }
  switch parsed {
  case .success(let document):
    require(document == document, "a parsed document equals itself (no NaN inside)")
    for adBreak in document.adBreaks { checkBreak(adBreak) }
    _ = InspectTextRenderer().render(InspectReport(document))
  case .failure(let error):
    require(
      documentCodes.contains(error.code.rawValue), "VMAPParser threw code \(error.code)")
  }

  // The combined parser must read a VMAP root exactly as the VMAP parser does.
  let combined = Result { () throws(VASTError) in try AdResponseParser().parse(data) }
  switch (combined, parsed) {
  case (.success(.vmap(let a)), .success(let b)):
    require(a == b, "AdResponseParser and VMAPParser read the same VMAP differently")
  case (.success(.vmap), .failure(let error)):
    require(false, "AdResponseParser accepts VMAP that VMAPParser rejects: \(error)")
  case (.success(.vast), .success):
    require(false, "a document is both VAST and VMAP")
  case (.failure(let error), .success):
    require(false, "AdResponseParser rejects VMAP that VMAPParser accepts: \(error)")
  case (.failure(let a), .failure(let b)):
    if a.code.isVMAP { require(a == b, "different errors for one document: \(a) vs \(b)") }
  case (.success(.vast), .failure):
    break
  }

  let report = VASTValidator().validate(data)
  _ = LintReport(report)
}

private func checkBreak(_ adBreak: AdBreak) {
  let offset = adBreak.timeOffset
  guard let again = BreakOffset(vmapValue: offset.vmapValue) else {
    return require(false, "timeOffset \(offset) does not read back from \(offset.vmapValue)")
  }
  switch (offset, again) {
  case (.time(let a), .time(let b)):
    require(abs(a - b) <= 0.0005 + a * 1e-15, "time offset \(a) reads back as \(b)")
  default:
    require(offset == again, "timeOffset \(offset) reads back as \(again)")
  }
  if let repeatAfter = adBreak.repeatAfter {
    require(repeatAfter.isFinite && repeatAfter >= 0, "repeatAfter is finite, not negative")
  }
  if case .vastAdData(.failure(let error)) = adBreak.adSource?.content {
    require(inlineCodes.contains(error.code.rawValue), "inline VAST failed with \(error.code)")
  }
}
