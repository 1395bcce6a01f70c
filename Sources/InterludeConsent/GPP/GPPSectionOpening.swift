/// The opening every US section shares: the optional subsection after a `.` split off (for
/// sections that have one) or refused (for those that do not), then the 6-bit version read and
/// checked.
struct GPPSectionOpening {
  /// The core segment's reader, positioned after the version.
  let reader: GPPBitReader
  /// The section version, one of the supported ones.
  let version: Int
  /// The text of the subsection after the `.`, when the section has one and the string
  /// carries it.
  let subsection: Substring?

  /// Opens the section `name` (as `usco`), accepting `versions`; `versionFieldName` names the
  /// version field in errors.
  init(
    _ payload: Substring, name: String, versionFieldName: String, versions: Set<Int>,
    acceptsSubsection: Bool
  ) throws(GPPError) {
    let parts = payload.splitASCII(UInt8(ascii: "."))
    guard parts.count <= (acceptsSubsection ? 2 : 1) else {
      throw GPPError(
        .invalidSubsection,
        detail: acceptsSubsection ? "more than one subsection" : "\(name) has no subsections")
    }
    subsection = parts.count == 2 ? parts[1] : nil
    var reader = try GPPBitReader(base64URL: parts[0])
    version = try reader.int(6, versionFieldName)
    guard versions.contains(version) else {
      throw GPPError(.unsupportedSectionVersion, detail: "\(name) version \(version)")
    }
    self.reader = reader
  }
}
