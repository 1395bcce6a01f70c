extension IABTCFStorage {
  /// The `IABGPP_*` values once `sections` (encoded payloads keyed by section ID) are saved
  /// and the sections `removed` are gone, every other stored section kept: the header, the
  /// full string, `IABGPP_HDR_Sections` and `IABGPP_GppSID` list the resulting sections in ID
  /// order. Pre-parsed fields of a section set or removed here are dropped (they would describe
  /// the old payload); without any section left, every `IABGPP_` key goes.
  ///
  /// This is how each part of the engine saves its sections without losing the others': the
  /// TC string (section 2) from ``ConsentManager``, the US sections from
  /// ``USPrivacyManager``.
  public func gppValues(
    setting sections: [Int: String], removing removed: Set<Int> = []
  ) -> IABGPPValues {
    let stored = readGPP()
    let touched = removed.union(sections.keys)
    var strings = stored.sectionStrings.filter { !removed.contains($0.key) }
    strings.merge(sections) { _, new in new }
    guard !strings.isEmpty else { return IABGPPValues() }
    let header = GPPHeader(sectionIDs: strings.keys.sorted())
    let prefixes = touched.flatMap { id in
      [GPPSection.name(of: id), id == 2 ? "TCFEU2" : nil].compactMap { $0.map { $0 + "_" } }
    }
    return IABGPPValues(
      version: String(header.gppVersion), sections: header.sectionIDs,
      gppString: ([header.encoded] + header.sectionIDs.compactMap { strings[$0] })
        .joined(separator: "~"),
      gppSID: header.sectionIDs, sectionStrings: strings,
      fields: stored.fields.filter { field in
        !prefixes.contains { field.key.hasPrefix($0) }
      })
  }

  /// Saves `sections` and removes the sections `removed`, keeping the other stored sections,
  /// in one save (``gppValues(setting:removing:)``).
  public func writeGPPSections(
    _ sections: [Int: String], removing removed: Set<Int> = []
  ) throws(ConsentStoreError) {
    try write(gppValues(setting: sections, removing: removed))
  }
}
