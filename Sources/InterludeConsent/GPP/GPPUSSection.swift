/// A US section laid out as the IAB US section specifications write them: a core segment (a
/// 6-bit `Version`, then fixed fields) and, for the sections that have one, an optional GPC
/// subsection after a `.`.
///
/// A conforming section lists its fields once, in ``coreFields(version:)``; decoding, encoding
/// and the ``GPPField``s follow from that table:
/// - Decoding opens the payload with ``GPPSectionOpening`` (GPC subsection, supported version),
///   then reads each field of the table for ``layoutVersion(version:coreBitCount:)`` in order,
///   and pads lists to the lengths of the section's own version with zeros.
/// - Encoding writes the version in 6 bits and each field of the version's table, pads the bits
///   with zeros to a whole byte and then to a multiple of 6, and writes them as base64url without
///   padding, as iabgpp-es does; a GPC subsection follows after a `.`, written the same way.
/// - The fields are `Version`, then the table's fields, then the GPC subsection's.
protocol GPPUSSection: Sendable {
  /// The section ID.
  static var sectionID: Int { get }
  /// The versions decoded and encoded.
  static var versions: Set<Int> { get }
  /// Where the section keeps its GPC subsection, or nil when it has none (a `.` is then an
  /// error).
  static var gpcSubsectionKeyPath: GPPUSField<Self>.Property<GPPGPCSubsection?>? { get }
  /// The core fields after `Version`, in string order, for a version.
  static func coreFields(version: Int) -> [GPPUSField<Self>]
  /// The version whose table a core of `coreBitCount` bits (padding included) is read with.
  static func layoutVersion(version: Int, coreBitCount: Int) -> Int

  /// A section of the latest version with every field 0 and no GPC subsection.
  init()

  /// The section version.
  var version: Int { get set }
}

extension GPPUSSection {
  /// Version 1 only.
  static var versions: Set<Int> { [1] }

  /// Every version is read with its own table.
  static func layoutVersion(version: Int, coreBitCount: Int) -> Int { version }

  /// The section's API prefix, such as `usca`, for error details.
  private static var name: String { GPPSection.name(of: sectionID) ?? "section \(sectionID)" }

  /// Decodes the section payload by the table.
  init(decodingUSSection payload: Substring) throws(GPPError) {
    self.init()
    do throws(GPPError) {
      let opening = try GPPSectionOpening(
        payload, name: Self.name, versions: Self.versions,
        hasGPCSubsection: Self.gpcSubsectionKeyPath != nil)
      var reader = opening.reader
      version = opening.version
      let layout = Self.layoutVersion(version: version, coreBitCount: reader.bits.count)
      for field in Self.coreFields(version: layout) {
        try field.read(from: &reader, into: &self)
      }
      if layout != version { padLists() }
      if let keyPath = Self.gpcSubsectionKeyPath { self[keyPath: keyPath] = opening.gpc }
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// Builds the section from its fields keyed by IAB name, as ``usSectionFields`` lists them:
  /// `Version`, every field of that version's table, and `Gpc` with `GpcSegmentType` together
  /// or neither.
  ///
  /// - Throws: ``GPPError`` for a missing, unknown or mistyped field or an unsupported version.
  init(usFields fields: [String: GPPFieldValue]) throws(GPPError) {
    self.init()
    do throws(GPPError) {
      var remaining = fields
      guard case .int(let version) = remaining.removeValue(forKey: "Version") else {
        throw GPPError(.invalidSection, detail: "Version is missing or not a number")
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
      let gpc = (
        remaining.removeValue(forKey: "Gpc"), remaining.removeValue(forKey: "GpcSegmentType")
      )
      switch (gpc, Self.gpcSubsectionKeyPath) {
      case ((nil, nil), _): break
      case ((.bool(let signal)?, .int(let type)?), let keyPath?):
        self[keyPath: keyPath] = GPPGPCSubsection(subsectionType: type, gpc: signal)
      default:
        throw GPPError(
          .invalidSubsection,
          detail: "Gpc (a Boolean) and GpcSegmentType (a number) go together, in a section with GPC"
        )
      }
      guard remaining.isEmpty else {
        throw GPPError(
          .invalidSection,
          detail: "unknown fields: \(remaining.keys.sorted().joined(separator: ", "))")
      }
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// Pads every list field with zeros to the length the section's version gives it.
  mutating func padLists() {
    for field in Self.coreFields(version: version) { field.padList(in: &self) }
  }

  /// `Version`, the core fields by the table, then the GPC subsection's fields.
  var usSectionFields: [GPPField] {
    var fields = [GPPField("Version", .int(version))]
    fields += Self.coreFields(version: version).map { $0.field(of: self) }
    if let keyPath = Self.gpcSubsectionKeyPath, let gpc = self[keyPath: keyPath] {
      fields += gpc.fields
    }
    return fields
  }

  /// The section payload by the table: the core, then `.` and the GPC subsection when there is
  /// one.
  func encodedUSSection() throws(GPPError) -> String {
    do throws(GPPError) {
      guard Self.versions.contains(version) else {
        throw GPPError(.unsupportedSectionVersion, detail: "\(Self.name) version \(version)")
      }
      var writer = TCFBitWriter(capacityBits: 96)
      writer.write(version, 6)
      for field in Self.coreFields(version: version) {
        try field.write(self, into: &writer)
      }
      var text = writer.gppBase64URL()
      if let keyPath = Self.gpcSubsectionKeyPath, let gpc = self[keyPath: keyPath] {
        text += "." + (try gpc.encoded())
      }
      return text
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }
}
