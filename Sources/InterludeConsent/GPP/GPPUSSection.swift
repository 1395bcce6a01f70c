/// A US section laid out as the IAB US section specifications write them: a core segment (a
/// 6-bit version, then fixed fields) and, for the sections that have one, an optional
/// subsection after a `.`: Global Privacy Control (most sections) or sensitive data consents
/// (Indiana, Kentucky, Rhode Island). ``USSection`` is the one conforming type; its layout's
/// ``USSectionTable`` answers the static requirements.
///
/// Decoding, encoding and the ``GPPField``s follow from the table of ``coreFields(version:)``:
/// - Decoding opens the payload with ``GPPSectionOpening`` (subsection, supported version),
///   then reads each field of the table for ``layoutVersion(version:coreBitCount:)`` in order,
///   refusing a value its specification does not define, and pads lists to the lengths of the
///   section's own version with zeros.
/// - Encoding writes the version in 6 bits and each field of the table for
///   ``encodingLayoutVersion``, pads the bits with zeros to a whole byte and then to a multiple
///   of 6, and writes them as base64url without padding, as iabgpp-es does; a subsection follows
///   after a `.`, written the same way.
/// - The fields are the version (under ``versionFieldName``), then the table's fields, then the
///   subsection's.
protocol GPPUSSection: Sendable {
  /// The section ID.
  static var sectionID: Int { get }
  /// The IAB name of the leading 6-bit version field: `Version`, or `MspaVersion` in the
  /// sections from 24 (`usmd`) on.
  static var versionFieldName: String { get }
  /// The versions decoded and encoded.
  static var versions: Set<Int> { get }
  /// Whether the section has a GPC subsection (kept in ``gpcSubsection``).
  static var hasGPCSubsection: Bool { get }
  /// How many values the section's sensitive data consents subsection has
  /// (`SensitiveDataProcessing`, 2-bit values with no type prefix, as iabgpp-es writes it; kept
  /// in ``sensitiveDataSubsection``), or nil when it has none. A section has at most one kind
  /// of subsection; with neither, a `.` is an error.
  static var sensitiveDataConsentCount: Int? { get }
  /// The core fields after the version, in string order, for a version.
  static func coreFields(version: Int) -> [GPPUSField]
  /// The version whose table a core of `coreBitCount` bits (padding included) is read with,
  /// or nil when the length fits no table of the section.
  static func layoutVersion(version: Int, coreBitCount: Int) -> Int?

  /// A section of the latest version with every field 0 but `MspaCoveredTransaction` 1, and no
  /// subsection.
  init()

  /// The section version.
  var version: Int { get set }
  /// The values of the number fields, each in its field's slot.
  var ints: [Int] { get set }
  /// The values of the list fields, each in its field's slot.
  var lists: [[Int]] { get set }
  /// The GPC subsection set on the section, which only a section with a GPC subsection can
  /// be encoded with.
  var gpcSubsection: GPPGPCSubsection? { get set }
  /// The sensitive data consents subsection, in the sections that carry one.
  var sensitiveDataSubsection: [Int]? { get set }
  /// The version whose table the section is written with: its own, unless its lists have the
  /// lengths of another version's table.
  var encodingLayoutVersion: Int { get }
  /// The section as its case of ``GPPSection``.
  var gppSection: GPPSection { get }
}

extension GPPUSSection {
  /// The section's API prefix, such as `usca`, for error details.
  private static var name: String { GPPSection.name(of: sectionID) ?? "section \(sectionID)" }

  /// The sensitive data consents subsection's one field, read and written as a bare list.
  private static func sensitiveDataField(count: Int) -> GPPUSField {
    .list("SensitiveDataProcessing", slot: 0, count: count)
  }

