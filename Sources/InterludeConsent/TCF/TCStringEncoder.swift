/// Encodes ``TCString`` values as IAB TCF v2 TC strings.
///
/// Segments are written as core, DisclosedVendors, AllowedVendors (only when the value has
/// one), then PublisherTC; base64url without `=` padding. Vendor sections use the shorter of a
/// bitfield and range entries unless ``vendorEncoding`` says otherwise, and range entries are
/// written canonically (runs of consecutive IDs as ranges, single IDs alone).
public struct TCStringEncoder: Sendable {
  /// How vendor sections are written.
  public var vendorEncoding: TCFVendorEncoding
  /// How segments are padded.
  public var padding: TCFPadding

  /// Creates an encoder (shortest vendor sections, 24-bit padding by default).
  public init(vendorEncoding: TCFVendorEncoding = .shortest, padding: TCFPadding = .base64Blocks) {
    self.vendorEncoding = vendorEncoding
    self.padding = padding
  }

  /// Encodes a TC string.
  ///
  /// - Throws: ``TCFError`` (``TCFErrorKind/valueOutOfRange``) for a field that does not fit
  ///   its bits, a letter outside A–Z, or an ID outside its section.
  public func encode(_ tcString: TCString) throws(TCFError) -> String {
    var output: [UInt8] = []
    var core = TCFBitWriter(capacityBits: 512)
    try writeCore(tcString, into: &core)
    finish(core, into: &output)
    let optional: [(Int, VendorSet?)] = [
      (1, tcString.disclosedVendors), (2, tcString.allowedVendorsLegacy),
    ]
    for case (let type, let set?) in optional {
      var writer = TCFBitWriter()
      writer.write(type, 3)
      try writeVendorSet(set, named: type == 1 ? "disclosedVendors" : "allowedVendors", &writer)
      output.append(UInt8(ascii: "."))
      finish(writer, into: &output)
    }
    if let publisher = tcString.publisherTC {
      var writer = TCFBitWriter()
      writer.write(3, 3)
      try writeBits(publisher.pubPurposesConsent, count: 24, "pubPurposesConsent", &writer)
      try writeBits(
        publisher.pubPurposesLITransparency, count: 24, "pubPurposesLITransparency", &writer)
      let count = try checked(publisher.numCustomPurposes, bits: 6, "numCustomPurposes")
      writer.write(count, 6)
      try writeBits(publisher.customPurposesConsent, count: count, "customPurposesConsent", &writer)
      try writeBits(
        publisher.customPurposesLITransparency, count: count, "customPurposesLITransparency",
        &writer)
      output.append(UInt8(ascii: "."))
      finish(writer, into: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  private func finish(_ writer: TCFBitWriter, into output: inout [UInt8]) {
    var writer = writer
    switch padding {
    case .base64Blocks:
      writer.pad(toMultipleOf: 24)
    case .bytes:
      writer.pad(toMultipleOf: 8)
      writer.pad(toMultipleOf: 6)
    case .minimal:
      writer.pad(toMultipleOf: 6)
    }
    TCFBase64URL.encode(writer.bytes, bitCount: writer.bitCount, into: &output)
  }

  private func writeCore(_ tc: TCString, into writer: inout TCFBitWriter) throws(TCFError) {
    writer.write(try checked(tc.version, bits: 6, "version"), 6)
    writer.write(try checked(tc.createdDeciseconds, "created"), 36)
    writer.write(try checked(tc.lastUpdatedDeciseconds, "lastUpdated"), 36)
    writer.write(try checked(tc.cmpId, bits: 12, "cmpId"), 12)
    writer.write(try checked(tc.cmpVersion, bits: 12, "cmpVersion"), 12)
    writer.write(try checked(tc.consentScreen, bits: 6, "consentScreen"), 6)
    try writeLetters(tc.consentLanguage, "consentLanguage", &writer)
    writer.write(try checked(tc.vendorListVersion, bits: 12, "vendorListVersion"), 12)
    writer.write(try checked(tc.tcfPolicyVersion, bits: 6, "tcfPolicyVersion"), 6)
    writer.writeBit(tc.isServiceSpecific)
    writer.writeBit(tc.useNonStandardTexts)
    try writeBits(tc.specialFeatureOptIns, count: 12, "specialFeatureOptIns", &writer)
    try writeBits(tc.purposesConsent, count: 24, "purposesConsent", &writer)
    try writeBits(tc.purposesLITransparency, count: 24, "purposesLITransparency", &writer)
    writer.writeBit(tc.purposeOneTreatment)
    try writeLetters(tc.publisherCC, "publisherCC", &writer)
    try writeVendorSet(tc.vendorConsents, named: "vendorConsents", &writer)
    try writeVendorSet(tc.vendorLegitimateInterests, named: "vendorLegitimateInterests", &writer)
    guard tc.publisherRestrictions.count < 4096 else {
      throw TCFError(.valueOutOfRange, "more than 4095 publisher restrictions")
    }
    writer.write(tc.publisherRestrictions.count, 12)
    for restriction in tc.publisherRestrictions {
      writer.write(
        try checked(restriction.purposeId, bits: 6, "publisherRestrictions.purposeId"), 6)
      writer.write(restriction.restrictionType.rawValue, 2)
      let ids = try validIds(restriction.vendorIds, limit: 65_535, "publisherRestrictions")
      try writeRanges(ranges(of: ids), "publisherRestrictions", &writer)
    }
  }

  private func writeVendorSet(
    _ set: VendorSet, named name: String, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    let maxVendorId = try checked(set.maxVendorId, bits: 16, "\(name).maxVendorId")
    let ids = try validIds(set.ids, limit: maxVendorId, name)
    let runs = ranges(of: ids)
    let useRange: Bool
    switch vendorEncoding {
    case .asRecorded:
      useRange = set.isRangeEncoding
    case .shortest:
      let rangeBits = 12 + runs.reduce(0) { $0 + ($1.lowerBound == $1.upperBound ? 17 : 33) }
      useRange = rangeBits < maxVendorId
    }
    writer.write(maxVendorId, 16)
    writer.writeBit(useRange)
    if useRange {
      try writeRanges(runs, name, &writer)
    } else {
      writer.writeBitfield(ids, count: maxVendorId)
    }
  }

  private func writeRanges(
    _ runs: [ClosedRange<Int>], _ name: String, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    guard runs.count < 4096 else {
      throw TCFError(.valueOutOfRange, "\(name): more than 4095 range entries")
    }
    writer.write(runs.count, 12)
    for run in runs {
      let isRange = run.lowerBound != run.upperBound
      writer.writeBit(isRange)
      writer.write(run.lowerBound, 16)
      if isRange { writer.write(run.upperBound, 16) }
    }
  }

  private func writeBits(
    _ ids: [Int], count: Int, _ name: String, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    writer.writeBitfield(try validIds(ids, limit: count, name), count: count)
  }

  private func writeLetters(
    _ text: String, _ name: String, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    // Uppercase only: the decoder writes the out-of-range values 32-57 as `a`-`z`, so reading
    // lowercase as uppercase would silently turn such a value into a valid letter.
    let letters = Array(text.utf8)
    let values = letters.map { letter -> Int in
      switch letter {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(letter) - 65
      default: -1
      }
    }
    guard values.count == 2, !values.contains(-1) else {
      throw TCFError(.valueOutOfRange, "\(name) must be two letters A-Z, not '\(text)'")
    }
    for value in values { writer.write(value, 6) }
  }

  /// Sorted unique IDs, each in `1...limit`.
  private func validIds(_ ids: [Int], limit: Int, _ name: String) throws(TCFError) -> [Int] {
    let sorted = VendorSet(ids: ids).ids
    if let first = sorted.first, let last = sorted.last, first < 1 || last > limit {
      throw TCFError(.valueOutOfRange, "\(name): IDs must lie in 1...\(limit)")
    }
    return sorted
  }

  private func ranges(of ids: [Int]) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var index = 0
    while index < ids.count {
      let start = ids[index]
      var end = start
      while index + 1 < ids.count, ids[index + 1] == end + 1 {
        end += 1
        index += 1
      }
      runs.append(start...end)
      index += 1
    }
    return runs
  }

  private func checked(_ value: Int, bits: Int, _ name: String) throws(TCFError) -> Int {
    guard value >= 0, value < 1 << bits else {
      throw TCFError(.valueOutOfRange, "\(name) \(value) does not fit in \(bits) bits")
    }
    return value
  }

  private func checked(_ value: Int64, _ name: String) throws(TCFError) -> Int {
    guard value >= 0, value < 1 << 36 else {
      throw TCFError(.valueOutOfRange, "\(name) \(value) does not fit in 36 bits")
    }
    return Int(value)
  }
}
