/// A US section's layout as its IAB section specification tables it: the section ID, the name
/// of the leading 6-bit version field, each version's fields in string order with their bits,
/// and what may follow the core after a `.`. It is the only place a section's layout is
/// written down: ``USSection`` decodes, encodes and lists its fields by it.
///
/// A table is written as its fields' IAB names in string order, the version field first and
/// the subsection after ` . ` (see ``USState``).
package struct USSectionTable<Layout: USSectionLayout>: Sendable {
  /// What may follow the core after a `.`.
  enum Subsection: Sendable, Equatable {
    /// Nothing: a `.` is an error.
    case none
    /// A Global Privacy Control subsection.
    case gpc
    /// The sensitive data consents subsection: `SensitiveDataProcessing`, `count` 2-bit values
    /// with no type prefix, as iabgpp-es writes it.
    case sensitiveDataConsents(count: Int)
  }

  /// The section ID.
  let sectionID: Int
  /// `Version`, or `MspaVersion` in the sections of the later layout (24 on).
  let versionFieldName: String
  /// The subsection the section may carry.
  let subsection: Subsection
  /// The section as its case of ``GPPSection``.
  let gppSection: @Sendable (USSection<Layout>) -> GPPSection
  /// The fields after the version, by version.
  let fieldsByVersion: [Int: [GPPUSField]]
  /// The versions, oldest first, each with the bits of its core (the version field included,
  /// padding not).
  let coreBitsByVersion: [(version: Int, bits: Int)]
  /// The versions decoded and encoded.
  let versions: Set<Int>
  /// The newest version, the one a new section has.
  let latestVersion: Int
  /// Where each number field's value is kept in ``USSection``, by IAB name.
  let intSlots: [String: Int]
  /// Where each list field's values are kept in ``USSection``, by IAB name.
  let listSlots: [String: Int]
  /// The number fields of a new section: 0, but `MspaCoveredTransaction` 1.
  let defaultInts: [Int]
  /// The list fields of a new section: zeros, at the latest version's lengths.
  let defaultLists: [[Int]]

  /// The table of a section of one version, 1, written as ``USState`` describes.
  init(
    _ sectionID: Int, _ gppSection: @escaping @Sendable (USSection<Layout>) -> GPPSection,
    _ table: String
  ) {
    self.init(sectionID, gppSection, versions: [1: table])
  }

  /// The table of a section of several versions, each written as ``USState`` describes (the
  /// version field and the subsection are the latest version's).
  init(
    _ sectionID: Int, _ gppSection: @escaping @Sendable (USSection<Layout>) -> GPPSection,
    versions: [Int: String]
  ) {
    self.sectionID = sectionID
    self.gppSection = gppSection
    latestVersion = versions.keys.max() ?? 1
    self.versions = Set(versions.keys)
    var intSlots: [String: Int] = [:]
    var listSlots: [String: Int] = [:]
    var fieldsByVersion: [Int: [GPPUSField]] = [:]
    var versionFieldName = "Version"
    var subsection = Subsection.none
    for (version, text) in versions.sorted(by: { $0.key < $1.key }) {
      let parts = text.split(separator: " . ")
      var names = parts[0].split(separator: " ").map(Self.nameAndCount)
      versionFieldName = names.removeFirst().name
      subsection = parts.dropFirst().first.map(Self.subsection) ?? .none
      fieldsByVersion[version] = names.map { name, count in
        guard let count else {
          let slot = intSlots[name] ?? intSlots.count
          intSlots[name] = slot
          return .int(name, slot: slot)
        }
        let slot = listSlots[name] ?? listSlots.count
        listSlots[name] = slot
        return .list(name, slot: slot, count: count)
      }
    }
    self.versionFieldName = versionFieldName
    self.subsection = subsection
    self.fieldsByVersion = fieldsByVersion
    self.intSlots = intSlots
    self.listSlots = listSlots
    coreBitsByVersion = fieldsByVersion.keys.sorted().map { version in
      (version, 6 + (fieldsByVersion[version] ?? []).map(\.bitCount).reduce(0, +))
    }
    var defaultInts = Array(repeating: 0, count: intSlots.count)
    var defaultLists = Array(repeating: [Int](), count: listSlots.count)
    for field in fieldsByVersion[latestVersion] ?? [] {
      field.padList(in: &defaultLists)
      field.setLegalDefault(in: &defaultInts)
    }
    self.defaultInts = defaultInts
    self.defaultLists = defaultLists
  }

  /// A field of a table: `Name`, or `Name[n]` for a list of `n` values.
  private static func nameAndCount(_ token: Substring) -> (name: String, count: Int?) {
    let parts = token.split(separator: "[")
    return (String(parts[0]), parts.count == 2 ? Int(parts[1].dropLast()) : nil)
  }

  /// The subsection after ` . `: `Gpc`, or `SensitiveDataProcessing[n]`.
  private static func subsection(_ text: Substring) -> Subsection {
    let (name, count) = nameAndCount(text)
    switch (name, count) {
    case ("Gpc", nil): return .gpc
    case ("SensitiveDataProcessing", let count?): return .sensitiveDataConsents(count: count)
    default: preconditionFailure("a US section table names an unknown subsection, \(text)")
    }
  }

  /// The section's API prefix, such as `usca`, for error details.
  var name: String { GPPSection.name(of: sectionID) ?? "section \(sectionID)" }

  /// The fields of `version` after the version field (none for a version the table lacks).
  func fields(version: Int) -> [GPPUSField] { fieldsByVersion[version] ?? [] }

  /// The version whose fields a core of `coreBitCount` bits (padding included) is read with.
  ///
  /// A section of one version reads every core with its fields (a short core is then
  /// truncated). With several versions the length tells: the version whose bits, padded to a
  /// sextet or to a byte and then a sextet, make `coreBitCount` (the national section's 60 or
  /// 66 bits are version 1's, 72 version 2's), or nil when none does.
  func layoutVersion(version: Int, coreBitCount: Int) -> Int? {
    guard coreBitsByVersion.count > 1 else { return version }
    return coreBitsByVersion.first { _, bits in
      let sextets = (bits + 5) / 6 * 6
      let bytesThenSextets = ((bits + 7) / 8 * 8 + 5) / 6 * 6
      return coreBitCount == sextets || coreBitCount == bytesThenSextets
    }?.version
  }
}
