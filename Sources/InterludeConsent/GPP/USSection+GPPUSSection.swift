extension USSection: GPPUSSection {
  static var versionFieldName: String { Layout.table.versionFieldName }

  static var versions: Set<Int> { Layout.table.versions }

  static var hasGPCSubsection: Bool { Layout.table.subsection == .gpc }

  static var sensitiveDataConsentCount: Int? {
    guard case .sensitiveDataConsents(let count) = Layout.table.subsection else { return nil }
    return count
  }

  static func coreFields(version: Int) -> [GPPUSField] {
    Layout.table.fields(version: version)
  }

  static func layoutVersion(version: Int, coreBitCount: Int) -> Int? {
    Layout.table.layoutVersion(version: version, coreBitCount: coreBitCount)
  }

  /// The section's own version, unless its lists have the lengths of a later version's table
  /// and not its own (a national version 1 core decoded with version 2's widths), so that it
  /// is written back as it was read.
  var encodingLayoutVersion: Int {
    let table = Layout.table
    func fits(_ layout: Int) -> Bool {
      table.fields(version: layout).allSatisfy { field in
        guard case .list(let count, _, let slot) = field.coding else { return true }
        return lists[slot].count == count
      }
    }
    guard !fits(version) else { return version }
    return table.coreBitsByVersion.first { $0.version > version && fits($0.version) }?.version
      ?? version
  }

  var gppSection: GPPSection { Layout.table.gppSection(self) }
}
