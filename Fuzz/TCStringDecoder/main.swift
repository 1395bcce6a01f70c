// libFuzzer target: TCStringDecoder (strict and lenient), with the encoder and the JSON form as
// oracles. Build and run with `Scripts/fuzz TCStringDecoder SECONDS`.

import InterludeConsent

/// libFuzzer's entry point: one input per call, any bytes (decoded as UTF-8 text).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzTCString(String(decoding: fuzzBytes(start, count), as: UTF8.self))
  return 0
}

private func fuzzTCString(_ text: String) {
  let strict = Result { () throws(TCFError) in try TCStringDecoder().decode(text) }
  let lenient = Result { () throws(TCFError) in
    try TCStringDecoder(segmentPolicy: .lenient).decode(text)
  }
  switch (strict, lenient) {
  case (.success(let a), .success(let b)):
    require(a == b, "strict and lenient decodes of an accepted string differ")
    require(a.decodingWarnings.isEmpty, "a strict decode has no warnings")
  case (.success, .failure(let error)):
    require(false, "lenient rejects what strict accepts: \(error)")
  case (.failure(let error), .success(let value)):
    require(error.kind == .badSegment, "lenient accepts a string strict rejects: \(error)")
    require(!value.decodingWarnings.isEmpty, "a dropped segment leaves a warning")
  case (.failure(let a), .failure(let b)):
    // Lenient goes past a bad segment that stops strict, and may then meet a character that
    // is not base64url, which fails both policies.
    require(
      a.kind == b.kind || (a.kind == .badSegment && b.kind == .notBase64),
      "strict and lenient fail differently: \(a) vs \(b)")
  }
  if case .success(let tc) = lenient { check(tc, strict: (try? strict.get()) != nil) }
}

private func check(_ tc: TCString, strict: Bool) {
  require(tc.version == 2, "a decoded string has version 2")
  require(tc.consentLanguage.unicodeScalars.count == 2, "two language letters")
  require(tc.publisherCC.unicodeScalars.count == 2, "two country letters")
  requireIDs(tc.specialFeatureOptIns, in: 1...12, "specialFeatureOptIns")
  requireIDs(tc.purposesConsent, in: 1...24, "purposesConsent")
  requireIDs(tc.purposesLITransparency, in: 1...24, "purposesLITransparency")
  for set in [tc.vendorConsents, tc.vendorLegitimateInterests] + optionalSets(tc) {
    let limit = set.isRangeEncoding ? 65_535 : set.maxVendorId
    requireIDs(set.ids, in: 1...max(1, limit), "vendor section")
    if let id = set.ids.first { require(set.contains(id), "contains() finds a member") }
  }
  for restriction in tc.publisherRestrictions {
    requireIDs(restriction.vendorIds, in: 1...65_535, "publisherRestrictions")
  }
  if let publisher = tc.publisherTC {
    requireIDs(publisher.pubPurposesConsent, in: 1...24, "pubPurposesConsent")
    let custom = 1...max(1, publisher.numCustomPurposes)
    requireIDs(publisher.customPurposesConsent, in: custom, "customPurposesConsent")
  }
  checkMerged(tc)
  _ = tc.policyChecks.findings
  _ = tc.created
  _ = tc.lastUpdated

  // Re-encoding as recorded and decoding again gives the same value.
  var normalized = tc
  normalized.decodingWarnings = []
  let encoded: String
  do {
    encoded = try TCStringEncoder(vendorEncoding: .asRecorded).encode(tc)
  } catch {
    // Only values the encoder cannot represent may fail: letters past Z, or range-encoded IDs
    // above the section's MaxVendorId.
    require(error.kind == .valueOutOfRange, "encoding a decoded string failed: \(error)")
    return
  }
  let again = Result { () throws(TCFError) in try TCStringDecoder().decode(encoded) }
  guard case .success(let decodedAgain) = again else {
    return require(false, "the re-encoded string \(encoded) does not decode: \(again)")
  }
  require(decodedAgain == normalized, "decode(encode(x)) != x for \(encoded)")
  let reencoded = try? TCStringEncoder(vendorEncoding: .asRecorded).encode(decodedAgain)
  require(reencoded == encoded, "encoding is not a fixpoint: \(encoded) vs \(reencoded ?? "-")")

  // The shortest encoding and other paddings keep every ID.
  for padding in [TCFPadding.minimal, .bytes] {
    let encoder = TCStringEncoder(vendorEncoding: .shortest, padding: padding)
    guard let short = try? encoder.encode(tc), let value = try? TCStringDecoder().decode(short)
    else { return require(false, "the shortest encoding does not round-trip") }
    require(value.vendorConsents.ids == tc.vendorConsents.ids, "vendor consents survive")
    require(
      value.vendorLegitimateInterests.ids == tc.vendorLegitimateInterests.ids,
      "vendor legitimate interests survive")
    require(value.publisherRestrictions == tc.publisherRestrictions, "restrictions survive")
    require(value.publisherTC == tc.publisherTC, "the publisher segment survives")
  }

  // The JSON form describes the same string.
  if strict {
    let json = TCStringJSON(tc)
    let rebuilt = try? json.tcString()
    require(rebuilt.map(TCStringJSON.init) == json, "the JSON form does not round-trip")
  }
}

private func optionalSets(_ tc: TCString) -> [VendorSet] {
  [tc.disclosedVendors, tc.allowedVendorsLegacy].compactMap { $0 }
}

private func requireIDs(_ ids: [Int], in range: ClosedRange<Int>, _ name: String) {
  for (index, id) in ids.enumerated() {
    require(range.contains(id), "\(name): ID \(id) outside \(range)")
    if index > 0 { require(ids[index - 1] < id, "\(name): IDs are not ascending and unique") }
  }
}

private func checkMerged(_ tc: TCString) {
  let merged = tc.mergedPublisherRestrictions
  let keys = merged.map { $0.purposeId * 4 + $0.restrictionType.rawValue }
  require(keys == keys.sorted() && Set(keys).count == keys.count, "merged entries are unique")
  let before = Set(tc.publisherRestrictions.flatMap(\.vendorIds))
  let after = Set(merged.flatMap(\.vendorIds))
  require(before == after, "merging keeps every vendor")
  if let first = tc.publisherRestrictions.first, let vendor = first.vendorIds.first {
    let types = tc.restrictionTypes(vendorId: vendor, purposeId: first.purposeId)
    require(types.contains(first.restrictionType), "restrictionTypes finds a listed vendor")
  }
}
