import Foundation

extension GPPTCFCAv1Section {
  /// Decodes the section payload: the core, then the optional publisher purposes (type 3) and
  /// disclosed vendors (type 1) subsections after `.`, in any order.
  ///
  /// - Throws: ``GPPError`` attributed to section 5: ``GPPError/Kind/unsupportedSectionVersion``
  ///   for a version other than 1, ``GPPError/Kind/invalidSubsection`` for an empty, unknown or
  ///   repeated subsection, ``GPPError/Kind/truncated`` or ``GPPError/Kind/invalidSection`` for
  ///   a segment whose fields do not read.
  package init(decoding payload: Substring) throws(GPPError) {
    do throws(GPPError) {
      let segments = payload.splitASCII(UInt8(ascii: "."))
      self = try Self.readCore(segments[0])
      publisherPurposes = nil
      var seenTypes: Set<Int> = []
      for text in segments.dropFirst() {
        var reader = try GPPBitReader(base64URL: text)
        let type = try reader.int(3, "SubsectionType")
        guard seenTypes.insert(type).inserted else {
          throw GPPError(.invalidSubsection, detail: "subsection type \(type) appears twice")
        }
        switch type {
        case GPPTCFCAv1PublisherPurposes.subsectionType:
          publisherPurposes = try Self.readPublisherPurposes(&reader)
        case Self.disclosedVendorsSubsectionType:
          disclosedVendors = try Self.readFirstFitting(reader.bits) {
            (reader: inout GPPBitReader, fibonacci: Bool) throws(GPPError) -> [Int] in
            _ = try reader.int(3, "DisclosedVendorsSegmentType")
            return try reader.optimizedRange("DisclosedVendors", fibonacci: fibonacci)
          } write: {
            (vendors: [Int], writer: inout TCFBitWriter, fibonacci: Bool) throws(GPPError) in
            writer.write(Self.disclosedVendorsSubsectionType, 3)
            try writer.writeOptimizedRange(vendors, "DisclosedVendors", fibonacci: fibonacci)
          }
        default:
          throw GPPError(.invalidSubsection, detail: "tcfcav1 has no subsection of type \(type)")
        }
      }
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// The type of the disclosed vendors subsection, 1.
  static let disclosedVendorsSubsectionType = 1

  /// The section payload as iabgpp-es writes it: the core, the publisher purposes subsection
  /// when there is one, then the disclosed vendors subsection when there is one.
  ///
  /// - Throws: ``GPPError`` attributed to section 5: ``GPPError/Kind/unsupportedSectionVersion``
  ///   for a version other than 1, ``GPPError/Kind/valueOutOfRange`` for a number beyond its
  ///   bits, a bitfield of another length than its field's, a language that is not two letters
  ///   or an ID outside 1 to 65535.
  package var encoded: String {
    get throws(GPPError) {
      do throws(GPPError) {
        guard version == 1 else {
          throw GPPError(.unsupportedSectionVersion, detail: "tcfcav1 version \(version)")
        }
        var core = TCFBitWriter(capacityBits: 512)
        try writeCore(into: &core, fibonacci: true)
        var text = core.gppBase64URL()
        if let publisherPurposes {
          var writer = TCFBitWriter(capacityBits: 128)
          try Self.write(publisherPurposes, into: &writer)
          text += "." + writer.gppBase64URL()
        }
        if let disclosedVendors {
          var writer = TCFBitWriter(capacityBits: 128)
          writer.write(Self.disclosedVendorsSubsectionType, 3)
          try writer.writeOptimizedRange(disclosedVendors, "DisclosedVendors")
          text += "." + writer.gppBase64URL()
        }
        return text
      } catch {
        throw error.inSection(Self.sectionID)
      }
    }
  }

  /// Reads the core subsection in the first form that fits (see ``readFirstFitting``).
  private static func readCore(_ text: Substring) throws(GPPError) -> Self {
    var reader = try GPPBitReader(base64URL: text)
    let version = try reader.int(6, "Version")
    guard version == 1 else {
      throw GPPError(.unsupportedSectionVersion, detail: "tcfcav1 version \(version)")
    }
    return try readFirstFitting(reader.bits) {
      (reader: inout GPPBitReader, fibonacci: Bool) throws(GPPError) -> Self in
      try readCoreFields(&reader, fibonacci: fibonacci)
    } write: {
      (section: Self, writer: inout TCFBitWriter, fibonacci: Bool) throws(GPPError) in
      try section.writeCore(into: &writer, fibonacci: fibonacci)
    }
  }

  /// Reads a segment with its Fibonacci ranges, then with the fixed-width ranges of
  /// iabgpp-es's earlier writers, and keeps the first reading whose values iabgpp-es writes
  /// back as the segment's own leading bits (what follows is padding); when neither does, the
  /// Fibonacci reading, as iabgpp-es does.
  private static func readFirstFitting<Value>(
    _ bits: [Bool],
    read: (inout GPPBitReader, Bool) throws(GPPError) -> Value,
    write: (Value, inout TCFBitWriter, Bool) throws(GPPError) -> Void
  ) throws(GPPError) -> Value {
    var fibonacciError: GPPError?
    for fibonacci in [true, false] {
      do throws(GPPError) {
        var reader = GPPBitReader(bits: bits)
        let value = try read(&reader, fibonacci)
        var writer = TCFBitWriter(capacityBits: bits.count)
        try write(value, &writer, fibonacci)
        if writer.bitCount <= bits.count,
          (0..<writer.bitCount).allSatisfy({ writer.bit(at: $0) == bits[$0] })
        {
          return value
        }
      } catch {
        if fibonacci { fibonacciError = error }
      }
    }
    if let fibonacciError { throw fibonacciError }
    var reader = GPPBitReader(bits: bits)
    return try read(&reader, true)
  }

  /// Reads the core's fields, the version included.
  private static func readCoreFields(
    _ reader: inout GPPBitReader, fibonacci: Bool
  ) throws(GPPError) -> Self {
    var section = Self(date: Date(timeIntervalSince1970: 0))
    section.version = try reader.int(6, "Version")
    section.createdDeciseconds = Int64(try reader.int(36, "Created"))
    section.lastUpdatedDeciseconds = Int64(try reader.int(36, "LastUpdated"))
    section.cmpId = try reader.int(12, "CmpId")
    section.cmpVersion = try reader.int(12, "CmpVersion")
    section.consentScreen = try reader.int(6, "ConsentScreen")
    section.consentLanguage = try reader.string(2, "ConsentLanguage")
    section.vendorListVersion = try reader.int(12, "VendorListVersion")
    section.tcfPolicyVersion = try reader.int(6, "TcfPolicyVersion")
    section.useNonStandardStacks = try reader.bool("UseNonStandardStacks")
    section.specialFeatureExpressConsent = try reader.bools(12, "SpecialFeatureExpressConsent")
    section.purposesExpressConsent = try reader.bools(24, "PurposesExpressConsent")
    section.purposesImpliedConsent = try reader.bools(24, "PurposesImpliedConsent")
    section.vendorExpressConsent = try reader.optimizedRange(
      "VendorExpressConsent", fibonacci: fibonacci)
    section.vendorImpliedConsent = try reader.optimizedRange(
      "VendorImpliedConsent", fibonacci: fibonacci)
    section.pubRestrictions = try reader.rangeEntries(
      "PubRestrictions", keyWidth: 6, typeWidth: 2, fibonacci: fibonacci)
    return section
  }

  /// Appends the core's fields, the version included.
  private func writeCore(into writer: inout TCFBitWriter, fibonacci: Bool) throws(GPPError) {
    try Self.write(version, 6, "Version", into: &writer)
    try Self.write(Int(createdDeciseconds), 36, "Created", into: &writer)
    try Self.write(Int(lastUpdatedDeciseconds), 36, "LastUpdated", into: &writer)
    try Self.write(cmpId, 12, "CmpId", into: &writer)
    try Self.write(cmpVersion, 12, "CmpVersion", into: &writer)
    try Self.write(consentScreen, 6, "ConsentScreen", into: &writer)
    try writer.writeString(consentLanguage, count: 2, "ConsentLanguage")
    try Self.write(vendorListVersion, 12, "VendorListVersion", into: &writer)
    try Self.write(tcfPolicyVersion, 6, "TcfPolicyVersion", into: &writer)
    writer.writeBit(useNonStandardStacks)
    try Self.write(specialFeatureExpressConsent, 12, "SpecialFeatureExpressConsent", into: &writer)
    try Self.write(purposesExpressConsent, 24, "PurposesExpressConsent", into: &writer)
    try Self.write(purposesImpliedConsent, 24, "PurposesImpliedConsent", into: &writer)
    try writer.writeOptimizedRange(
      vendorExpressConsent, "VendorExpressConsent", fibonacci: fibonacci)
    try writer.writeOptimizedRange(
      vendorImpliedConsent, "VendorImpliedConsent", fibonacci: fibonacci)
    try writer.writeRangeEntries(
      pubRestrictions, keyWidth: 6, typeWidth: 2, "PubRestrictions", fibonacci: fibonacci)
  }

  /// Reads the publisher purposes subsection after its type.
  private static func readPublisherPurposes(
    _ reader: inout GPPBitReader
  ) throws(GPPError) -> GPPTCFCAv1PublisherPurposes {
    var purposes = GPPTCFCAv1PublisherPurposes()
    purposes.purposesExpressConsent = try reader.bools(24, "PubPurposesExpressConsent")
    purposes.purposesImpliedConsent = try reader.bools(24, "PubPurposesImpliedConsent")
    let count = try reader.int(6, "NumCustomPurposes")
    purposes.customPurposesExpressConsent = try reader.bools(count, "CustomPurposesExpressConsent")
    purposes.customPurposesImpliedConsent = try reader.bools(count, "CustomPurposesImpliedConsent")
    return purposes
  }

  /// Appends the publisher purposes subsection, its type first.
  private static func write(
    _ purposes: GPPTCFCAv1PublisherPurposes, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    writer.write(GPPTCFCAv1PublisherPurposes.subsectionType, 3)
    try write(purposes.purposesExpressConsent, 24, "PubPurposesExpressConsent", into: &writer)
    try write(purposes.purposesImpliedConsent, 24, "PubPurposesImpliedConsent", into: &writer)
    let count = purposes.customPurposesExpressConsent.count
    guard count == purposes.customPurposesImpliedConsent.count, count < 64 else {
      throw GPPError(
        .valueOutOfRange,
        detail: "CustomPurposesExpressConsent and CustomPurposesImpliedConsent have "
          + "\(count) and \(purposes.customPurposesImpliedConsent.count) values: they need the "
          + "same number, below 64")
    }
    writer.write(count, 6)
    writer.writeBools(purposes.customPurposesExpressConsent)
    writer.writeBools(purposes.customPurposesImpliedConsent)
  }

  /// Appends `value` in `width` bits.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a value that does not fit.
  private static func write(
    _ value: Int, _ width: Int, _ field: String, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    guard value >= 0, value < 1 << width else {
      throw GPPError(.valueOutOfRange, detail: "\(field) is \(value), beyond its \(width) bits")
    }
    writer.write(value, width)
  }

  /// Appends a bitfield of exactly `count` values.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for another number of values.
  private static func write(
    _ values: [Bool], _ count: Int, _ field: String, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    guard values.count == count else {
      throw GPPError(
        .valueOutOfRange, detail: "\(field) has \(values.count) values instead of \(count)")
    }
    writer.writeBools(values)
  }
}
