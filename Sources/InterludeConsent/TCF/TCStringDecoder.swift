/// Decodes IAB TCF v2 TC strings (`core[.segment]*`) into ``TCString`` values.
///
/// The decoder reads base64url by hand into bytes and then bit fields, with every read
/// bounds-checked: any input, however malformed, ends in a ``TCString`` or a ``TCFError``.
///
/// - A trailing `=` or `==` on a segment is accepted and ignored (iabtcf-java writes them).
/// - TCF v1 strings (version 1, first character `B`) are refused with
///   ``TCFErrorKind/unsupportedVersion``.
/// - Optional segments may come in any order. A malformed one (empty, unknown or repeated
///   type, truncated body) fails the decode (``TCFErrorKind/badSegment``).
/// - Policy rules (TCF 2.2 and 2.3) are not enforced here: see ``TCString/policyFindings``.
public struct TCStringDecoder: Sendable {
  /// What to do with malformed optional segments.
  package var segmentPolicy: TCFSegmentPolicy

  /// Creates a decoder, strict about optional segments.
  public init() {
    self.init(segmentPolicy: .strict)
  }

  /// Creates a decoder that may drop malformed optional segments with a warning (tools that
  /// read what other decoders accept).
  package init(segmentPolicy: TCFSegmentPolicy = .strict) {
    self.segmentPolicy = segmentPolicy
  }

  /// Decodes a TC string.
  ///
  /// - Throws: ``TCFError`` describing the first problem found.
  public func decode(_ string: String) throws(TCFError) -> TCString {
    let result: Result<TCString, TCFError>? = string.utf8.withContiguousStorageIfAvailable {
      text in Result { () throws(TCFError) in try decode(utf8: text) }
    }
    if let result { return try result.get() }
    let bytes = Array(string.utf8)
    // A `Result` rather than a typed throw through the closure: before Swift 6.1 (Xcode 16.0's
    // standard library) `withUnsafeBufferPointer` rethrows `any Error`.
    return try bytes.withUnsafeBufferPointer { text in
      Result { () throws(TCFError) in try decode(utf8: text) }
    }.get()
  }

  private func decode(utf8 text: UnsafeBufferPointer<UInt8>) throws(TCFError) -> TCString {
    guard !text.isEmpty else { throw TCFError(.empty, "the TC string is empty") }
    let coreEnd = Self.dot(in: text, from: 0)
    guard coreEnd > 0 else { throw TCFError(.empty, "the core segment is empty") }
    var tcString = try TCFBitReader.withSegment(text, from: 0, to: coreEnd) {
      (reader: inout TCFBitReader) throws(TCFError) in try Self.decodeCore(&reader)
    }

    var segmentCount = 1
    var start = coreEnd + 1
    var seen: UInt8 = 0
    while start <= text.count, coreEnd < text.count {
      let end = Self.dot(in: text, from: start)
      segmentCount += 1
      do throws(TCFError) {
        try decodeSegment(text, from: start, to: end, into: &tcString, seen: &seen)
      } catch {
        guard segmentPolicy == .lenient, error.kind != .notBase64 else { throw error }
        tcString.decodingWarnings.append(
          "segment \(segmentCount) dropped: \(error.message)")
      }
      start = end + 1
      if end == text.count { break }
    }
    return tcString
  }

  /// The offset of the first `.` in `text` at or after `start`, or `text.count`; compares
  /// eight bytes at a time.
  private static func dot(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = text.baseAddress {
      let raw = UnsafeRawPointer(base)
      let ones: UInt64 = 0x0101_0101_0101_0101
      while text.count - index >= 8 {
        // A byte of `word` is zero where the text has a `.` (0x2E).
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ (ones &* 0x2E)
        if (word &- ones) & ~word & (ones &* 0x80) != 0 { break }
        index += 8
      }
    }
    while index < text.count, text[index] != UInt8(ascii: ".") { index += 1 }
    return index
  }

  private func decodeSegment(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    into tcString: inout TCString, seen: inout UInt8
  ) throws(TCFError) {
    guard end > start else {
      throw TCFError(.badSegment, "empty segment after the core (a stray '.')")
    }
    try TCFBitReader.withSegment(text, from: start, to: end) {
      (reader: inout TCFBitReader) throws(TCFError) in
      try Self.decodeSegment(&reader, into: &tcString, seen: &seen)
    }
  }

  /// Reads one optional segment: its type, then its fields into `tcString`.
  private static func decodeSegment(
    _ reader: inout TCFBitReader, into tcString: inout TCString, seen: inout UInt8
  ) throws(TCFError) {
    reader.context = "optional segment"
    let type: Int
    do throws(TCFError) {
      type = try reader.read(3)
    } catch {
      throw TCFError(.badSegment, "segment too short for its 3-bit segment type")
    }
    guard (1...3).contains(type) else {
      throw TCFError(.badSegment, "unknown segment type \(type)")
    }
    guard seen & (1 << UInt8(type)) == 0 else {
      throw TCFError(.badSegment, "segment type \(type) appears twice")
    }
    do throws(TCFError) {
      switch type {
      case 1:
        reader.context = "DisclosedVendors segment"
        tcString.disclosedVendors = try decodeVendorSet(&reader)
      case 2:
        reader.context = "AllowedVendors segment"
        tcString.allowedVendorsLegacy = try decodeVendorSet(&reader)
      default:
        reader.context = "PublisherTC segment"
        tcString.publisherTC = try decodePublisherTC(&reader)
      }
    } catch {
      throw TCFError(.badSegment, error.message)
    }
    seen |= 1 << UInt8(type)
  }

