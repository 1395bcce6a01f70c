extension IABTCFStorage {
  /// The keys ``consentRemovalBatch()`` keeps: what tells vendors a CMP runs and where.
  package static let keysDescribingTheCMP: Set<String> = [
    IABTCFKeys.cmpSdkId, IABTCFKeys.cmpSdkVersion, IABTCFKeys.policyVersion,
    IABTCFKeys.gdprApplies,
  ]

  /// The batch a CMP writes as soon as it starts (the CMP API's rule, so vendors know a CMP is
  /// present before any choice): `IABTCF_CmpSdkID` first, then `IABTCF_CmpSdkVersion`,
  /// `IABTCF_PolicyVersion` and `IABTCF_gdprApplies` (left as it is when `gdprApplies` is
  /// nil, undetermined). Only values that differ from the stored ones are written, so a start
  /// with nothing new posts no change.
  package func startBatch(
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
  /// the GPP string's TC string (section 2). A US section saved beside it stays
  /// (``gppSectionsBatch(setting:removing:)`` stores the string again without section 2);
  /// with no other section, or when the stored sections cannot be read, every `IABGPP_` key
  /// goes.
  package func consentRemovalBatch() -> ConsentStoreBatch {
    let keys = store.keys().filter { key in
      key.hasPrefix(IABTCFKeys.tcfPrefix) && !Self.keysDescribingTheCMP.contains(key)
    }
    var removal = ConsentStoreBatch(keys.sorted().map { .remove(key: $0) })
    let sections = readGPP().sectionStrings.keys
    // Left alone when only other sections are stored, so a start posts no change for them.
    guard sections.isEmpty || sections.contains(GPPTCFEUv2Section.sectionID) else {
      return removal
    }
    do throws(GPPError) {
      removal.append(
        contentsOf: try gppSectionsBatch(setting: [:], removing: [GPPTCFEUv2Section.sectionID]))
    } catch {
      removal.append(contentsOf: batch(for: IABGPPValues()))
    }
    return removal
  }
}
