// libFuzzer target: VASTParser, the combined AdResponseParser and the validator on VAST input.
// Build and run with `Scripts/fuzz VASTParser SECONDS`.

import Foundation
import InterludeInspect
import InterludeVAST

/// The codes a rejected VAST document may carry (see ``VASTParser/parse(_:)-(Data)``).
private let documentCodes: Set<Int> = [100, 101, 102, 303]

/// libFuzzer's entry point: one input per call, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzVAST(Data(fuzzBytes(start, count)))
  return 0
}

private func fuzzVAST(_ data: Data) {
  let parsed = Result { () throws(VASTError) in try VASTParser().parse(data) }
  switch parsed {
  case .success(let document):
    require(!document.ads.isEmpty, "an accepted VAST document has at least one ad")
    require(document == document, "a parsed document equals itself (no NaN inside)")
    for ad in document.ads { checkAd(ad) }
    for failure in document.adFailures {
      require(failure.error.code == .schemaValidation, "a broken <Ad> is a 101")
    }
    _ = InspectTextRenderer().render(InspectReport(document))
  case .failure(let error):
    require(
      documentCodes.contains(error.code.rawValue), "VASTParser threw code \(error.code)")
    _ = InspectTextRenderer().render(InspectReport(error))
  }

  // The combined parser decides by the root and must agree with the VAST parser on VAST.
  let combined = Result { () throws(VASTError) in try AdResponseParser().parse(data) }
  switch (combined, parsed) {
  case (.success(.vast(let a)), .success(let b)):
    require(a == b, "AdResponseParser and VASTParser read the same VAST differently")
  case (.success(.vast), .failure(let error)):
    require(false, "AdResponseParser accepts VAST that VASTParser rejects: \(error)")
  case (.success(.vmap), .success):
    require(false, "a document is both VMAP and VAST")
  case (.success(.vmap), .failure(let error)):
    require(error.code == .schemaValidation, "a VMAP root is a 101 for VASTParser: \(error)")
  case (.failure(let error), .success):
    require(false, "AdResponseParser rejects VAST that VASTParser accepts: \(error)")
  case (.failure(let a), .failure(let b)):
    if !a.code.isVMAP { require(a == b, "different errors for one document: \(a) vs \(b)") }
  }

  // The validator reads the same tree and must never trap either.
  let report = VASTValidator().validate(data)
  _ = LintReport(report)
}

private func checkAd(_ ad: Ad) {
  guard case .inLine(let inLine) = ad.content else { return }
  if let expires = inLine.expires { require(expires.isFinite, "Expires is a finite number") }
  for creative in inLine.creatives {
    guard let linear = creative.linear else { continue }
    if let duration = linear.duration {
      require(duration.isFinite && duration >= 0, "a Duration is finite and not negative")
    }
    if let skip = linear.skipOffset {
      require(AdOffset(vastValue: skip.vastValue) != nil, "skipoffset \(skip) reads back")
    }
  }
}
