extension IABTCFStorage {
  /// The keys ``consentRemovalBatch()`` keeps: what tells vendors a CMP runs and where.
  public static let keysDescribingTheCMP: Set<String> = [
    IABTCFKeys.cmpSdkId, IABTCFKeys.cmpSdkVersion, IABTCFKeys.policyVersion,
    IABTCFKeys.gdprApplies,
  ]

  /// The batch a CMP writes as soon as it starts (the CMP API's rule, so vendors know a CMP is
  /// present before any choice): `IABTCF_CmpSdkID` first, then `IABTCF_CmpSdkVersion`,
  /// `IABTCF_PolicyVersion` and `IABTCF_gdprApplies` (left as it is when `gdprApplies` is
  /// nil, undetermined). Only values that differ from the stored ones are written, so a start
  /// with nothing new posts no change.
  public func startBatch(
    cmpSdkId: Int, cmpSdkVersion: Int, policyVersion: Int, gdprApplies: Bool?
  ) -> ConsentStoreBatch {
    var batch = ConsentStoreBatch()
    let values: [(Int?, String)] = [
      (cmpSdkId, IABTCFKeys.cmpSdkId), (cmpSdkVersion, IABTCFKeys.cmpSdkVersion),
      (policyVersion, IABTCFKeys.policyVersion),
      (gdprApplies.map { $0 ? 1 : 0 }, IABTCFKeys.gdprApplies),
    ]
    for case (let value?, let key) in values where store.value(forKey: key) != .int(value) {
      batch.set(value, forKey: key)
    }
    return batch
  }

  /// The batch that removes a choice: every `IABTCF_` key but ``keysDescribingTheCMP``, and
  /// the GPP string's TC string (section 2): with no other section saved, every `IABGPP_` key
  /// goes; a US section saved beside it stays (``gppValues(setting:removing:)``).
  public func consentRemovalBatch() -> ConsentStoreBatch {
    let keys = store.keys().filter { key in
      key.hasPrefix(IABTCFKeys.tcfPrefix) && !Self.keysDescribingTheCMP.contains(key)
    }
    var removal = ConsentStoreBatch(keys.sorted().map { .remove(key: $0) })
    let sections = readGPP().sectionStrings.keys
    // Left alone when only other sections are stored, so a start posts no change for them.
    if sections.isEmpty || sections.contains(GPPTCFEUv2Section.sectionID) {
      removal.append(
        contentsOf: batch(for: gppValues(setting: [:], removing: [GPPTCFEUv2Section.sectionID])))
    }
    return removal
  }
}
