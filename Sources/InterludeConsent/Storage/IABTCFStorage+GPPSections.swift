extension IABTCFStorage {
  /// The batch that saves `sections` (encoded payloads keyed by section ID) and removes the
  /// sections `removed`, every other stored section kept, written as a whole GPP string
  /// through ``gppBatch(for:applicableSections:)``: the header, the full string,
  /// `IABGPP_HDR_Sections`, `IABGPP_GppSID`, each `IABGPP_[id]_String`, the pre-parsed fields
  /// and the derived `IABUSPrivacy_String`, with no stale key left. Without any section left,
  /// every `IABGPP_` key goes.
  ///
  /// This is how each part of the engine saves its sections without losing the others': the
  /// TC string (section 2) from ``ConsentManager``, the US sections from
  /// ``USPrivacyManager``.
  ///
  /// - Throws: ``GPPError`` when the resulting string does not decode (a stored section that
  ///   another writer left unreadable, say): nothing is saved then.
  package func gppSectionsBatch(
    setting sections: [Int: String], removing removed: Set<Int> = []
  ) throws(GPPError) -> ConsentStoreBatch {
    var strings = readGPP().sectionStrings.filter { !removed.contains($0.key) }
    strings.merge(sections) { _, new in new }
    guard !strings.isEmpty else { return batch(for: IABGPPValues()) }
    let header = GPPHeader(sectionIDs: strings.keys.sorted())
    let text = ([header.encoded] + header.sectionIDs.compactMap { strings[$0] })
      .joined(separator: "~")
    return try gppBatch(for: text)
  }
}
