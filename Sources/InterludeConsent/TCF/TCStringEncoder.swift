/// Encodes ``TCString`` values as IAB TCF v2 TC strings.
///
/// Segments are written as core, DisclosedVendors, AllowedVendors (only when the value has
/// one), then PublisherTC; base64url without `=` padding. Vendor sections use the shorter of a
/// bitfield and range entries, and range entries are written canonically (runs of consecutive
/// IDs as ranges, single IDs alone); each segment is padded to whole 24-bit base64 blocks, as
/// iabtcf-es writes them.
public struct TCStringEncoder: Sendable {
  /// How vendor sections are written.
  package var vendorEncoding: TCFVendorEncoding
  /// How segments are padded.
  package var padding: TCFPadding

  /// Creates an encoder: the shorter vendor sections, 24-bit padding.
  public init() {
    self.init(vendorEncoding: .shortest, padding: .base64Blocks)
  }

  /// Creates an encoder with the vendor section form and padding of another encoder's output
  /// (tools comparing with iabtcf-java or Go encoders).
  package init(
    vendorEncoding: TCFVendorEncoding = .shortest, padding: TCFPadding = .base64Blocks
  ) {
    self.vendorEncoding = vendorEncoding
    self.padding = padding
  }

  /// Encodes a TC string.
  ///
  /// - Throws: ``TCFError`` (``TCFErrorKind/valueOutOfRange``) for a field that does not fit
  ///   its bits, a letter outside A–Z, or an ID outside its section.
  public func encode(_ tcString: TCString) throws(TCFError) -> String {
    var core = TCFBitWriter(capacityBits: 2048)
    try writeCore(tcString, into: &core)
    pad(&core)
    var disclosed: TCFBitWriter?
    if let set = tcString.disclosedVendors {
      disclosed = try vendorSegment(type: 1, set, named: "disclosedVendors")
    }
    var allowed: TCFBitWriter?
    if let set = tcString.allowedVendorsLegacy {
      allowed = try vendorSegment(type: 2, set, named: "allowedVendors")
    }
    var publisher: TCFBitWriter?
    if let segment = tcString.publisherTC {
      publisher = try publisherSegment(segment)
    }
    // Segments after the core are written as `.` and their characters.
    func length(_ segment: TCFBitWriter?) -> Int { segment.map { 1 + $0.bitCount / 6 } ?? 0 }
    let total = core.bitCount / 6 + length(disclosed) + length(allowed) + length(publisher)
    return String(unsafeUninitializedCapacity: total) { output in
      var written = 0
      func append(_ segment: TCFBitWriter?) {
        guard let segment else { return }
        if written > 0 {
          output[written] = UInt8(ascii: ".")
          written += 1
        }
        segment.bytes.withUnsafeBufferPointer { bytes in
          TCFBase64URL.encode(
            bytes, bitCount: segment.bitCount,
            into: UnsafeMutableBufferPointer(rebasing: output[written...]))
        }
        written += segment.bitCount / 6
      }
      append(core)
      append(disclosed)
      append(allowed)
      append(publisher)
      return written
    }
  }

  /// A DisclosedVendors (type 1) or AllowedVendors (type 2) segment's bits, padded.
  private func vendorSegment(
    type: Int, _ set: VendorSet, named name: StaticString
  ) throws(TCFError) -> TCFBitWriter {
    var writer = TCFBitWriter(capacityBits: 1024)
    writer.write(type, 3)
    try writeVendorSet(set, named: name, &writer)
    pad(&writer)
    return writer
  }

  /// The PublisherTC segment's (type 3) bits, padded.
  private func publisherSegment(_ publisher: PublisherTC) throws(TCFError) -> TCFBitWriter {
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
    pad(&writer)
    return writer
  }