  private static func decodeCore(_ reader: inout TCFBitReader) throws(TCFError) -> TCString {
    reader.shortageKind = .tooShort
    reader.context = "core segment"
    let version = try reader.read(6)
    guard version == 2 else {
      switch version {
      case 1:
        throw TCFError(
          .unsupportedVersion,
          "TCF v1 string (version 1, first character 'B'): v1 strings are invalid since "
            + "2020-09-30 and need a v1 decoder")
      case 3:
        throw TCFError(
          .unsupportedVersion, "version 3 (first character 'D'): this looks like a GPP string")
      default:
        throw TCFError(.unsupportedVersion, "unsupported TC string version \(version)")
      }
    }
    let created = try reader.read(36)
    let lastUpdated = try reader.read(36)
    let cmpId = try reader.read(12)
    let cmpVersion = try reader.read(12)
    let consentScreen = try reader.read(6)
    let language = try letters(&reader)
    let vendorListVersion = try reader.read(12)
    let policyVersion = try reader.read(6)
    let isServiceSpecific = try reader.readBool()
    let nonStandardTexts = try reader.readBool()
    let specialFeatures = try reader.readBitfield(12)
    let purposesConsent = try reader.readBitfield(24)
    let purposesLI = try reader.readBitfield(24)
    let purposeOneTreatment = try reader.readBool()
    let publisherCC = try letters(&reader)
    reader.shortageKind = .truncated
    reader.context = "vendor consent section"
    let vendorConsents = try decodeVendorSet(&reader)
    reader.context = "vendor legitimate interest section"
    let vendorLI = try decodeVendorSet(&reader)
    reader.context = "publisher restrictions section"
    let restrictionCount = try reader.read(12)
    var restrictions: [PublisherRestriction] = []
    restrictions.reserveCapacity(restrictionCount)
    for _ in 0..<restrictionCount {
      let purposeId = try reader.read(6)
      let type = TCFRestrictionType(rawValue: try reader.read(2)) ?? .undefined
      let vendors = try reader.readRanges()
      restrictions.append(
        PublisherRestriction(purposeId: purposeId, restrictionType: type, sortedVendorIds: vendors))
    }
    var tcString = TCString(
      createdDeciseconds: Int64(created), cmpId: cmpId, cmpVersion: cmpVersion,
      vendorListVersion: vendorListVersion, tcfPolicyVersion: policyVersion)
    tcString.version = version
    tcString.lastUpdatedDeciseconds = Int64(lastUpdated)
    tcString.consentScreen = consentScreen
    tcString.consentLanguage = language
    tcString.isServiceSpecific = isServiceSpecific
    tcString.useNonStandardTexts = nonStandardTexts
    tcString.specialFeatureOptIns = specialFeatures
    tcString.purposesConsent = purposesConsent
    tcString.purposesLITransparency = purposesLI
    tcString.purposeOneTreatment = purposeOneTreatment
    tcString.publisherCC = publisherCC
    tcString.vendorConsents = vendorConsents
    tcString.vendorLegitimateInterests = vendorLI
    tcString.publisherRestrictions = restrictions
    return tcString
  }

  /// Two 6-bit letters, `A` + value (values above 25 are kept as the code points they give).
  private static func letters(_ reader: inout TCFBitReader) throws(TCFError) -> String {
    let first = try reader.read(6)
    let second = try reader.read(6)
    if first < 26, second < 26 {
      return String(unsafeUninitializedCapacity: 2) { buffer in
        buffer[0] = UInt8(65 + first)
        buffer[1] = UInt8(65 + second)
        return 2
      }
    }
    var text = ""
    text.unicodeScalars.append(Unicode.Scalar(UInt8(65 + first)))
    text.unicodeScalars.append(Unicode.Scalar(UInt8(65 + second)))
    return text
  }

  /// `MaxVendorId` (16), `IsRangeEncoding` (1), then a bitfield or range entries.
  static func decodeVendorSet(_ reader: inout TCFBitReader) throws(TCFError) -> VendorSet {
    let maxVendorId = try reader.read(16)
    let isRange = try reader.readBool()
    let ids = isRange ? try reader.readRanges() : try reader.readBitfield(maxVendorId)
    return VendorSet(sortedIds: ids, maxVendorId: maxVendorId, isRangeEncoding: isRange)
  }

  private static func decodePublisherTC(
    _ reader: inout TCFBitReader
  ) throws(TCFError)
    -> PublisherTC
  {
    let consent = try reader.readBitfield(24)
    let legitimateInterest = try reader.readBitfield(24)
    let count = try reader.read(6)
    let customConsent = try reader.readBitfield(count)
    let customLI = try reader.readBitfield(count)
    return PublisherTC(
      pubPurposesConsent: consent, pubPurposesLITransparency: legitimateInterest,
      numCustomPurposes: count, customPurposesConsent: customConsent,
      customPurposesLITransparency: customLI)
  }
}
