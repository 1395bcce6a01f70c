extension USSection: GPPUSSection {
  static var versionFieldName: String { Layout.table.versionFieldName }

  static var versions: Set<Int> { Set(Layout.table.fieldsByVersion.keys) }

  static var gpcSubsectionKeyPath: GPPUSField<Self>.Property<GPPGPCSubsection?>? {
    Layout.table.subsection == .gpc ? \Self.gpcSubsection : nil
  }

  static var sensitiveDataConsents: (keyPath: GPPUSField<Self>.Property<[Int]?>, count: Int)? {
    guard case .sensitiveDataConsents(let count) = Layout.table.subsection else { return nil }
    return (\Self.sensitiveDataSubsection, count)
  }

  static func coreFields(version: Int) -> [GPPUSField<Self>] {
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
        guard case .list(let count, _, let keyPath) = field.coding else { return true }
        return self[keyPath: keyPath].count == count
      }
    }
    guard !fits(version) else { return version }
    return table.fieldsByVersion.keys.sorted().first { $0 > version && fits($0) } ?? version
  }

  var gppSection: GPPSection { Layout.table.gppSection(self) }
}