  /// Pads a segment's bits as ``padding`` says, ready for base64url.
  private func pad(_ writer: inout TCFBitWriter) {
    switch padding {
    case .base64Blocks:
      writer.pad(toMultipleOf: 24)
    case .bytes:
      writer.pad(toMultipleOf: 8)
      writer.pad(toMultipleOf: 6)
    case .minimal:
      writer.pad(toMultipleOf: 6)
    }
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
      try writeRanges(ids, entries: Self.rangeEntries(ids).count, "publisherRestrictions", &writer)
    }
  }

  private func writeVendorSet(
    _ set: VendorSet, named name: StaticString, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    let maxVendorId = try checked(set.maxVendorId, bits: 16, "\(name).maxVendorId")
    let ids = try validIds(set.ids, limit: maxVendorId, "\(name)")
    var entries: (count: Int, bits: Int)?
    let useRange: Bool
    switch vendorEncoding {
    case .asRecorded:
      useRange = set.isRangeEncoding
    case .shortest:
      entries = Self.rangeEntries(ids)
      useRange = 12 + (entries?.bits ?? 0) < maxVendorId
    }
    writer.write(maxVendorId, 16)
    writer.writeBit(useRange)
    if useRange {
      let count = entries?.count ?? Self.rangeEntries(ids).count
      try writeRanges(ids, entries: count, "\(name)", &writer)
    } else {
      writer.writeBitfield(ids, count: maxVendorId)
    }
  }

  /// Writes `NumEntries` and one entry per run of consecutive IDs (`ids` sorted and unique, in
  /// `entries` runs): a range for a run of two or more, a single ID otherwise.
  private func writeRanges(
    _ ids: [Int], entries: Int, _ name: @autoclosure () -> String, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    guard entries < 4096 else {
      throw TCFError(.valueOutOfRange, "\(name()): more than 4095 range entries")
    }
    writer.write(entries, 12)
    ids.withUnsafeBufferPointer { ids in
      var index = 0
      while index < ids.count {
        let start = ids[index]
        var end = start
        while index + 1 < ids.count, ids[index + 1] == end + 1 {
          end += 1
          index += 1
        }
        if end == start {
          writer.write(start, 17)
        } else {
          writer.write(1 << 32 | start << 16 | end, 33)
        }
        index += 1
      }
    }
  }

  /// The number of range entries for sorted unique `ids` (runs of consecutive IDs) and their
  /// bits: 17 for a single ID, 33 for a range.
  private static func rangeEntries(_ ids: [Int]) -> (count: Int, bits: Int) {
    ids.withUnsafeBufferPointer { ids in
      var count = 0
      var ranges = 0
      var previous = Int.min
      var inRun = false
      for id in ids {
        // An ID one past the previous extends a run; the first such ID makes the run a range.
        let extends = id == previous &+ 1
        count &+= extends ? 0 : 1
        ranges &+= extends && !inRun ? 1 : 0
        inRun = extends
        previous = id
      }
      return (count, count * 17 + ranges * 16)
    }
  }

  private func writeBits(
    _ ids: [Int], count: Int, _ name: StaticString, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    writer.writeBitfield(try validIds(ids, limit: count, "\(name)"), count: count)
  }

  private func writeLetters(
    _ text: String, _ name: StaticString, _ writer: inout TCFBitWriter
  ) throws(TCFError) {
    // Uppercase only: the decoder writes the out-of-range values 32-57 as `a`-`z`, so reading
    // lowercase as uppercase would silently turn such a value into a valid letter.
    let letters = UInt8(ascii: "A")...UInt8(ascii: "Z")
    var utf8 = text.utf8.makeIterator()
    guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
      letters.contains(first), letters.contains(second)
    else {
      throw TCFError(.valueOutOfRange, "\(name) must be two letters A-Z, not '\(text)'")
    }
    writer.write(Int(first - 65) << 6 | Int(second - 65), 12)
  }

  /// Sorted unique IDs, each in `1...limit`.
  private func validIds(
    _ ids: [Int], limit: Int, _ name: @autoclosure () -> String
  ) throws(TCFError) -> [Int] {
    let sorted = Self.isAscending(ids) ? ids : VendorSet(ids: ids).ids
    if let first = sorted.first, let last = sorted.last, first < 1 || last > limit {
      throw TCFError(.valueOutOfRange, "\(name()): IDs must lie in 1...\(limit)")
    }
    return sorted
  }

  /// Whether `ids` is strictly ascending (sorted with no repeats), as decoded sets always are.
  private static func isAscending(_ ids: [Int]) -> Bool {
    ids.withUnsafeBufferPointer { ids in
      var index = 1
      while index < ids.count {
        if ids[index - 1] >= ids[index] { return false }
        index += 1
      }
      return true
    }
  }

  private func checked(
    _ value: Int, bits: Int, _ name: @autoclosure () -> String
  ) throws(TCFError) -> Int {
    guard value >= 0, value < 1 << bits else {
      throw TCFError(.valueOutOfRange, "\(name()) \(value) does not fit in \(bits) bits")
    }
    return value
  }

  private func checked(_ value: Int64, _ name: StaticString) throws(TCFError) -> Int {
    guard value >= 0, value < 1 << 36 else {
      throw TCFError(.valueOutOfRange, "\(name) \(value) does not fit in 36 bits")
    }
    return Int(value)
  }
}