  /// Decodes the section payload by the table.
  init(decodingUSSection payload: Substring) throws(GPPError) {
    self.init()
    do throws(GPPError) {
      let opening = try GPPSectionOpening(
        payload, name: Self.name, versionFieldName: Self.versionFieldName,
        versions: Self.versions,
        acceptsSubsection: Self.hasGPCSubsection || Self.sensitiveDataConsentCount != nil)
      var reader = opening.reader
      version = opening.version
      guard
        let layout = Self.layoutVersion(version: version, coreBitCount: reader.bits.count)
      else {
        throw GPPError(
          .invalidSection,
          detail: "the \(Self.name) version \(version) core is \(reader.bits.count) bits long, "
            + "the length of no version's fields")
      }
      for field in Self.coreFields(version: layout) {
        try field.read(from: &reader, into: &self)
      }
      if layout != version { padLists() }
      if let text = opening.subsection { try readSubsection(text) }
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// Reads the subsection after the `.` into the section's GPC or sensitive data consents.
  private mutating func readSubsection(_ text: Substring) throws(GPPError) {
    if Self.hasGPCSubsection {
      gpcSubsection = try GPPGPCSubsection(decoding: text)
    } else if let count = Self.sensitiveDataConsentCount {
      var reader = try GPPBitReader(base64URL: text)
      sensitiveDataSubsection = try Self.sensitiveDataField(count: count)
        .readList(from: &reader, count: count, width: 2)
    }
  }

  /// Builds the section from its fields keyed by IAB name, as ``usSectionFields`` lists them:
  /// the version, every field of that version's table, and the subsection's fields or none of
  /// them (`Gpc` with `GpcSegmentType`, or `SensitiveDataProcessing`).
  ///
  /// - Throws: ``GPPError`` for a missing, unknown or mistyped field or an unsupported version.
  init(usFields fields: [String: GPPFieldValue]) throws(GPPError) {
    self.init()
    do throws(GPPError) {
      var remaining = fields
      guard case .int(let version) = remaining.removeValue(forKey: Self.versionFieldName) else {
        throw GPPError(
          .invalidSection, detail: "\(Self.versionFieldName) is missing or not a number")
      }
      guard Self.versions.contains(version) else {
        throw GPPError(.unsupportedSectionVersion, detail: "\(Self.name) version \(version)")
      }
      self.version = version
      for field in Self.coreFields(version: version) {
        guard let value = remaining.removeValue(forKey: field.name) else {
          throw GPPError(.invalidSection, detail: "\(field.name) is missing")
        }
        try field.assign(value, to: &self)
      }
      try assignSubsection(from: &remaining)
      guard remaining.isEmpty else {
        throw GPPError(
          .invalidSection,
          detail: "unknown fields: \(remaining.keys.sorted().joined(separator: ", "))")
      }
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// Takes the subsection's fields out of `fields` and sets the subsection from them.
  private mutating func assignSubsection(
    from fields: inout [String: GPPFieldValue]
  ) throws(GPPError) {
    if Self.sensitiveDataConsentCount != nil,
      let value = fields.removeValue(forKey: "SensitiveDataProcessing")
    {
      guard case .ints(let values) = value else {
        throw GPPError(
          .invalidSection, detail: "SensitiveDataProcessing is not a list of numbers")
      }
      sensitiveDataSubsection = values
    }
    let gpc = (fields.removeValue(forKey: "Gpc"), fields.removeValue(forKey: "GpcSegmentType"))
    switch (gpc, Self.hasGPCSubsection) {
    case ((nil, nil), _): break
    case ((.bool(let signal)?, .int(let type)?), true):
      gpcSubsection = GPPGPCSubsection(subsectionType: type, gpc: signal)
    default:
      throw GPPError(
        .invalidSubsection,
        detail: "Gpc (a Boolean) and GpcSegmentType (a number) go together, in a section with GPC")
    }
  }

  /// Pads every list field with zeros to the length the section's version gives it.
  mutating func padLists() {
    for field in Self.coreFields(version: version) { field.padList(in: &lists) }
  }

  /// The version, the core fields by the table, then the subsection's fields.
  var usSectionFields: [GPPField] {
    var fields = [GPPField(Self.versionFieldName, .int(version))]
    fields += Self.coreFields(version: version).map { $0.field(of: self) }
    if Self.hasGPCSubsection, let gpc = gpcSubsection { fields += gpc.fields }
    if Self.sensitiveDataConsentCount != nil, let values = sensitiveDataSubsection {
      fields.append(GPPField("SensitiveDataProcessing", .ints(values)))
    }
    return fields
  }

  /// The section payload by the table: the core, then `.` and the subsection when there is
  /// one.
  func encodedUSSection() throws(GPPError) -> String {
    do throws(GPPError) {
      guard Self.versions.contains(version) else {
        throw GPPError(.unsupportedSectionVersion, detail: "\(Self.name) version \(version)")
      }
      if !Self.hasGPCSubsection, gpcSubsection != nil {
        throw GPPError(.invalidSubsection, detail: "\(Self.name) has no GPC subsection")
      }
      var writer = TCFBitWriter(capacityBits: 96)
      writer.write(version, 6)
      for field in Self.coreFields(version: encodingLayoutVersion) {
        try field.write(self, into: &writer)
      }
      var text = writer.gppBase64URL()
      if let gpc = gpcSubsection { text += "." + (try gpc.encoded()) }
      if let count = Self.sensitiveDataConsentCount, let values = sensitiveDataSubsection {
        var subsection = TCFBitWriter(capacityBits: 2 * count)
        try Self.sensitiveDataField(count: count)
          .writeList(values, count: count, width: 2, into: &subsection)
        text += "." + subsection.gppBase64URL()
      }
      return text
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }
}
