/// The opening every US section shares: the GPC subsection split off (for sections that have
/// one) or refused (for those that do not), then the 6-bit version read and checked.
struct GPPSectionOpening {
  /// The core segment's reader, positioned after the version.
  let reader: GPPBitReader
  /// The section version, one of the supported ones.
  let version: Int
  /// The GPC subsection, when the section has one and the string carries it.
  let gpc: GPPGPCSubsection?

  /// Opens the section `name` (as `usco`), accepting `versions`.
  init(
    _ payload: Substring, name: String, versions: Set<Int> = [1], hasGPCSubsection: Bool
  ) throws(GPPError) {
    let core: Substring
    if hasGPCSubsection {
      (core, gpc) = try GPPGPCSubsection.split(payload)
    } else {
      guard !payload.contains(".") else {
        throw GPPError(.invalidSubsection, detail: "\(name) has no subsections")
      }
      (core, gpc) = (payload, nil)
    }
    var reader = try GPPBitReader(base64URL: core)
    version = try reader.int(6, "Version")
    guard versions.contains(version) else {
      throw GPPError(.unsupportedSectionVersion, detail: "\(name) version \(version)")
    }
    self.reader = reader
  }
}
